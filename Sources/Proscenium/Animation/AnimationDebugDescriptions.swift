// How animations and key presses describe themselves in the debugger and
// in `print(String(reflecting:))`.

extension Animation: CustomDebugStringConvertible, CustomReflectable {
    /// The animation's curve and timing, as `description` gives them.
    public var debugDescription: String { description }

    /// The animation as the debugger shows it: its curve and timing. Only
    /// the debugger and `dump` read it; the update path never reflects.
    public var customMirror: Mirror { .init(self, children: ["value": value.description], displayStyle: .struct) }
}

extension KeyPress: CustomDebugStringConvertible {
    /// The key, its characters, modifiers and phase.
    public var debugDescription: String {
        "KeyPress(phase: \(phase.debugDescription), key: \(String(reflecting: key.character)), "
            + "characters: \(String(reflecting: characters)), modifiers: \(modifiers.rawValue))"
    }
}

extension KeyPress.Phases: CustomDebugStringConvertible {
    /// The phases named: `[.down, .repeat]`.
    public var debugDescription: String {
        let names = [(KeyPress.Phases.down, ".down"), (.repeat, ".repeat"), (.up, ".up")]
            .filter { contains($0.0) }.map(\.1)
        return "[\(names.joined(separator: ", "))]"
    }
}
