import ProsceniumHost

/// A `DisclosureGroup` outside a list, as a Mac draws one: a disclosure
/// chevron at its top leading corner, its label beside it, and, while it is
/// expanded, its content below as a leading-aligned column indented to the
/// label's edge. It is as wide as it is offered (a Mac's group fills its
/// column), at least as wide as its label and content need.
///
/// The chevron's box (18 points, the label 4 points after it) is the
/// page's drawing of AppKit's disclosure button (`containers.css`); the
/// content's indent to the label's edge and the column's spacing (the
/// default spacing between views) follow how SwiftUI's macOS group lines
/// its content up under its label. They are not measured on a Mac.
///
/// The group's element holds its label's view and, while expanded, its
/// content's views after it.
extension LayoutPass {
    static let disclosureChevronSide = 18.0
    static let disclosureLabelGap = 4.0
    /// The label's and the content's leading edge.
    static var disclosureIndent: Double { disclosureChevronSide + disclosureLabelGap }

    /// What a list's collapsible section keeps at its header's trailing
    /// end for its disclosure button (the same chevron box), and the gap
    /// before it.
    static var sectionToggleReserve: Double { disclosureChevronSide + disclosureLabelGap }

    /// Whether `element` is a group laid out here: one outside a list
    /// (in a list its label is a row and its content rows follow).
    static func isPlainDisclosure(_ element: RenderElement) -> Bool {
        element.tag == .disclosure && !element.children.contains { $0.tag == .row }
    }

    /// The group's parts laid out for `proposal`: the label's size, the
    /// content's (zero when collapsed) and the offer each is given.
    private func disclosurePlan(_ element: RenderElement, _ proposal: ProposedSize)
        -> (label: Size, content: Size, offer: ProposedSize, labelViews: [RenderElement], contentViews: [RenderElement]) {
        let offer = ProposedSize(width: proposal.width.map { $0.isFinite ? max($0 - Self.disclosureIndent, 0) : $0 },
                                 height: nil)
        // The first view is the label (the page puts it beside the chevron), the rest the content.
        let views = LayoutEngine.laidOutChildren(of: element)
        let labelViews = Array(views.prefix(1))
        let contentViews = Array(views.dropFirst())
        let label = stackChildrenSize(labelViews, offer, axis: .horizontal, spacing: nil)
        let content = stackChildrenSize(contentViews, offer, axis: .vertical, spacing: nil,
                                        alignment: AlignmentValue(horizontal: .leading))
        return (label, content, offer, labelViews, contentViews)
    }

    /// The label line: as tall as the chevron or the label, whichever is taller.
    private func disclosureLineHeight(_ label: Size) -> Double {
        max(Self.disclosureChevronSide, label.height)
    }

    func disclosureSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let plan = disclosurePlan(element, proposal)
        var height = disclosureLineHeight(plan.label)
        if !plan.contentViews.isEmpty { height += DefaultSpacing.standard + plan.content.height }
        let needed = Self.disclosureIndent + max(plan.label.width, plan.content.width)
        let width = proposal.width.flatMap { $0.isFinite ? max($0, needed) : nil } ?? needed
        return Size(width: width, height: height)
    }

    func placeDisclosure(_ element: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        let proposal = ProposedSize(width: bounds.width, height: nil)
        let plan = disclosurePlan(element, proposal)
        let line = disclosureLineHeight(plan.label)
        // The label centred on its line, beside the chevron at the line's top.
        let labelBox = Rect(x: Self.disclosureIndent, y: (line - plan.label.height) / 2,
                            width: plan.label.width, height: plan.label.height)
        placeStack(plan.labelViews, in: labelBox, proposal: plan.offer, axis: .horizontal, spacing: nil,
                   alignment: .center, into: &result, parent: element.id)
        guard !plan.contentViews.isEmpty else { return }
        let contentBox = Rect(x: Self.disclosureIndent, y: line + DefaultSpacing.standard,
                              width: plan.content.width, height: plan.content.height)
        placeStack(plan.contentViews, in: contentBox, proposal: plan.offer, axis: .vertical, spacing: nil,
                   alignment: AlignmentValue(horizontal: .leading), into: &result, parent: element.id)
    }
}
