nonisolated extension View {
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: String(title)))
    }

    /// A title bound to a string (editable titles are shown, not edited, here).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(NavigationTitleModifier(title: title.wrappedValue))
    }
}
