import ProsceniumHost

/// Lists and forms as SwiftUI lays them out on macOS: a scrolling column of
/// rows and sections, each row as wide as the list less the style's
/// margins, its content proposed the row's width less the row's insets
/// (so `HStack { Text; Spacer(); Text }` reaches the row's trailing inset),
/// and as tall as its content plus its insets, never less than the least
/// row height. A section is its header, its rows and its footer, one under
/// the other. A columns form (macOS's default form) puts each labelled
/// control's label in a column of its own, right-aligned, and the controls
/// after it. The numbers are `ListStyleMetrics`'.
///
/// Every row has a frame, but a list measures and places the views of
/// only the rows near the part the display shows (`ListViewport`) and of
/// those it laid out before, unchanged; the others are as tall as the last
/// row it measured, as a Mac's list estimates the rows it has not made.
/// A row is measured once per layout at one proposal (the pass's size
/// cache serves its placing).
extension LayoutPass {
    /// A list takes what it is offered; an axis offered nothing (or
    /// infinity) is its rows' ideal length there.
    func listSize(_ list: RenderElement, _ proposal: ProposedSize) -> Size {
        offeredSize(proposal) { listPlan(list, width: $0, viewport: .unscrolled).size }
    }

    /// The size of a view that takes what it is offered (a list, a table):
    /// the offer on each finite axis, and elsewhere its ideal size for the
    /// width offered (nil: none).
    func offeredSize(_ proposal: ProposedSize, ideal: (Double?) -> Size) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        if let width, let height { return Size(width: width, height: height) }
        let natural = ideal(width)
        return Size(width: width ?? natural.width, height: height ?? natural.height)
    }

    /// Places a list's rows and sections; rows out of the list's bounds
    /// are placed too (the list scrolls them into view).
    func placeList(_ list: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        let viewport = ListViewport(offset: listOffsets[list.id] ?? 0, height: bounds.height)
        for piece in listPlan(list, width: bounds.width, viewport: viewport).pieces {
            result.frames[piece.element.id] = piece.frame
            result.parents[piece.element.id] = piece.parent
            result.proposals[piece.element.id] = ProposedSize(piece.frame.size)
            result.contexts[piece.element.id] = .other
            // A stretched control's frame is not its size: not kept.
            guard let content = piece.content, piece.stretches
                    || !placeCachedRow(piece.element, box: content, proposal: piece.contentProposal, into: &result)
            else { continue }
            placeListContent(LayoutEngine.laidOutChildren(of: piece.element), in: content,
                             proposal: piece.contentProposal, stretches: piece.stretches, parent: piece.element.id, into: &result)
            if !piece.stretches {
                storePlacedRow(piece.element, box: content, proposal: piece.contentProposal, from: result)
            }
        }
    }

    /// One element of a list with its frame in its parent's coordinates,
    /// and, for rows, headers and footers, the box their views go in.
    struct ListPiece {
        let element: RenderElement
        let frame: Rect
        let parent: ElementID
        var content: Rect?
        var contentProposal = ProposedSize.unspecified
        /// A control given the row's whole width (label leading, its part trailing).
        var stretches = false
    }

    struct ListPlan {
        var size: Size
        var pieces: [ListPiece]
    }

    /// The list's pieces laid out in `width` (nil: each at its ideal
    /// width), its rows near `viewport` measured (a form's, all).
    func listPlan(_ list: RenderElement, width: Double?, viewport: ListViewport) -> ListPlan {
        let metrics = ListStyleMetrics.of(list)
        let inner = width.map { max($0 - metrics.contentInsets.horizontal, 0) }
        let labels = list.tag == .form && list.attributes[.style]?.string != "grouped"
            ? labelColumnWidth(list.children) : nil
        var builder = ListPlanBuilder(pass: self, metrics: metrics, labelColumn: labels,
                                      depth: OutlineMetrics.isOutline(list) ? 0 : nil,
                                      measuredSpan: list.tag == .list ? viewport.laidOutSpan : nil)
        var y = metrics.contentInsets.top
        var widest = 0.0
        var previous: ElementKind?
        for child in list.children {
            if let previous, previous == .section || child.tag == .section { y += metrics.sectionSpacing }
            else if previous != nil { y += metrics.rowSpacing }
            let size = builder.add(child, at: Point(x: metrics.contentInsets.leading, y: y), width: inner,
                                   parent: list.id)
            y += size.height
            widest = max(widest, size.width)
            previous = child.tag
        }
        let contentWidth = inner ?? widest
        // Without a width, pieces were laid at their own ideal widths: the
        // list's ideal width is the widest.
        return ListPlan(size: Size(width: contentWidth + metrics.contentInsets.horizontal,
                                   height: y + metrics.contentInsets.bottom),
                        pieces: builder.pieces)
    }

    /// Places a row's (header's, footer's) views in `box`: one view at the
    /// leading edge, centred vertically; several side by side, as a row
    /// shows them.
    private func placeListContent(_ children: [RenderElement], in box: Rect, proposal: ProposedSize, stretches: Bool,
                                  parent: ElementID, into result: inout LayoutResult) {
        let alignment = AlignmentValue(horizontal: .leading, vertical: .center)
        switch children.count {
        case 0: return
        case 1 where RowLinks.isRowLink(children[0]):
            // A link that is the row fills it: its highlight is the row's.
            place(children[0], at: box.origin, size: box.size, proposal: ProposedSize(box.size), context: .other,
                  parent: parent, into: &result)
        case 1 where stretches:
            let size = sizeThatFits(children[0], proposal, context: .other)
            let stretched = Size(width: max(box.width, size.width), height: size.height)
            place(children[0], at: aligned(stretched, in: box, alignment: alignment), size: stretched,
                  proposal: proposal, context: .other, parent: parent, into: &result)
        case 1:
            placeAligned(children[0], in: box, proposal: proposal, alignment: alignment, parent: parent, into: &result)
        default:
            let size = stackChildrenSize(children, proposal, axis: .horizontal, spacing: nil)
            let origin = aligned(size, in: box, alignment: alignment)
            placeStack(children, in: Rect(origin: origin, size: size), proposal: proposal, axis: .horizontal,
                       spacing: nil, alignment: .center, into: &result, parent: parent)
        }
    }

    /// The size of a row's (header's, footer's) views for `proposal`.
    func listContentSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let children = LayoutEngine.laidOutChildren(of: element)
        switch children.count {
        case 0: return .zero
        case 1: return sizeThatFits(children[0], proposal, context: .other)
        default: return stackChildrenSize(children, proposal, axis: .horizontal, spacing: nil)
        }
    }

    /// The kinds of control whose label a columns form puts in its label
    /// column (a checkbox, a button or a text keep theirs with them).
    static let labelledControlKinds: Set<ElementKind> = [
        .textfield, .picker, .slider, .stepper, .datepicker, .colorpicker,
    ]

    /// A row's one control whose label goes in a columns form's label column.
    func labelledControl(_ row: RenderElement) -> RenderElement? {
        guard row.tag == .row, row.children.count == 1 else { return nil }
        let control = row.children[0]
        let isSwitch = control.tag == .toggle && control.attributes[.style]?.string == "switch"
        guard Self.labelledControlKinds.contains(control.tag) || isSwitch, showsLabel(control) else { return nil }
        return control
    }

    /// A columns form's label column: as wide as its widest label.
    private func labelColumnWidth(_ children: [RenderElement]) -> Double {
        var widest = 0.0
        for child in children {
            if child.tag == .section || child.tag == .disclosure {
                widest = max(widest, labelColumnWidth(child.children))
            } else if let control = labelledControl(child) {
                widest = max(widest, labelSize(control, width: nil).width)
            }
        }
        return widest
    }
}

/// Lays out a list's items one under the other, collecting their pieces.
private struct ListPlanBuilder {
    let pass: LayoutPass
    let metrics: ListStyleMetrics
    /// A columns form's label column width; nil in lists and grouped forms.
    let labelColumn: Double?
    /// In an outline list, the level of the rows being added (0: the top);
    /// nil in other lists.
    var depth: Int?
    /// The span of the list's content whose rows are measured (nil: all);
    /// a row outside it that was not laid out before gets an estimated frame.
    let measuredSpan: ClosedRange<Double>?
    var pieces: [LayoutPass.ListPiece] = []
    /// The top of the section or group being added, in the list's content.
    private var columnTop = 0.0
    /// The height of the last row measured: what an unmeasured row takes.
    private var rowEstimate: Double?

    init(pass: LayoutPass, metrics: ListStyleMetrics, labelColumn: Double?, depth: Int?,
         measuredSpan: ClosedRange<Double>?) {
        self.pass = pass
        self.metrics = metrics
        self.labelColumn = labelColumn
        self.depth = depth
        self.measuredSpan = measuredSpan
    }

    /// Adds `element` (a row, a section or another view) with its top
    /// leading corner at `origin`, `width` wide (nil: its ideal width);
    /// returns its size.
    mutating func add(_ element: RenderElement, at origin: Point, width: Double?, parent: ElementID) -> Size {
        switch element.tag {
        case .section: return addSection(element, at: origin, width: width, parent: parent)
        case .disclosure where OutlineMetrics.isListGroup(element):
            return addOutlineGroup(element, at: origin, width: width, parent: parent)
        case .row:
            // Far from the part shown and never laid out: its views wait, and
            // neither its insets nor its proposal are needed (most rows of a
            // long list, in each of a placement's passes).
            if isFar(element, at: origin), !pass.mayHaveCachedRow(element) {
                return addEstimated(element, at: origin, width: width, parent: parent)
            }
            return addBox(element, at: origin, width: width, insets: metrics.insets(of: element),
                          minHeight: metrics.minRowHeight, parent: parent)
        case .header: return addBox(element, at: origin, width: width, insets: metrics.headerInsets,
                                    minHeight: metrics.minHeaderHeight, parent: parent)
        case .footer: return addBox(element, at: origin, width: width, insets: metrics.footerInsets,
                                    minHeight: 0, parent: parent)
        default:
            // Another view among the rows (a divider ...): at its own size.
            let size = pass.sizeThatFits(element, ProposedSize(width: width, height: nil), context: .stack(.vertical))
            let frame = Rect(origin: origin, size: Size(width: width ?? size.width, height: size.height))
            pieces.append(LayoutPass.ListPiece(element: element, frame: frame, parent: parent,
                                               content: Rect(origin: .zero, size: frame.size),
                                               contentProposal: ProposedSize(width: width, height: nil)))
            return frame.size
        }
    }

    /// A section: its header, rows and footer one under the other; in a
    /// grouped form its rows sit in a box between header and footer.
    private mutating func addSection(_ section: RenderElement, at origin: Point, width: Double?,
                                     parent: ElementID) -> Size {
        addColumn(section, at: origin, width: width, parent: parent) { builder, child, point in
            child.tag == .header && section.attributes[.expanded] != nil
                ? builder.addCollapsibleHeader(child, at: point, width: width, parent: section.id)
                : builder.add(child, at: point, width: width, parent: section.id)
        }
    }

    /// A disclosure group of an outline list (`OutlineLayout`): its label
    /// row at the group's level, then, while it is expanded, its content's
    /// rows and groups one level in.
    private mutating func addOutlineGroup(_ group: RenderElement, at origin: Point, width: Double?,
                                          parent: ElementID) -> Size {
        let level = depth ?? 0
        defer { depth = level }
        return addColumn(group, at: origin, width: width, parent: parent) { builder, child, point in
            builder.depth = child.id == group.children.first?.id ? level : level + 1
            return builder.add(child, at: point, width: width, parent: group.id)
        }
    }

    /// A section or group: its children one under the other (with the
    /// list's row spacing between two rows), from its own top; `addChild`
    /// adds one at a point. Its piece goes before theirs.
    private mutating func addColumn(_ container: RenderElement, at origin: Point, width: Double?, parent: ElementID,
                                    addChild: (inout ListPlanBuilder, RenderElement, Point) -> Size) -> Size {
        let index = pieces.count
        let outerTop = columnTop
        columnTop += origin.y
        defer { columnTop = outerTop }
        var y = 0.0
        var widest = 0.0
        var previous: ElementKind?
        for child in container.children {
            if let previous, Self.isRowLike(child.tag), Self.isRowLike(previous) { y += metrics.rowSpacing }
            let size = addChild(&self, child, Point(x: 0, y: y))
            y += size.height
            widest = max(widest, size.width)
            previous = child.tag
        }
        let size = Size(width: width ?? widest, height: y)
        pieces.insert(LayoutPass.ListPiece(element: container, frame: Rect(origin: origin, size: size),
                                           parent: parent), at: index)
        return size
    }

    /// A row, or a group of an outline list (its first view a row).
    private static func isRowLike(_ tag: ElementKind) -> Bool { tag == .row || tag == .disclosure }

    /// A collapsible section's header: the page draws its disclosure
    /// button at the header's trailing end, centred down (as a Mac's
    /// sidebar shows a section's chevron), so the header's views have its
    /// width less the button and the gap before it.
    private mutating func addCollapsibleHeader(_ header: RenderElement, at origin: Point, width: Double?,
                                               parent: ElementID) -> Size {
        var insets = metrics.headerInsets
        insets.trailing += LayoutPass.sectionToggleReserve
        return addBox(header, at: origin, width: width, insets: insets, minHeight: metrics.minHeaderHeight,
                      parent: parent)
    }

    /// A row, header or footer: its views proposed its width less its
    /// insets, as tall as they are plus the insets, at least `minHeight`.
    private mutating func addBox(_ element: RenderElement, at origin: Point, width: Double?, insets: BoxInsets,
                                 minHeight: Double, parent: ElementID) -> Size {
        var leading = insets.leading
        var stretches = false
        if let labelColumn, element.tag == .row {
            // A columns form: a labelled control's label ends at the label
            // column's edge; other rows start in the control column.
            if let control = pass.labelledControl(element) {
                leading += labelColumn - pass.labelSize(control, width: nil).width
            } else {
                leading += labelColumn + ListStyleMetrics.columnGap
            }
        } else if metrics.boxedSections, element.tag == .row, let control = element.children.first,
                  element.children.count == 1, Self.stretchedKinds(control) {
            stretches = true
        }
        // Edit mode's delete button and handle take their room at the ends.
        let editing = LayoutPass.rowEditReserve(element)
        leading += editing.leading
        // An outline list's row: its level's indentation and the triangle's room.
        if let depth, element.tag == .row { leading += OutlineMetrics.leadingReserve(depth: depth) }
        // A badge sits at the trailing inset; the views have what is left of it.
        let badge = pass.rowBadgeSize(element)
        let trailing = insets.trailing + pass.rowBadgeReserve(element) + editing.trailing
        let contentWidth = width.map { max($0 - leading - trailing, 0) }
        let proposal = ProposedSize(width: contentWidth, height: nil)
        if element.tag == .row, isFar(element, at: origin), !pass.hasCachedRow(element, proposal) {
            // Far from the part shown and not laid out at this proposal.
            return addEstimated(element, at: origin, width: width, parent: parent)
        }
        let content = pass.cachedRowContentSize(element, proposal)
        let height = max(minHeight, content.height + insets.vertical, (badge?.height ?? 0) + insets.vertical)
        if element.tag == .row { rowEstimate = height }
        let size = Size(width: width ?? (content.width + leading + trailing), height: height)
        let box = Rect(x: leading, y: insets.top, width: contentWidth ?? content.width,
                       height: max(height - insets.vertical, 0))
        pieces.append(LayoutPass.ListPiece(element: element, frame: Rect(origin: origin, size: size), parent: parent,
                                           content: box, contentProposal: proposal, stretches: stretches))
        return size
    }

    /// Whether a row at `origin` (as tall as the last row measured) lies
    /// outside the span whose rows are measured.
    private func isFar(_ row: RenderElement, at origin: Point) -> Bool {
        guard let estimate = rowEstimate, let span = measuredSpan else { return false }
        return !span.overlaps(columnTop + origin.y...(columnTop + origin.y + estimate))
    }

    /// A row whose views wait: as tall as the last row measured, nothing placed inside.
    private mutating func addEstimated(_ row: RenderElement, at origin: Point, width: Double?,
                                       parent: ElementID) -> Size {
        let size = Size(width: width ?? 0, height: rowEstimate ?? 0)
        pieces.append(LayoutPass.ListPiece(element: row, frame: Rect(origin: origin, size: size), parent: parent))
        return size
    }

    /// Controls a grouped form's row gives its whole width: their part is
    /// drawn at their frame's trailing edge, their label at its leading edge.
    private static func stretchedKinds(_ control: RenderElement) -> Bool {
        switch control.tag {
        case .toggle: control.attributes[.style]?.string == "switch"
        case .stepper, .colorpicker: true
        default: false
        }
    }
}
