nonisolated extension View {
    /// A subtitle shown under the window's title (its `subtitle` hint).
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(WindowHintModifier<NavigationSubtitleKey>(value: subtitle.plainText))
    }

    /// A subtitle shown under the window's title.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        modifier(WindowHintModifier<NavigationSubtitleKey>(value: subtitleKey.plainText))
    }

    /// A subtitle shown under the window's title.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        modifier(WindowHintModifier<NavigationSubtitleKey>(value: String(subtitle)))
    }
}
