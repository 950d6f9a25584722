import Foundation

/// A view that shows the first of its views whose ideal size fits the space
/// it is offered along `axes`, or the last one when none fits; the others
/// are hidden. The layout engine sizes the views and the space (or, in a
/// window the display lays out, the display measures them); when the window
/// narrows or widens, it switches.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor package func render(into context: inout RenderContext) {
        LayoutContainer(layout: FirstFittingLayout(axes: axes), content: content, hidesUnplaced: true)
            .render(into: &context)
    }
}

/// Places only the first view whose ideal size fits the proposal along its
/// axes (else the last view), at the top leading corner.
struct FirstFittingLayout: Layout {
    let axes: Axis.Set

    func chosen(_ proposal: ProposedViewSize, subviews: Subviews) -> LayoutSubview? {
        subviews.first { subview in
            let ideal = subview.sizeThatFits(.unspecified)
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
            return fitsWidth && fitsHeight
        } ?? subviews.last
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        chosen(proposal, subviews: subviews)?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        chosen(proposal, subviews: subviews)?.place(at: bounds.origin, proposal: proposal)
    }
}
