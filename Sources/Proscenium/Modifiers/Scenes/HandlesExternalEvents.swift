nonisolated extension View {
    /// Specifies the external events that the view's scene handles if the
    /// scene is already open: of the scene's open windows, an opened URL (or
    /// a user activity) goes to one whose views prefer it (its text contains
    /// one of `preferring`, or `preferring` holds `"*"`), else to the key
    /// window or the latest one that allows it (`allowing`, likewise); a
    /// window that allows none of it is passed over, and the scene opens a
    /// new window when none takes it.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        modifier(ExternalEventsModifier(conditions: .init(preferring: preferring, allowing: allowing)))
    }
}
