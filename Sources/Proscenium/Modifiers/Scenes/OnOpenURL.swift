import ProsceniumHost

nonisolated extension View {
    /// Runs `action` with each URL the app is asked to open (on its command
    /// line, or by `AppRuntime.open(_:)`) that reaches this view's scene, as
    /// `handlesExternalEvents(matching:)` routes it.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(OnOpenURLModifier(action: action))
    }
}
