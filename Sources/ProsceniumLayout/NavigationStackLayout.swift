import ProsceniumHost

/// `NavigationStack` as SwiftUI lays it out on macOS: the top of the stack
/// (its root, or the last view pushed) takes the stack's whole area and is
/// laid out in it as a window's content is; the levels under it stay alive
/// but are not shown (`hidden`), so they get no frame. The navigation
/// title is the window's, drawn in its title bar, not in the content.
extension LayoutPass {
    /// A stack takes what it is offered, but never less than its top
    /// level's views choose for that offer (as a frame with infinite
    /// maximums: offered nothing, its minimum is its views' minimum); an
    /// axis offered nothing is its top level's views' size.
    func navigationStackSize(_ stack: RenderElement, _ proposal: ProposedSize) -> Size {
        guard let top = Self.shownPages(of: stack).last else { return offeredSize(proposal) { _ in .zero } }
        return columnSize(top, proposal)
    }

    /// Places the shown level at the stack's bounds and its views in it.
    func placeNavigationStack(_ stack: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        for page in Self.shownPages(of: stack) {
            place(page, at: bounds.origin, size: bounds.size, proposal: ProposedSize(bounds.size), context: .other,
                  parent: stack.id, into: &result)
        }
    }

    /// The levels of a stack that show: those not `hidden` (the top).
    static func shownPages(of stack: RenderElement) -> [RenderElement] {
        stack.children.filter { $0.tag == .page && $0.attributes[.hidden]?.bool != true }
    }
}
