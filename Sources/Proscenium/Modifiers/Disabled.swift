nonisolated extension View {
    /// Whether the controls in this view accept input. `true` disables the
    /// whole subtree (its elements are marked `disabled`, buttons and toggles
    /// ignore clicks); `false` cannot re-enable what an ancestor disabled.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            if disabled { environment.isEnabled = false }
        })
    }
}
