import ProsceniumHost

// Views that assistive technology reads in place of what is drawn: a
// representation of a custom control, synthetic children of a drawing. They
// are laid over the view, sized to it, and not drawn (`accessibilityOnly`:
// the page keeps them in its accessibility tree, visually hidden).

/// Lays `layer` over the content as views only assistive technology reads,
/// and hides the content from it, or (`contain`) makes the content's
/// element a container whose children are `layer`'s views.
nonisolated struct AccessibilityLayerModifier<Layer: View>: PrimitiveModifier {
    let layer: Layer
    /// True: the element keeps its name and becomes the container of the
    /// layer's views (`accessibilityChildren`); false: the layer replaces it.
    let contains: Bool

    @MainActor func render(content: any View, into context: inout RenderContext) {
        var attributes: ElementAttributes = [.role: "overlay", .alignment: .alignment(Alignment.center.value)]
        if contains { attributes[.accessibilityChildren] = "contain" }
        context.setElement(.layer, attributes)
        context.addChildren(hiddenFromAssistiveTechnology(content), slot: "base")
        context.addChildren(ZStack { layer }.modifier(ElementAttributeModifier(attributes: [.accessibilityOnly: true])),
                            slot: "layer")
    }
}

/// `view`, which assistive technology does not see.
@MainActor private func hiddenFromAssistiveTechnology<V: View>(_ view: V) -> some View {
    view.modifier(ElementAttributeModifier(attributes: [.accessibilityHidden: true]))
}

nonisolated extension View {
    /// Replaces one or more accessibility elements for this view with new
    /// accessibility elements: assistive technology reads (and operates)
    /// `representation` in place of the view, which is drawn as it is. A
    /// custom control can so be a `Slider` or a `Toggle` to assistive
    /// technology.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(AccessibilityLayerModifier(layer: representation(), contains: false))
    }

    /// Replaces the existing accessibility element's children with one or
    /// more new synthetic accessibility elements: the view becomes a
    /// container of `children`, which assistive technology reads and which
    /// are not drawn (the shapes of a `Canvas` or a chart, say).
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        modifier(AccessibilityLayerModifier(layer: children(), contains: true))
    }

    /// Specifies whether this view and its children should ignore system
    /// color inversion: where the display inverts colours (the page's
    /// `inverted-colors` media query), the view is inverted back, so a photo
    /// keeps its colours.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        modifier(ElementAttributeModifier(attributes: active ? [.ignoresInvertColors: true] : [:]))
    }
}
