import Foundation
import ProsceniumHost

/// A key press a focused view hears (`onKeyPress`).
public struct KeyPress: Sendable {
    /// The phases of a key press.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether a handler used the press; an ignored one goes to the views around.
    public enum Result: Sendable {
        case handled
        case ignored
    }

    public let phase: KeyPress.Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
}

/// The ways a focusable view is used (`focusable(_:interactions:)`).
public struct FocusInteractions: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Focus activates it (a button-like view).
    public static let activate = FocusInteractions(rawValue: 1)
    /// Focus lets it take keys (a text-like view).
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// A direction of the arrow keys (`onMoveCommand`).
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}

nonisolated extension View {
    /// Runs `action` when `key` goes down (or repeats) while this view has focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` for `key` in `phases` while this view has focus.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Runs `action` for any of `keys` in `phases` while this view has focus.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: Set(keys.map(\.displayName)), phases: phases) { press in
            keys.contains(press.key) ? action(press) : .ignored
        })
    }

    /// Runs `action` for keys that type any of `characters`.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: ["*"], phases: phases) { press in
            let scalars = press.characters.unicodeScalars
            return !scalars.isEmpty && scalars.allSatisfy(characters.contains) ? action(press) : .ignored
        })
    }

    /// Runs `action` for every key in `phases` while this view has focus.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: ["*"], phases: phases, action: action))
    }

    /// Runs `action` with the arrow key pressed while this view has focus.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        let directions: [KeyEquivalent: MoveCommandDirection] = [.upArrow: .up, .downArrow: .down,
                                                                 .leftArrow: .left, .rightArrow: .right]
        return modifier(KeyPressModifier(keys: Set(directions.keys.map(\.displayName)), phases: [.down, .repeat]) { press in
            guard let action, let direction = directions[press.key] else { return .ignored }
            action(direction)
            return .handled
        })
    }

    /// Runs `action` when Escape is pressed while this view has focus.
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        modifier(KeyPressModifier(keys: [KeyEquivalent.escape.displayName], phases: [.down]) { press in
            guard let action, press.key == .escape else { return .ignored }
            action()
            return .handled
        })
    }

    /// Runs `action` when Delete (Backspace) or Forward Delete is pressed while this view has focus.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        let keys: Set<KeyEquivalent> = [.delete, .deleteForward]
        return modifier(KeyPressModifier(keys: Set(keys.map(\.displayName)), phases: [.down]) { press in
            guard let action, keys.contains(press.key) else { return .ignored }
            action()
            return .handled
        })
    }

    /// Lets this view take keyboard focus (clicking it or Tab), so that it hears keys.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }

    /// Lets this view take keyboard focus for `interactions`.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        focusable(isFocusable && !interactions.isEmpty)
    }
}

nonisolated struct KeyPressModifier: PrimitiveModifier {
    let keys: Set<String>
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result

    @MainActor func render(content: any View, into context: inout RenderContext) {
        var pending = context.childEnvironment.pendingElementAttributes
        var wanted = Set((pending[.keyPress]?.string ?? "").split(separator: " ").map(String.init))
        wanted.formUnion(keys)
        pending[.keyPress] = .string(wanted.sorted().joined(separator: " "))
        var extra = Set((pending[.keyPhases]?.string ?? "").split(separator: " ").map(String.init))
        if phases.contains(.repeat) { extra.insert("repeat") }
        if phases.contains(.up) { extra.insert("up") }
        pending[.keyPhases] = extra.isEmpty ? nil : .string(extra.sorted().joined(separator: " "))
        pending[.focusable] = true
        context.childEnvironment.pendingElementAttributes = pending
        let action = self.action, phases = self.phases, node = context.node
        let enabled = context.environment.isEnabled
        context.on(.keyPress) { [weak node] event in
            guard let press = KeyPress(event) else {
                node?.graph.services.droppedEvents.dropped("malformed key press", kind: event.kind.rawValue)
                return
            }
            if enabled, phases.contains(press.phase), action(press) == .handled { return }
            // Ignored: the views around may want it.
            node?.parent?.handler(for: .keyPress)?(event)
        }
        context.addChildren(content)
    }
}

extension KeyPress {
    /// The display's `keyPress` event as a key press.
    init?(_ event: HostEvent) {
        guard let name = event.key, !name.isEmpty, let value = event.value, let colon = value.firstIndex(of: ":") else {
            return nil
        }
        switch value[..<colon] {
        case "down": phase = .down
        case "repeat": phase = .repeat
        case "up": phase = .up
        default: return nil
        }
        characters = String(value[value.index(after: colon)...])
        key = KeyEquivalent(displayName: name)
        modifiers = EventModifiers(displayNames: event.modifiers ?? [])
    }
}

extension KeyEquivalent {
    /// The key a display names so (`uparrow`, `a`, ...).
    init(displayName: String) {
        let named: [KeyEquivalent] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .escape, .delete, .deleteForward,
                                      .home, .end, .pageUp, .pageDown, .clear, .tab, .space, .return]
        if let key = named.first(where: { $0.displayName == displayName }) {
            self = key
        } else {
            self.init(displayName.first ?? " ")
        }
    }
}
