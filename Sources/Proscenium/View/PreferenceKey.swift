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

    /// Reads the specified preference value from the view, using it to
    /// produce a second view that is applied as an overlay to the original
    /// view. The overlay is made again whenever the value changes.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        modifier(PreferenceValueLayerModifier<Key, T>(transform: transform, alignment: .center, role: "overlay"))
    }

    /// Reads the specified preference value from the view, using it to
    /// produce a second view that is applied as an overlay to the original
    /// view, placed with `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueLayerModifier<K, V>(transform: transform, alignment: alignment, role: "overlay"))
    }

    /// Reads the specified preference value from the view, using it to
    /// produce a second view that is applied as the background of the
    /// original view. The background is made again whenever the value changes.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        modifier(PreferenceValueLayerModifier<Key, T>(transform: transform, alignment: .center, role: "background"))
    }

    /// Reads the specified preference value from the view, using it to
    /// produce a second view that is applied as the background of the
    /// original view, placed with `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueLayerModifier<K, V>(transform: transform, alignment: alignment, role: "background"))
    }
}

/// `preference(key:value:)`: this node's value for `K` is `value`.
nonisolated struct PreferenceWritingModifier<K: PreferenceKey>: PrimitiveModifier {
    let value: K.Value

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let value = self.value
        context.node.writePreference(K.self, own: value) { _ in value }
        context.addChildren(content)
    }
}

/// `transformPreference(_:_:)`: this node's value for `K` is its content's, edited.
nonisolated struct PreferenceTransformModifier<K: PreferenceKey>: PrimitiveModifier {
    let callback: (inout K.Value) -> Void

    @MainActor func render(content: any View, into context: inout RenderContext) {
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
final class PreferenceReading<Value> {
    var last: Value
    init(_ value: Value) { last = value }
}

/// `onPreferenceChange(_:perform:)`: runs the action when the content's value
/// for `K` changes.
nonisolated struct PreferenceChangeModifier<K: PreferenceKey>: PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    @MainActor func render(content: any View, into context: inout RenderContext) {
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
final class WeakNodeBox {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: a layer (as
/// `overlay`/`background` make) built from the content's value for `K`.
nonisolated struct PreferenceValueLayerModifier<K: PreferenceKey, Layer: View>: PrimitiveModifier {
    let transform: (K.Value) -> Layer
    let alignment: Alignment
    let role: String

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let node = context.node
        let source = context.state("source") { WeakNodeBox(node) }
        let layer = PreferenceValueLayer<K, Layer>(source: source, transform: transform)
        LayerModifier(role: role, alignment: alignment, layer: layer).render(content: content, into: &context)
    }
}

/// The layer's view: made from the value of `K` below its source (the layer
/// itself left out), made again when that value changes.
nonisolated struct PreferenceValueLayer<K: PreferenceKey, Layer: View>: PrimitiveView {
    let source: WeakNodeBox
    let transform: (K.Value) -> Layer

    @MainActor func render(into context: inout RenderContext) {
        let node = context.node
        let source = self.source
        let value = source.node?.preferenceValue(K.self, excluding: node) ?? K.defaultValue
        let reading = context.state("preference") { PreferenceReading(value) }
        reading.last = value
        node.graph.setPreferenceReader(for: node, key: K.self) { [weak node] in
            guard let node, node.isMounted else { return }
            let current = source.node?.preferenceValue(K.self, excluding: node) ?? K.defaultValue
            if typedEqual(reading.last, current) { return }
            node.invalidate(reason: "preference")
        }
        context.addChildren(transform(value))
    }
}
