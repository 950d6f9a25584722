// `View.environment(_:_:)` and its kin: vocabulary, since a write restyles
// the subtree for the values the vocabulary declares (a text size).

extension EnvironmentValues {
    /// Writes `value` at `keyPath`, as `View.environment(_:_:)` does: a
    /// colour scheme or a text size also restyles the subtree's elements.
    mutating func setValue<V>(_ value: V, at keyPath: WritableKeyPath<EnvironmentValues, V>) {
        self[keyPath: keyPath] = value
        // A colour scheme set on a subtree draws it in that scheme: its
        // semantic colours, controls and text, as SwiftUI restyles it.
        if keyPath == \EnvironmentValues.colorScheme {
            pendingElementAttributes[.colorScheme] = .string(colorScheme.name)
        }
        // So does a text size, whichever its spelling: its text styles scale.
        if keyPath == \EnvironmentValues.dynamicTypeSize || keyPath == \EnvironmentValues.sizeCategory {
            pendingElementAttributes[.dynamicTypeSize] = .string(dynamicTypeSize.name)
        }
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentTransformModifier { $0.setValue(value, at: keyPath) })
    }

    /// Puts an `@Observable` object in the environment, for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentTransformModifier { $0.setObject(object, as: T.self) })
    }

    /// Changes environment values for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }
}
