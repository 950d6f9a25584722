import Combine

nonisolated extension View {
    /// Puts `object` in the environment of this view and its descendants, for
    /// `@EnvironmentObject` to find by type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentTransformModifier { $0.setObject(object, as: T.self) })
    }
}
