import ProsceniumHost

/// A `NavigationLink` as the page draws it: its label's views side by side,
/// 6 points apart, inside 5 points above and below and 8 at each end,
/// across all the width it is offered (a row of a list, a sidebar's entry),
/// centred down. The numbers are the page's (`elements.css`), not a Mac's
/// measurement. A link that is a list row's content has the row's insets
/// instead (`RowLinks`).
extension LayoutPass {
    static let navigationLinkInsets = BoxInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
    static let navigationLinkSpacing = 6.0

    private func navigationLinkInsets(_ element: RenderElement) -> BoxInsets {
        BoxInsets(namedIn: element.attributes) ?? Self.navigationLinkInsets
    }

    private func navigationLinkContent(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let insets = navigationLinkInsets(element)
        let inner = ProposedSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                                 height: proposal.height.map { max($0 - insets.vertical, 0) })
        return stackChildrenSize(LayoutEngine.laidOutChildren(of: element), inner, axis: .horizontal,
                                 spacing: Self.navigationLinkSpacing)
    }

    func navigationLinkSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let insets = navigationLinkInsets(element)
        let content = navigationLinkContent(element, proposal)
        let width = proposal.width.map { $0.isFinite ? $0 : content.width + insets.horizontal }
            ?? content.width + insets.horizontal
        return Size(width: width, height: content.height + insets.vertical)
    }

    func placeNavigationLink(_ element: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        let insets = navigationLinkInsets(element)
        let proposal = ProposedSize(bounds.size)
        let content = navigationLinkContent(element, proposal)
        // Centred down between the insets.
        let row = Rect(x: insets.leading, y: insets.top + (bounds.height - insets.vertical - content.height) / 2,
                       width: content.width, height: content.height)
        placeStack(LayoutEngine.laidOutChildren(of: element), in: row,
                   proposal: ProposedSize(width: max(bounds.width - insets.horizontal, 0), height: content.height),
                   axis: .horizontal, spacing: Self.navigationLinkSpacing, alignment: .center, into: &result,
                   parent: element.id)
    }
}

/// A list row whose content is one `NavigationLink`: on a Mac the link is
/// the row (its highlight is the row's, its label at the row's insets), so
/// the link takes the row's whole box and the row's insets become the
/// link's, instead of the link's own insets adding to the row's.
enum RowLinks {
    /// Whether `element` is a link that took its row's insets (`prepared`).
    static func isRowLink(_ element: RenderElement) -> Bool {
        element.tag == .navlink && element.attributes[.top] != nil
    }

    /// `row` with its insets moved onto its link, when its one laid-out
    /// child is a link; nil otherwise.
    static func prepared(_ row: RenderElement, insets: BoxInsets) -> RenderElement? {
        let laidOut = LayoutEngine.laidOutChildren(of: row)
        guard laidOut.count == 1, laidOut[0].tag == .navlink,
              let index = row.children.firstIndex(where: { $0.id == laidOut[0].id }) else { return nil }
        var row = row
        // A badge stays at the row's trailing inset (the page puts it there).
        let badged = row.attributes[.badge] != nil
        for (key, length) in [(AttributeKey.top, insets.top), (.leading, insets.leading),
                              (.bottom, insets.bottom), (.trailing, insets.trailing)] {
            let kept = badged && key == .trailing
            row.attributes[key] = .length(kept ? length : 0)
            row.children[index].attributes[key] = .length(kept ? 0 : length)
        }
        return row
    }
}
