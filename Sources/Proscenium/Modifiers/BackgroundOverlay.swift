import ProsceniumHost

nonisolated extension View {
    /// Fills the area behind this view with `style`: a colour, gradient,
    /// material or image. `edges` has no effect: the style fills this view's
    /// own frame, not the safe area beyond it under a hidden title bar (the
    /// view reaches there with `ignoresSafeArea(_:edges:)`).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(EffectModifier(stage: .paint) { environment in
            style.paint(in: environment).map { [.background: .painted($0)] } ?? [:]
        })
        .modifier(EnvironmentTransformModifier { environment in
            // The views on a material read it as the material beneath them.
            if let material = style as? Material { environment.backgroundMaterial = material }
        })
    }

    /// Fills `shape` behind this view with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(LayerModifier(role: "background", alignment: .center,
                               layer: _ShapeView(shape: shape, style: style, fillStyle: fillStyle)))
    }

    /// Fills `shape` behind this view with the background style.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills `shape` in front of this view with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(LayerModifier(role: "overlay", alignment: .center,
                               layer: _ShapeView(shape: shape, style: style, fillStyle: fillStyle)))
    }

    /// The style `.background` paints with in this view (`BackgroundStyle`).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { $0.backgroundStyle = AnyShapeStyle(style) })
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

    /// Covers this view with `style`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(LayerModifier(role: "overlay", alignment: .center, layer: _ShapeView(shape: Rectangle(), style: style)))
    }
}

/// A view on a layer behind or in front of its content: a `layer` element whose
/// last child (a `zstack`) is the layer and whose other children are the base.
nonisolated struct LayerModifier<Layer: View>: PrimitiveModifier {
    let role: String
    let alignment: Alignment
    let layer: Layer

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.setElement(.layer, [.role: .string(role), .alignment: .alignment(alignment.value)])
        context.addChildren(content, slot: "base")
        // The layer is one element whatever `layer` holds, so the display can tell it from the base.
        context.addChildren(ZStack(alignment: alignment) { layer }, slot: "layer")
    }
}

/// A modifier that decides how to draw at render time, from the environment
/// (a style that is a colour is an attribute; another is a layer).
nonisolated struct StyledModifier: PrimitiveModifier {
    let draw: @MainActor (EnvironmentValues, any View, inout RenderContext) -> Void
    @MainActor func render(content: any View, into context: inout RenderContext) { draw(context.environment, content, &context) }
}
