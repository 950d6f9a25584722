import ProsceniumHost

/// `Table` as SwiftUI lays it out on macOS (an `NSTableView`): a header row
/// of column headers, then a row per value, each row a cell per column.
/// Columns take their widths from `TableColumn.width(...)`: a fixed width
/// as is, a column the person dragged at the width dragged (its
/// `columnWidth`), and the others share what is left, each within its
/// `min` and `max`. A cell's content is laid out in its column's width less
/// the cell's padding, centred down the row; a row is as tall as its
/// tallest cell, never less than the least row height. The numbers are
/// `TableStyleMetrics`'.
extension LayoutPass {
    /// A table takes what it is offered; an axis offered nothing (or
    /// infinity) is its columns' ideal widths, or its rows' heights.
    func tableSize(_ table: RenderElement, _ proposal: ProposedSize) -> Size {
        offeredSize(proposal) { tablePlan(table, width: $0, viewport: .unscrolled).size }
    }

    /// Places a table's column headers, its rows' element, its rows, their
    /// cells and the views of the cells of the rows near the part shown
    /// (`ListViewport`, as a list's); rows past the table's bottom too (it
    /// scrolls them into view).
    func placeTable(_ table: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        let metrics = TableStyleMetrics.of(table)
        // The rows scroll under the header: the part of them shown is the
        // table's height less the header's.
        let viewport = ListViewport(offset: listOffsets[table.id] ?? 0, height: bounds.height - metrics.rowsTop)
        let plan = tablePlan(table, width: bounds.width, viewport: viewport)
        func put(_ element: RenderElement, _ frame: Rect, in parent: ElementID) {
            result.frames[element.id] = frame
            result.parents[element.id] = parent
            result.proposals[element.id] = ProposedSize(frame.size)
            result.contexts[element.id] = .other
        }
        for (index, column) in plan.columns.enumerated() {
            let frame = Rect(x: metrics.sideInset + plan.offsets[index], y: 0, width: plan.widths[index],
                             height: metrics.headerHeight)
            put(column, frame, in: table.id)
            placeCellContent(LayoutEngine.laidOutChildren(of: column), width: frame.width, height: frame.height,
                             metrics: metrics, alignment: Self.columnAlignment(column), parent: column.id, into: &result)
        }
        guard let rows = plan.rows else { return }
        put(rows, Rect(x: 0, y: metrics.rowsTop, width: bounds.width, height: plan.rowsHeight), in: table.id)
        let rowWidth = max(bounds.width - 2 * metrics.sideInset, 0)
        for line in plan.lines {
            put(line.row, Rect(x: metrics.sideInset, y: line.y, width: rowWidth, height: line.height), in: rows.id)
            // A row laid out before, unchanged, has its cells' frames kept.
            let box = Rect(x: 0, y: 0, width: plan.widths.reduce(0, +), height: line.height)
            if line.measured, placeCachedRow(line.row, box: box, proposal: .unspecified, geometry: line.geometry,
                                             into: &result) { continue }
            let spans = Self.cellSpans(line.row, widths: plan.widths, offsets: plan.offsets)
            let outline = OutlineMetrics.tableRowReserve(line.row)
            for (index, cell) in line.cells.enumerated() where index < spans.count {
                let span = spans[index]
                put(cell, Rect(x: span.x, y: 0, width: span.width, height: line.height), in: line.row.id)
                // Far from the part shown and never laid out: its views wait.
                guard line.measured else { continue }
                placeCellContent(LayoutEngine.laidOutChildren(of: cell), width: span.width, height: line.height,
                                 metrics: metrics, alignment: cell.attributes[.alignment]?.alignment?.horizontal,
                                 leading: index == 0 ? outline : 0, parent: cell.id, into: &result)
            }
            if line.measured {
                storePlacedRow(line.row, box: box, proposal: .unspecified, geometry: line.geometry, from: result)
            }
        }
    }

    /// One row of a table: its cells, its top in the rows' element and
    /// its height; whether its cells' views were measured (else its height
    /// is the estimate), and what besides its views its layout reads (the
    /// row cache's key).
    struct TableLine {
        var row: RenderElement
        var cells: [RenderElement]
        var y: Double
        var height: Double
        var measured: Bool
        var geometry: [Double]
    }

    /// A table laid out in `width` (nil: at its columns' ideal widths).
    struct TablePlan {
        var metrics: TableStyleMetrics
        var columns: [RenderElement]
        /// Each column's width and its leading edge from the rows' leading edge.
        var widths: [Double]
        var offsets: [Double]
        /// The rows' element, and each row with its cells, top and height in it.
        var rows: RenderElement?
        var lines: [TableLine]
        var rowsHeight: Double
        var size: Size
    }

    /// The table laid out in `width`, the cells' views of its rows near
    /// `viewport` (in the rows' coordinates) and of those laid out before,
    /// unchanged, measured; the other rows as tall as the last row
    /// measured, as a list's (`ListLayout`). A section's header row is
    /// always measured, as a list's header is.
    func tablePlan(_ table: RenderElement, width: Double?, viewport: ListViewport) -> TablePlan {
        let metrics = TableStyleMetrics.of(table)
        let columns = table.children.filter { $0.tag == .tablecolumn }
        let specs = columns.map(TableColumnWidth.init)
        let inner = width.map { max($0 - 2 * metrics.sideInset, 0) }
        let widths = TableColumnWidth.resolve(specs, in: inner)
        var offsets: [Double] = []
        var x = 0.0
        for width in widths {
            offsets.append(x)
            x += width
        }
        let rows = table.children.first { $0.tag == .tablerows }
        let span = viewport.laidOutSpan
        var lines: [TableLine] = []
        var y = 0.0
        var estimate: Double?
        for row in rows?.children ?? [] where row.tag == .tablerow {
            let cells = row.children.filter { $0.tag == .cell }
            let spans = Self.cellSpans(row, widths: widths, offsets: offsets)
            // An outline's first cell keeps its level's indentation and the triangle's room.
            let outline = OutlineMetrics.tableRowReserve(row)
            let geometry = spans.flatMap { [$0.x, $0.width] }
                + [outline, metrics.cellPadding, metrics.cellVerticalPadding, metrics.minRowHeight]
            let header = row.attributes[.role] == "header"
            if let estimate, !header, !span.overlaps(y...(y + estimate)),
               !hasCachedRow(row, .unspecified, geometry: geometry) {
                lines.append(TableLine(row: row, cells: cells, y: y, height: estimate, measured: false,
                                       geometry: geometry))
                y += estimate
                continue
            }
            let height = cachedTableRowHeight(row, cells: cells, spans: spans, outline: outline, metrics: metrics,
                                              geometry: geometry)
            if !header { estimate = height }
            lines.append(TableLine(row: row, cells: cells, y: y, height: height, measured: true, geometry: geometry))
            y += height
        }
        let size = Size(width: x + 2 * metrics.sideInset, height: metrics.rowsTop + y + metrics.bottomInset)
        return TablePlan(metrics: metrics, columns: columns, widths: widths, offsets: offsets, rows: rows,
                         lines: lines, rowsHeight: y, size: size)
    }

    /// A row's height: its tallest cell's views and their padding, at least
    /// the least row height; from the row cache when its views are unchanged.
    private func cachedTableRowHeight(_ row: RenderElement, cells: [RenderElement], spans: [(x: Double, width: Double)],
                                      outline: Double, metrics: TableStyleMetrics, geometry: [Double]) -> Double {
        let cache = rowCache.flatMap { ListRowCache.keeps(row.children) ? $0 : nil }
        if let entry = cache?.entry(row.id, views: row.children, proposal: .unspecified, geometry: geometry) {
            return entry.size.height
        }
        var height = metrics.minRowHeight
        for (index, cell) in cells.enumerated() where index < spans.count {
            let inner = spans[index].width - 2 * metrics.cellPadding - (index == 0 ? outline : 0)
            let content = cellContentSize(LayoutEngine.laidOutChildren(of: cell),
                                          ProposedSize(width: max(inner, 0), height: nil))
            height = max(height, content.height + 2 * metrics.cellVerticalPadding)
        }
        cache?.store(ListRowCache.Entry(views: row.children, size: Size(width: 0, height: height)),
                     for: row.id, proposal: .unspecified, geometry: geometry)
        return height
    }

    /// Each of a row's cells' leading edge and width: a cell per column, or
    /// for a section's header row (`role` `header`, NSTableView's group row)
    /// one cell across them all.
    private static func cellSpans(_ row: RenderElement, widths: [Double], offsets: [Double])
        -> [(x: Double, width: Double)] {
        if row.attributes[.role] == "header" { return [(0, widths.reduce(0, +))] }
        return zip(offsets, widths).map { ($0, $1) }
    }

    /// The size of a cell's (or a header's) views for `proposal`: one view's
    /// own, several side by side, as a row shows them.
    private func cellContentSize(_ children: [RenderElement], _ proposal: ProposedSize) -> Size {
        switch children.count {
        case 0: .zero
        case 1: sizeThatFits(children[0], proposal, context: .other)
        default: stackChildrenSize(children, proposal, axis: .horizontal, spacing: nil)
        }
    }

    /// A cell's views in a cell `width` by `height`: inside its padding and
    /// `leading` more (an outline row's first cell: `OutlineMetrics`), at
    /// its column's alignment across (leading by default), centred down.
    private func placeCellContent(_ children: [RenderElement], width: Double, height: Double,
                                  metrics: TableStyleMetrics, alignment: AlignmentValue.Horizontal?,
                                  leading: Double = 0, parent: ElementID, into result: inout LayoutResult) {
        guard !children.isEmpty else { return }
        let box = Rect(x: metrics.cellPadding + leading, y: 0,
                       width: max(width - 2 * metrics.cellPadding - leading, 0), height: height)
        let proposal = ProposedSize(width: box.width, height: nil)
        let align = AlignmentValue(horizontal: alignment ?? .leading, vertical: .center)
        if children.count == 1 {
            placeAligned(children[0], in: box, proposal: proposal, alignment: align, parent: parent, into: &result)
            return
        }
        let size = stackChildrenSize(children, proposal, axis: .horizontal, spacing: nil)
        placeStack(children, in: Rect(origin: aligned(size, in: box, alignment: align), size: size), proposal: proposal,
                   axis: .horizontal, spacing: nil, alignment: .center, into: &result, parent: parent)
    }

    /// A column header's alignment (`TableColumn.alignment(_:)`), for its label.
    private static func columnAlignment(_ column: RenderElement) -> AlignmentValue.Horizontal? {
        column.attributes[.alignment]?.alignment?.horizontal
    }
}

/// A column's width as `TableColumn.width(...)` gives it (a `tablecolumn`'s
/// `width`, or `minWidth`, `idealWidth` and `maxWidth`), or as the person
/// dragged it (`columnWidth`).
struct TableColumnWidth: Hashable, Sendable {
    var fixed: Double?
    var min: Double
    var ideal: Double?
    var max: Double

    init(fixed: Double? = nil, min: Double = TableStyleMetrics.minColumnWidth, ideal: Double? = nil,
         max: Double = .infinity) {
        self.fixed = fixed
        self.min = min
        self.ideal = ideal
        self.max = Swift.max(max, min)
    }

    init(_ column: RenderElement) {
        let a = column.attributes
        let least = Swift.max(a[.minWidth]?.length ?? TableStyleMetrics.minColumnWidth, TableStyleMetrics.minColumnWidth)
        self.init(fixed: a[.width]?.length, min: least, ideal: a[.idealWidth]?.length,
                  max: a[.maxWidth]?.length ?? .infinity)
        // A column the person resized keeps that width, within its bounds.
        if fixed == nil, let dragged = a[.columnWidth]?.length, dragged.isFinite, dragged > 0 {
            fixed = Swift.min(Swift.max(dragged, min), max)
        }
    }

    /// The width the column asks for when the table has none to share.
    var idealWidth: Double {
        fixed ?? Swift.min(Swift.max(ideal ?? TableStyleMetrics.defaultColumnWidth, min), max)
    }

    /// Each column's width in `width` (nil: each its ideal): fixed columns
    /// as they are; the others share the rest equally, a column held at its
    /// minimum or maximum leaving its share of the difference to the others.
    static func resolve(_ columns: [TableColumnWidth], in width: Double?) -> [Double] {
        guard let width else { return columns.map(\.idealWidth) }
        var widths = columns.map { $0.fixed ?? 0 }
        var open = columns.indices.filter { columns[$0].fixed == nil }
        var left = width - widths.reduce(0, +)
        // Each round pins the columns the equal share would take past their
        // maximum (what they leave raises the share), else those it leaves
        // under their minimum; when none is, the share is every open column's.
        while !open.isEmpty {
            let share = Swift.max(left, 0) / Double(open.count)
            var pinned = open.filter { share > columns[$0].max }
            if pinned.isEmpty { pinned = open.filter { share < columns[$0].min } }
            if pinned.isEmpty {
                for index in open { widths[index] = share }
                break
            }
            for index in pinned {
                widths[index] = share > columns[index].max ? columns[index].max : columns[index].min
                left -= widths[index]
            }
            open.removeAll(where: pinned.contains)
        }
        return widths
    }
}
