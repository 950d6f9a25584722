import ProsceniumHost

nonisolated extension View {
    /// Runs `action` with a value made from this view's geometry, when the
    /// view is first measured and whenever that value changes. The display
    /// measures the view where it is laid out and reports each change.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and new values made from this view's
    /// geometry whenever that value changes (and once with the first value
    /// as both, when the view is first measured).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}
