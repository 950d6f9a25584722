import ProsceniumHost

/// A `NavigationLink` as the page draws it: its label's views side by side,
/// 6 points apart, inside 5 points above and below and 8 at each end,
/// across all the width it is offered (a row of a list, a sidebar's entry),
/// centred down. The numbers are the page's (`elements.css`), not a Mac's
/// measurement.
extension LayoutPass {
    static let navigationLinkInsets = (horizontal: 8.0, vertical: 5.0)
    static let navigationLinkSpacing = 6.0

    private func navigationLinkContent(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let insets = Self.navigationLinkInsets
        let inner = ProposedSize(width: proposal.width.map { max($0 - 2 * insets.horizontal, 0) },
                                 height: proposal.height.map { max($0 - 2 * insets.vertical, 0) })
        return stackChildrenSize(LayoutEngine.laidOutChildren(of: element), inner, axis: .horizontal,
                                 spacing: Self.navigationLinkSpacing)
    }

    func navigationLinkSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let insets = Self.navigationLinkInsets
        let content = navigationLinkContent(element, proposal)
        let width = proposal.width.map { $0.isFinite ? $0 : content.width + 2 * insets.horizontal }
            ?? content.width + 2 * insets.horizontal
        return Size(width: width, height: content.height + 2 * insets.vertical)
    }

    func placeNavigationLink(_ element: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        let insets = Self.navigationLinkInsets
        let proposal = ProposedSize(bounds.size)
        let content = navigationLinkContent(element, proposal)
        let row = Rect(x: insets.horizontal, y: (bounds.height - content.height) / 2,
                       width: content.width, height: content.height)
        placeStack(LayoutEngine.laidOutChildren(of: element), in: row,
                   proposal: ProposedSize(width: max(bounds.width - 2 * insets.horizontal, 0), height: content.height),
                   axis: .horizontal, spacing: Self.navigationLinkSpacing, alignment: .center, into: &result,
                   parent: element.id)
    }
}
