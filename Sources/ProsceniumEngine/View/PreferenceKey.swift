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

/// `preference(key:value:)`: this node's value for `K` is `value`.
package nonisolated struct PreferenceWritingModifier<K: PreferenceKey>: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(value: K.Value) {
        self.value = value
    }

    package let value: K.Value

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let value = self.value
        context.node.writePreference(K.self, own: value) { _ in value }
        context.addChildren(content)
    }
}

/// `transformPreference(_:_:)`: this node's value for `K` is its content's, edited.
package nonisolated struct PreferenceTransformModifier<K: PreferenceKey>: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(callback: @escaping (inout K.Value) -> Void) {
        self.callback = callback
    }

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
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(action: @escaping (K.Value) -> Void) {
        self.action = action
    }

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
