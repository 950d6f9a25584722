nonisolated extension View {
    /// The defaults store `@AppStorage` uses in this view and its descendants.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifier(EnvironmentTransformModifier { $0.defaultAppStorage = store })
    }
}
