import ProsceniumHost

/// Views side by side, with a divider between each two that the person drags
/// to resize them (macOS).
///
/// Its element is `splitview` with `axis` `horizontal`; its children are the
/// views. The display puts a divider between each two and keeps each view
/// within its frame's minimum and maximum width as the divider moves.
nonisolated public struct HSplitView<Content: View>: View, PrimitiveView {
    let content: Content

    /// A horizontal split view of the views `content` makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor package func render(into context: inout RenderContext) {
        renderSplitView(axis: .horizontal, content: content, into: &context)
    }
}

/// Views stacked, with a divider between each two that the person drags to
/// resize them (macOS).
///
/// Its element is `splitview` with `axis` `vertical`; see `HSplitView`.
nonisolated public struct VSplitView<Content: View>: View, PrimitiveView {
    let content: Content

    /// A vertical split view of the views `content` makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor package func render(into context: inout RenderContext) {
        renderSplitView(axis: .vertical, content: content, into: &context)
    }
}

@MainActor private func renderSplitView(axis: Axis, content: some View, into context: inout RenderContext) {
    context.setElement(.splitview, [.axis: .string(axis == .horizontal ? "horizontal" : "vertical")])
    context.addChildren(content)
}
