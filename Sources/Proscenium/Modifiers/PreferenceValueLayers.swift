nonisolated extension View {
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
