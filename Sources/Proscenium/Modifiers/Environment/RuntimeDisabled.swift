nonisolated extension View {
    /// Disables this view's controls when `isDisabled` (the runtime's own menus
    /// use this; apps use `disabled(_:)`, which does the same).
    package func _disabled(_ isDisabled: Bool) -> some View {
        modifier(EnvironmentTransformModifier { if isDisabled { $0.isEnabled = false } })
    }
}
