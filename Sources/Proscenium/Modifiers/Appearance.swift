import ProsceniumHost

// How a view is drawn, left as attributes on the view's element.

nonisolated extension View {
    /// Draws this view partly transparent: 0 is invisible, 1 is opaque.
    /// Opacities applied twice multiply.
    public func opacity(_ opacity: Double) -> some View {
        modifier(AccumulatingAttributeModifier(name: .opacity, value: min(max(opacity, 0), 1), rule: .multiply))
    }

    /// Clips this view to a rectangle with corners rounded by `radius` points.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(ElementAttributeModifier(attributes: [.cornerRadius: .length(Double(radius))]))
    }

    /// Draws a border of `width` points in `content` along this view's
    /// edges, inside its frame: a colour as the element's border, any other
    /// style as `overlay(Rectangle().strokeBorder(content, lineWidth: width))`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(StyledModifier { environment, view, context in
            if let color = content.paint(in: environment)?.color {
                ElementAttributeModifier(attributes: [.border: .border(BorderValue(color: color, width: Double(width)))])
                    .render(content: view, into: &context)
            } else {
                LayerModifier(role: "overlay", alignment: .center,
                              layer: Rectangle().strokeBorder(content, lineWidth: width))
                    .render(content: view, into: &context)
            }
        })
    }

    /// Draws a shadow of what this view draws (its opaque parts, as a drop
    /// shadow), blurred by `radius` and moved by `x` and `y`.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        let value = ShadowValue(color: color.value, radius: Double(radius), x: Double(x), y: Double(y))
        return modifier(EffectModifier(stage: .filter) { _ in [.shadow: .shadow(value)] })
    }

    /// Clips this view to its bounds: what it draws outside them is cut off.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(EffectModifier(stage: .clip) { _ in [.clipped: true] })
    }

    /// Hides this view; unlike leaving it out, it keeps its space in the layout.
    public func hidden() -> some View {
        modifier(ElementAttributeModifier(attributes: [.hidden: true]))
    }
}
