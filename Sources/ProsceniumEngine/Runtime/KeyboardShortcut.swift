/// A key a keyboard shortcut uses: a character or a special key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// The name a display sends for this key: a lowercased character, or a
    /// name such as `return`, `escape`, `uparrow`.
    package var displayName: String {
        switch self {
        case .upArrow: "uparrow"
        case .downArrow: "downarrow"
        case .leftArrow: "leftarrow"
        case .rightArrow: "rightarrow"
        case .escape: "escape"
        case .delete: "delete"
        case .deleteForward: "deleteforward"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .clear: "clear"
        case .tab: "tab"
        case .space: "space"
        case .return: "return"
        default: String(character).lowercased()
        }
    }
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let function = EventModifiers(rawValue: 64)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key with modifiers that triggers a button, menu item or scene command.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut adapts to keyboard layouts (no effect on this platform).
    public struct Localization: Hashable, Sendable {
        package let name: String
        public static let automatic = Localization(name: "automatic")
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        public static let custom = Localization(name: "custom")
    }

    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return: the default button of a window or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The shortcut as the display protocol writes it: `command+shift+k`. An
    /// upper-case letter implies Shift, as AppKit reads key equivalents.
    package var displayString: String {
        var modifiers = self.modifiers
        if key.character.isUppercase { modifiers.insert(.shift) }
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("control") }
        if modifiers.contains(.option) { parts.append("option") }
        if modifiers.contains(.shift) { parts.append("shift") }
        if modifiers.contains(.command) { parts.append("command") }
        parts.append(key.displayName)
        return parts.joined(separator: "+")
    }

    /// The display string for a key event's key and modifier names.
    package static func displayString(key: String, modifiers: [String]) -> String {
        let order = ["control", "option", "shift", "command"]
        let held = order.filter(modifiers.contains)
        return (held + [key.lowercased()]).joined(separator: "+")
    }
}

extension EventModifiers {
    /// The modifiers a display names (`command`, `shift`, `option`, `control`); others are ignored.
    package init(displayNames: [String]) {
        var modifiers: EventModifiers = []
        for name in displayNames {
            switch name {
            case "command": modifiers.insert(.command)
            case "shift": modifiers.insert(.shift)
            case "option": modifiers.insert(.option)
            case "control": modifiers.insert(.control)
            default: continue
            }
        }
        self = modifiers
    }
}

extension EnvironmentValues {
    private struct KeyboardShortcutKey: EnvironmentKey { static var defaultValue: KeyboardShortcut? { nil } }

    /// The keyboard shortcut that buttons in this environment are triggered
    /// with (`keyboardShortcut(_:)`), for their labels and styles to show.
    public var keyboardShortcut: KeyboardShortcut? { keyboardShortcutValue }

    package var keyboardShortcutValue: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}
