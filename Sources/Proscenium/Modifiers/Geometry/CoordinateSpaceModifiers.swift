import ProsceniumHost

nonisolated extension View {
    /// Names this view's coordinate space, so that views inside can measure
    /// their frames in it (`proxy.frame(in: .named(name))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(ElementAttributeModifier(attributes: [.coordinateSpace: .string(coordinateSpaceKey(name.name))]))
    }

    /// Names this view's coordinate space (the older spelling of
    /// `coordinateSpace(_:)`).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        coordinateSpace(.named(name))
    }
}
