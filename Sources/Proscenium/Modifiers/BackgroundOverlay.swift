import ProsceniumHost

nonisolated extension View {
    /// Fills the area behind this view with `style` (a colour).
    /// `edges` has no effect: window content has no safe area.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(ElementAttributeModifier(attributes: style.drawnColor.map { [.background: .color($0)] } ?? [:]))
    }

    /// Fills the area behind this view with the window's background colour.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Layers the views of `content` behind this view, sized to it and placed by
    /// `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(role: "background", alignment: alignment, layer: content()))
    }

    /// Layers `background` behind this view.
    @available(*, deprecated, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(role: "background", alignment: alignment, layer: background))
    }

    /// Layers the views of `content` in front of this view, sized to it and
    /// placed by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(role: "overlay", alignment: alignment, layer: content()))
    }

    /// Layers `overlay` in front of this view.
    @available(*, deprecated, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(role: "overlay", alignment: alignment, layer: overlay))
    }

    /// Covers this view with `style` (a colour).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(LayerModifier(role: "overlay", alignment: .center, layer: StyleFill(color: style.drawnColor)))
    }
}

/// A view on a layer behind or in front of its content: a `layer` element whose
/// last child (a `zstack`) is the layer and whose other children are the base.
nonisolated struct LayerModifier<Layer: View>: PrimitiveModifier {
    let role: String
    let alignment: Alignment
    let layer: Layer

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.setElement(.layer, [.role: .string(role), .alignment: .string(alignment.name)])
        context.addChildren(content, slot: "base")
        // The layer is one element whatever `layer` holds, so the display can tell it from the base.
        context.addChildren(ZStack(alignment: alignment) { layer }, slot: "layer")
    }
}

/// A shape style filling its space, as a view.
nonisolated struct StyleFill: PrimitiveView, Equatable {
    let color: ColorValue?
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.color, color.map { [.color: .color($0)] } ?? [:])
    }
}
