nonisolated extension View {
    /// The title of the window (or navigation column) showing this view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title.plainText))
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(title: titleKey.plainText))
    }
}
