nonisolated extension View {
    /// Sets this view's color scheme: the older spelling of
    /// `environment(\.colorScheme, _)`, which draws the view in that scheme.
    @available(macOS, deprecated: 100000.0, message: "Use preferredColorScheme(_:) instead.")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
