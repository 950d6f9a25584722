import ProsceniumHost

/// `NavigationSplitView` as SwiftUI lays it out on macOS (an
/// `NSSplitViewController`): its columns side by side, sidebar first, a
/// thin divider between each two (`SplitMetrics`), each column as tall as
/// the split. The leading columns (sidebar, content) have the widths their
/// views ask for with `navigationSplitViewColumnWidth` (or the width the
/// person dragged their divider to: `columnWidth`), else the sidebar the
/// standard width and the content column a share of what is left with the
/// detail; the detail takes the rest. A column's views are laid out in it
/// as a window's content is: offered the column's size, centred.
///
/// Which columns show is the split's `visibility`
/// (`NavigationSplitViewVisibility`): `detailOnly` shows the detail alone,
/// `doubleColumn` the two trailing columns; a column marked `hidden` (the
/// window's Toggle Sidebar) is not shown either. The `style`
/// (`navigationSplitViewStyle`) says what a shown sidebar does to the
/// detail: `balanced` (and `automatic`, which is balanced on macOS) makes
/// the detail narrower by the sidebar; `prominentDetail` keeps the detail
/// as wide as the split and lays the leading columns over its leading edge.
extension LayoutPass {
    /// A split takes what it is offered, never less than its least size
    /// (`splitMinimum`); an axis offered nothing is its shown columns'
    /// ideal widths side by side, or its tallest column.
    func splitSize(_ split: RenderElement, _ proposal: ProposedSize) -> Size {
        offeredSize(proposal) { width in
            let plan = splitPlan(split, width: width)
            var height = 0.0
            for (column, frame) in zip(plan.columns, plan.frames) {
                let views = LayoutEngine.laidOutChildren(of: column)
                height = max(height, contentSize(views, ProposedSize(width: frame.width, height: nil)).height)
            }
            return Size(width: plan.width, height: height)
        }.atLeast(splitMinimum(split))
    }

    /// Places the shown columns at their frames and each column's views in
    /// it; hidden columns get no frame (the display does not show them).
    func placeSplit(_ split: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        let plan = splitPlan(split, width: bounds.width)
        for (column, frame) in zip(plan.columns, plan.frames) {
            let box = Rect(x: frame.x, y: bounds.y, width: frame.width, height: bounds.height)
            place(column, at: box.origin, size: box.size, proposal: ProposedSize(box.size), context: .other,
                  parent: split.id, into: &result)
        }
    }

    /// A column's (or a navigation page's) views in its bounds: offered
    /// the whole of it, centred, several as a vertical stack (as a
    /// window's content).
    func placeColumn(_ column: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        let views = LayoutEngine.laidOutChildren(of: column)
        guard !views.isEmpty else { return }
        if views.count == 1 {
            placeAligned(views[0], in: bounds, proposal: ProposedSize(bounds.size), alignment: .center,
                         parent: column.id, into: &result)
            return
        }
        let size = stackChildrenSize(views, ProposedSize(bounds.size), axis: .vertical, spacing: nil)
        placeStack(views, in: Rect(origin: aligned(size, in: bounds, alignment: .center), size: size),
                   proposal: ProposedSize(bounds.size), axis: .vertical, spacing: nil, alignment: .center,
                   into: &result, parent: column.id)
    }

    /// A column's size: what it is offered, its views' size in an axis
    /// offered nothing, and never less than its views choose for the offer
    /// (SwiftUI hosts a column's or a navigation page's views filling it,
    /// as a frame with infinite maximums does: at least its views' size).
    func columnSize(_ column: RenderElement, _ proposal: ProposedSize) -> Size {
        let views = LayoutEngine.laidOutChildren(of: column)
        let offered = offeredSize(proposal) { width in
            contentSize(views, ProposedSize(width: width, height: proposal.height))
        }
        return Size(width: max(offered.width, 0), height: max(offered.height, 0))
            .atLeast(contentSize(views, Self.finite(proposal)))
    }

    /// `proposal` with its infinite axes unspecified.
    static func finite(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil },
                     height: proposal.height.flatMap { $0.isFinite ? $0 : nil })
    }

    /// A split's least size: its shown leading columns at their least
    /// widths (their own `width` or `minWidth`, a sidebar's 150 points),
    /// the detail at its views' minimum, the dividers between them; as tall
    /// as its tallest column's views at their minimum.
    func splitMinimum(_ split: RenderElement) -> Size {
        let columns = SplitMetrics.shownColumns(of: split)
        var size = Size(width: SplitMetrics.dividerThickness * Double(max(columns.count - 1, 0)), height: 0)
        let overlays = SplitMetrics.leadingColumnsOverlay(split)
        for column in columns {
            let views = contentSize(LayoutEngine.laidOutChildren(of: column), .zero)
            let isDetail = SplitMetrics.role(of: column) == "detail"
            let width = isDetail ? views.width : max(SplitColumnWidth(column).min, views.width)
            // Over the detail, a leading column adds no width of its own.
            if !(overlays && !isDetail) { size.width += width }
            size.height = max(size.height, views.height)
        }
        return size
    }

    /// The shown columns of a split laid out in `width` (nil: at their
    /// ideal widths), their leading edges and widths, and the split's width.
    struct SplitPlan {
        var columns: [RenderElement]
        var frames: [(x: Double, width: Double)]
        var width: Double
    }

    func splitPlan(_ split: RenderElement, width: Double?) -> SplitPlan {
        let columns = SplitMetrics.shownColumns(of: split)
        let specs = columns.map(SplitColumnWidth.init)
        let dividers = SplitMetrics.dividerThickness * Double(max(columns.count - 1, 0))
        let overlays = SplitMetrics.leadingColumnsOverlay(split)
        let leading = columns.indices.filter { SplitMetrics.role(of: columns[$0]) != "detail" }
        guard let width else {
            // Nothing to share: each column at its ideal width (the detail at its views').
            var x = 0.0
            var frames: [(x: Double, width: Double)] = []
            for (index, column) in columns.enumerated() {
                let own = specs[index].fixed ?? specs[index].ideal ?? contentSize(
                    LayoutEngine.laidOutChildren(of: column), .unspecified).width
                frames.append((x, own))
                x += own + (index < columns.count - 1 ? SplitMetrics.dividerThickness : 0)
            }
            return SplitPlan(columns: columns, frames: frames, width: x)
        }
        if overlays, !leading.isEmpty {
            // The detail keeps the split's whole width; the leading columns lie over it.
            var frames: [(x: Double, width: Double)] = []
            let widths = SplitColumnWidth.resolve(specs, in: max(width - dividers, 0))
            var x = 0.0
            for index in columns.indices {
                if index == columns.count - 1 {
                    frames.append((0, width))
                } else {
                    frames.append((x, widths[index]))
                    x += widths[index] + SplitMetrics.dividerThickness
                }
            }
            return SplitPlan(columns: columns, frames: frames, width: width)
        }
        let widths = SplitColumnWidth.resolve(specs, in: max(width - dividers, 0))
        var frames: [(x: Double, width: Double)] = []
        var x = 0.0
        for w in widths {
            frames.append((x, w))
            x += w + SplitMetrics.dividerThickness
        }
        return SplitPlan(columns: columns, frames: frames, width: width)
    }
}

/// What a Mac gives a `NavigationSplitView`.
///
/// Where the numbers come from:
/// - The divider is `NSSplitView.DividerStyle.thin`'s, one point: a
///   sidebar's split view controller (`NSSplitViewController`, which
///   SwiftUI's split view is on macOS) draws thin dividers.
/// - Chosen, no measurement found: a sidebar 220 points wide when its views
///   name no width, a content column sharing the rest with the detail.
///   Apple's documentation of `NSSplitViewItem(sidebarWithViewController:)`
///   says only that a sidebar's minimum and maximum thickness "use the
///   standard minimum and maximum sidebar size"; 220 is what the page drew
///   a sidebar before the engine placed it.
/// - A column the person drags is kept within its views' `min` and `max`,
///   else within 150 and 400 points for a sidebar (chosen).
enum SplitMetrics {
    static let dividerThickness = 1.0
    static let sidebarWidth = 220.0
    static let sidebarMinWidth = 150.0
    static let sidebarMaxWidth = 400.0

    /// A column's role: `sidebar`, `content` or `detail` (the default).
    static func role(of column: RenderElement) -> String {
        column.attributes[.role]?.string ?? "detail"
    }

    /// The columns a split shows, in order, by its `visibility` and each
    /// column's `hidden`.
    static func shownColumns(of split: RenderElement) -> [RenderElement] {
        let columns = split.children.filter { $0.tag == .column && $0.attributes[.hidden]?.bool != true }
        let hasContent = split.children.contains { role(of: $0) == "content" }
        switch split.attributes[.visibility]?.string {
        case "detailOnly":
            return columns.filter { role(of: $0) == "detail" }
        case "doubleColumn" where hasContent:
            return columns.filter { role(of: $0) != "sidebar" }
        default:
            return columns
        }
    }

    /// Whether the leading columns lie over the detail (`prominentDetail`)
    /// rather than beside it.
    static func leadingColumnsOverlay(_ split: RenderElement) -> Bool {
        split.attributes[.style]?.string == "prominentDetail"
    }
}

/// A split column's width as its views ask (`width`, or `minWidth`,
/// `idealWidth`, `maxWidth`) or as the person dragged it (`columnWidth`).
struct SplitColumnWidth: Hashable, Sendable {
    var fixed: Double?
    var ideal: Double?
    var min: Double
    var max: Double

    init(_ column: RenderElement) {
        let a = column.attributes
        let role = SplitMetrics.role(of: column)
        min = a[.width]?.length ?? a[.minWidth]?.length ?? (role == "sidebar" ? SplitMetrics.sidebarMinWidth : 0)
        max = Swift.max(a[.width]?.length ?? a[.maxWidth]?.length
                        ?? (role == "sidebar" ? SplitMetrics.sidebarMaxWidth : .infinity), min)
        ideal = a[.idealWidth]?.length ?? (role == "sidebar" ? SplitMetrics.sidebarWidth : nil)
        fixed = a[.width]?.length
        // A column the person resized keeps that width, within its bounds.
        if let dragged = a[.columnWidth]?.length, dragged.isFinite, dragged > 0 {
            fixed = Swift.min(Swift.max(dragged, min), max)
        } else if role != "detail", fixed == nil, let ideal {
            // A leading column is as wide as it asks; the detail takes the rest.
            fixed = Swift.min(Swift.max(ideal, min), max)
        }
    }

    /// Each column's width in `width`: fixed columns as they are, the
    /// others sharing the rest equally within their bounds.
    static func resolve(_ columns: [SplitColumnWidth], in width: Double) -> [Double] {
        TableColumnWidth.resolve(columns.map {
            TableColumnWidth(fixed: $0.fixed, min: $0.min, ideal: $0.ideal, max: $0.max)
        }, in: width)
    }
}
