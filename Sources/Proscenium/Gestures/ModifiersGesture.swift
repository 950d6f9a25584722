import Foundation
import ProsceniumHost

/// The modifier keys held during the gesture event being delivered (the
/// display sends them with each tap, press, drag and pinch); none between
/// events.
@MainActor enum GestureEventModifiers {
    static var held: EventModifiers = []

    /// Runs `body` with `modifiers` held.
    static func with(_ modifiers: EventModifiers, _ body: () -> Void) {
        let outer = held
        held = modifiers
        defer { held = outer }
        body()
    }
}

/// A gesture that hears events only while `modifiers` are held
/// (`Gesture.modifiers(_:)`): letting a key go in the middle of a drag,
/// a pinch or a press cancels it.
nonisolated public struct _ModifiersGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
    let modifiers: EventModifiers

    @MainActor func makeAnyRecognizer(_ memory: GestureMemory, path: String) -> AnyObject {
        let base = makeRecognizer(content, memory, path: path)
        let gated = ComposedRecognizer<Value>()
        base.changedListeners.append { [unowned gated] in gated.changed($0) }
        base.endedListeners.append { [unowned gated] in gated.ended($0) }
        base.cancelledListeners.append { [unowned gated] in gated.cancelled() }
        let required = modifiers
        let activeKey = path + ".modifiersActive"
        gated.needsBody = { base.needs }
        gated.handleBody = { input in
            let active = memory.values[activeKey] as? Bool ?? false
            guard GestureEventModifiers.held.isSuperset(of: required) else {
                // The keys went up mid-gesture: what had begun is cancelled.
                guard active, let cancel = input.cancelling else { return false }
                memory.values[activeKey] = false
                return base.handle(cancel)
            }
            let taken = base.handle(input)
            if taken { memory.values[activeKey] = input.continues }
            return taken
        }
        return gated
    }
}

extension GestureInput {
    /// Whether a gesture is still under way after this input.
    var continues: Bool {
        switch self {
        case .tap: false
        case let .press(press): press == .press
        case let .drag(phase, _, _, _, _), let .magnify(phase, _, _, _, _), let .rotate(phase, _, _, _, _):
            phase == .changed
        }
    }

    /// The input that cancels the gesture this one continues, if any.
    var cancelling: GestureInput? {
        switch self {
        case .tap: nil
        case .press: .press(.release)
        case let .drag(_, location, start, velocity, origin):
            .drag(phase: .cancelled, location: location, start: start, velocity: velocity, origin: origin)
        case let .magnify(_, scale, velocity, anchor, start):
            .magnify(phase: .cancelled, scale: scale, velocity: velocity, anchor: anchor, start: start)
        case let .rotate(_, degrees, velocity, anchor, start):
            .rotate(phase: .cancelled, degrees: degrees, velocity: velocity, anchor: anchor, start: start)
        }
    }
}

nonisolated extension Gesture {
    /// Combines a gesture with keyboard modifiers: the gesture receives
    /// updates while the person holds the modifier keys that you supply
    /// (Command is the Ctrl key on a PC keyboard, Option its Alt key).
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(content: self, modifiers: modifiers)
    }
}
