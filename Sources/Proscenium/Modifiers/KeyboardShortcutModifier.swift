nonisolated extension View {
    /// Gives this control (a button, a menu item) a keyboard shortcut.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        withShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Gives this control a keyboard shortcut.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        withShortcut(shortcut)
    }

    /// Gives this control a keyboard shortcut, or none.
    @_disfavoredOverload
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        withShortcut(shortcut)
    }

    /// The control's `shortcut` attribute, and `EnvironmentValues.keyboardShortcut`
    /// for its label and style.
    private func withShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(ElementAttributeModifier(attributes: shortcut.map { [.shortcut: .string($0.displayString)] } ?? [:]))
            .modifier(EnvironmentTransformModifier { $0.keyboardShortcutValue = shortcut })
    }

    /// Gives this control a keyboard shortcut with a layout localization (no
    /// effect on this platform).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        keyboardShortcut(key, modifiers: modifiers)
    }
}
