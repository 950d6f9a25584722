/// A view whose content scrolls along the given axes.
///
/// Its element is `scroll` with `axes` (`vertical`, `horizontal`, `both` or
/// `none`), `indicators="false"` when scroll bars are hidden, and the
/// scroll behaviours of its environment: `scrollEnabled`, `scrollAnchor`,
/// `scrollSnap` and `scrollPosition` (see `AttributeKey`).
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The directions the content scrolls in.
    public var axes: Axis.Set
    /// Whether scroll bars show.
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @MainActor package func render(into context: inout RenderContext) {
        let name = switch (axes.contains(.horizontal), axes.contains(.vertical)) {
        case (true, true): "both"
        case (true, false): "horizontal"
        case (false, true): "vertical"
        case (false, false): "none"
        }
        var attributes: ElementAttributes = [.axes: .string(name)]
        context.environment.scrollAttributes(axes: axes, showsIndicators: showsIndicators, into: &attributes)
        if let link = context.environment.scrollPositionLink {
            link.attach(to: &context, attributes: &attributes)
            // The binding is this scroll view's, not that of scroll views inside it.
            context.childEnvironment.scrollPositionLink = nil
        }
        context.setElement(.scroll, attributes)
        // Scroll transitions without an axis follow the scroll view's.
        if axes == .horizontal { context.childEnvironment.scrollTransitionAxis = .horizontal }
        else if axes.contains(.vertical) { context.childEnvironment.scrollTransitionAxis = .vertical }
        let margins = context.environment.scrollContentMargins
        if margins == EdgeInsets() {
            context.addChildren(content)
        } else {
            // `contentMargins`: the content scrolls inset within the scroll view.
            context.addChildren(content.padding(margins))
        }
    }
}
