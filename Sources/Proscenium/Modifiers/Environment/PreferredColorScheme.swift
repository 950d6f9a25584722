import ProsceniumHost

nonisolated extension View {
    /// Sets the preferred colour scheme of the window showing this view: the
    /// whole window (its title bar, controls and semantic colours) draws
    /// light or dark, and `\.colorScheme` in it reads that scheme. `nil`
    /// follows the system again. Of several views asking, the last in the
    /// window's tree wins.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: colorScheme))
    }
}
