/// A named value produced by a view. A view with several children combines
/// their values for a preference into one value its ancestors see.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The value of a view that has no explicit value for the key.
    static var defaultValue: Self.Value { get }

    /// Combines a sequence of values by modifying the previously-accumulated
    /// value with the result of a closure that provides the next value. It
    /// receives its values in view-tree order.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

nonisolated extension View {
    /// Sets a value for the given preference: the view's value for `key`,
    /// replacing what its content set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    /// Applies a transformation to a preference value: `callback` edits the
    /// value the content produced (or the key's default when it set none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceTransformModifier<K>(callback: callback))
    }

    /// Adds an action to perform when the specified preference key's value
    /// changes: it runs with the new value after the update that changed it
    /// (a first value different from the key's default is a change).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}

/// `preference(key:value:)`: this node's value for `K` is `value`.
package nonisolated struct PreferenceWritingModifier<K: PreferenceKey>: PrimitiveModifier {
    package let value: K.Value

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let value = self.value
        context.node.writePreference(K.self, own: value) { _ in value }
        context.addChildren(content)
    }
}

/// `transformPreference(_:_:)`: this node's value for `K` is its content's, edited.
package nonisolated struct PreferenceTransformModifier<K: PreferenceKey>: PrimitiveModifier {
    package let callback: (inout K.Value) -> Void

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let callback = self.callback
        context.node.writePreference(K.self) { inside in
            var value = inside ?? K.defaultValue
            callback(&value)
            return value
        }
        context.addChildren(content)
    }
}

/// The value a preference reader saw last.
package final class PreferenceReading<Value> {
    package var last: Value
    package init(_ value: Value) { last = value }
}

/// `onPreferenceChange(_:perform:)`: runs the action when the content's value
/// for `K` changes.
package nonisolated struct PreferenceChangeModifier<K: PreferenceKey>: PrimitiveModifier where K.Value: Equatable {
    package let action: (K.Value) -> Void

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let node = context.node
        let reading = context.state("preference") { PreferenceReading(K.defaultValue) }
        let action = self.action
        node.graph.setPreferenceReader(for: node, key: K.self) { [weak node] in
            guard let node else { return }
            let value = node.preferenceValue(K.self) ?? K.defaultValue
            guard value != reading.last else { return }
            reading.last = value
            node.graph.afterUpdate { action(value) }
        }
        context.addChildren(content)
    }
}

/// Holds a node without keeping it alive (a view value must not own its ancestor's node).
@MainActor
package final class WeakNodeBox {
    package weak var node: ViewNode?
    package init(_ node: ViewNode) { self.node = node }
}
