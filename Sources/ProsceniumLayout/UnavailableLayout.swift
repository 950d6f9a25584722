import ProsceniumHost

/// `ContentUnavailableView`: its label, description and actions in a
/// centred column, 6 points apart, inside 24 points of margin; it takes all
/// it is offered, as SwiftUI's does, its parts centred in it. The numbers
/// are the page's drawing of it (`elements.css`), not a Mac's measurement.
extension LayoutPass {
    static let unavailableMargin = 24.0
    static let unavailableSpacing = 6.0

    private func unavailableParts(_ element: RenderElement) -> [RenderElement] {
        LayoutEngine.laidOutChildren(of: element)
    }

    private func unavailableInner(_ proposal: ProposedSize) -> ProposedSize {
        let margin = 2 * Self.unavailableMargin
        return ProposedSize(width: proposal.width.map { max($0 - margin, 0) },
                            height: proposal.height.map { max($0 - margin, 0) })
    }

    func unavailableSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let content = stackChildrenSize(unavailableParts(element), unavailableInner(proposal), axis: .vertical,
                                        spacing: Self.unavailableSpacing)
        let margin = 2 * Self.unavailableMargin
        return proposal.replacingUnspecified(with: Size(width: content.width + margin, height: content.height + margin))
    }

    func placeUnavailable(_ element: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        let parts = unavailableParts(element)
        let inner = unavailableInner(ProposedSize(bounds.size))
        let content = stackChildrenSize(parts, inner, axis: .vertical, spacing: Self.unavailableSpacing)
        // The column at its own size, centred in the view.
        let column = Rect(x: (bounds.width - content.width) / 2, y: (bounds.height - content.height) / 2,
                          width: content.width, height: content.height)
        placeStack(parts, in: column, proposal: inner, axis: .vertical, spacing: Self.unavailableSpacing,
                   alignment: .center, into: &result, parent: element.id)
    }
}
