import ProsceniumHost

/// SwiftUI's `Grid`: each `gridrow` child is a row and each of its children
/// a cell; any other child is a row of its own across every column. A
/// column is as wide as its widest cell and a row as tall as its tallest
/// (cells are measured at their ideal size; a cell spanning columns,
/// `gridCellColumns`, adds what it lacks evenly to the columns it spans);
/// columns and rows holding views that take all they are offered share
/// what the proposal leaves. Cells sit in their cell by their own
/// `gridCellAnchor`, else their column's `gridColumnAlignment` and their
/// row's alignment, else the grid's; `gridCellUnsizedAxes` cells take the
/// size the others give and do not widen or heighten their track.
struct GridSpec {
    struct Cell {
        var element: RenderElement
        var column: Int
        var span: Int
    }

    struct Row {
        /// The `gridrow` element, or the lone view that is a row of its own.
        var element: RenderElement
        var cells: [Cell]
        var isGridRow: Bool
    }

    var rows: [Row] = []
    var columnCount = 0
    var hGap: Double
    var vGap: Double
    var alignment: AlignmentValue
    /// A column's alignment, set by any of its cells (`gridColumnAlignment`).
    var columnAlignments: [Int: AlignmentValue.Horizontal] = [:]

    /// Whether `element` is a `Grid` (a lazy grid names its tracks).
    static func isGrid(_ element: RenderElement) -> Bool {
        element.attributes[.columns] == nil && element.attributes[.rows] == nil
    }

    init(_ grid: RenderElement) {
        hGap = grid.attributes[.horizontalSpacing]?.length ?? DefaultSpacing.standard
        vGap = grid.attributes[.verticalSpacing]?.length ?? DefaultSpacing.standard
        alignment = grid.attributes[.alignment]?.alignment ?? .center
        for child in grid.children {
            guard child.tag == .gridrow else {
                rows.append(Row(element: child, cells: [Cell(element: child, column: 0, span: 1)], isGridRow: false))
                continue
            }
            var column = 0
            var cells: [Cell] = []
            for cell in child.children {
                let span = max(cell.attributes[.columnSpan]?.string.flatMap { Int($0) } ?? 1, 1)
                cells.append(Cell(element: cell, column: column, span: span))
                if let h = cell.attributes[.columnAlignment]?.alignment?.horizontal { columnAlignments[column] = h }
                column += span
            }
            columnCount = max(columnCount, column)
            rows.append(Row(element: child, cells: cells, isGridRow: true))
        }
        columnCount = max(columnCount, 1)
        // A view outside any row spans every column.
        for r in rows.indices where !rows[r].isGridRow { rows[r].cells[0].span = columnCount }
    }

    /// The x of `column`'s leading edge and the width of `span` columns from it.
    func columnRange(_ column: Int, span: Int, widths: [Double]) -> (x: Double, width: Double) {
        let end = min(column + span, widths.count)
        let x = widths[..<column].reduce(0, +) + hGap * Double(column)
        return (x, widths[column..<end].reduce(0, +) + hGap * Double(max(end - column - 1, 0)))
    }
}

/// A grid's column widths and row heights for one proposal.
struct GridTracks {
    var widths: [Double]
    var heights: [Double]
    var size: Size
}

extension LayoutPass {
    private func unsized(_ cell: RenderElement, _ axis: Axis) -> Bool {
        let value = cell.attributes[.unsizedAxes]?.string
        return value == "both" || value == (axis == .horizontal ? "horizontal" : "vertical")
    }

    /// Whether `element` grows along `axis` beyond its ideal length when offered more.
    private func fills(_ element: RenderElement, _ axis: Axis) -> Bool {
        var offer = ProposedSize.unspecified
        offer[axis] = .infinity
        return sizeThatFits(element, offer, context: .other)[axis] > sizeThatFits(element, .unspecified, context: .other)[axis]
    }

    func gridTracks(_ spec: GridSpec, _ proposal: ProposedSize) -> GridTracks {
        var widths = [Double](repeating: 0, count: spec.columnCount)
        var fillingColumns = Set<Int>(), fillingSpans = Set<Int>()
        // Single-column cells first, then wider ones add what they lack evenly.
        for spanning in [false, true] {
            for row in spec.rows {
                for cell in row.cells where (cell.span > 1) == spanning {
                    let end = min(cell.column + cell.span, spec.columnCount)
                    if fills(cell.element, .horizontal) {
                        if cell.span == 1 { fillingColumns.insert(cell.column) } else { fillingSpans.formUnion(cell.column..<end) }
                    }
                    guard !unsized(cell.element, .horizontal) else { continue }
                    let have = spec.columnRange(cell.column, span: cell.span, widths: widths).width
                    let lack = sizeThatFits(cell.element, .unspecified, context: .other).width - have
                    if lack > 0 { for c in cell.column..<end { widths[c] += lack / Double(end - cell.column) } }
                }
            }
        }
        share(proposal.width, among: &widths, gap: spec.hGap,
              filling: fillingColumns.isEmpty ? fillingSpans : fillingColumns)
        var heights = [Double](repeating: 0, count: spec.rows.count)
        var fillingRows = Set<Int>()
        for (r, row) in spec.rows.enumerated() {
            for cell in row.cells {
                if fills(cell.element, .vertical) { fillingRows.insert(r) }
                guard !unsized(cell.element, .vertical) else { continue }
                let width = spec.columnRange(cell.column, span: cell.span, widths: widths).width
                heights[r] = max(heights[r],
                                 sizeThatFits(cell.element, ProposedSize(width: width, height: nil), context: .other).height)
            }
        }
        share(proposal.height, among: &heights, gap: spec.vGap, filling: fillingRows)
        let size = Size(width: widths.reduce(0, +) + spec.hGap * Double(max(widths.count - 1, 0)),
                        height: heights.reduce(0, +) + spec.vGap * Double(max(heights.count - 1, 0)))
        return GridTracks(widths: widths, heights: heights, size: size)
    }

    /// Gives what `proposed` leaves beyond the tracks' own lengths to the
    /// tracks whose views take all they are offered, evenly.
    private func share(_ proposed: Double?, among lengths: inout [Double], gap: Double, filling: Set<Int>) {
        guard let proposed, proposed.isFinite, !filling.isEmpty else { return }
        let extra = proposed - lengths.reduce(0, +) - gap * Double(max(lengths.count - 1, 0))
        guard extra > 0 else { return }
        for index in filling { lengths[index] += extra / Double(filling.count) }
    }

    func gridSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        gridTracks(GridSpec(element), proposal).size
    }

    /// Places each row across the grid and each cell in its row.
    func placeGrid(_ element: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        let spec = GridSpec(element)
        let tracks = gridTracks(spec, ProposedSize(bounds.size))
        var y = bounds.y
        for (r, row) in spec.rows.enumerated() {
            let rowRect = Rect(x: bounds.x, y: y, width: tracks.size.width, height: tracks.heights[r])
            y += tracks.heights[r] + spec.vGap
            var parent = element.id, origin = rowRect.origin
            if row.isGridRow {
                place(row.element, at: rowRect.origin, size: rowRect.size, proposal: ProposedSize(rowRect.size),
                      context: .other, parent: element.id, into: &result)
                parent = row.element.id
                origin = .zero
            }
            let rowAlignment = row.isGridRow ? row.element.attributes[.alignment]?.alignment?.vertical : nil
            for cell in row.cells {
                let columns = spec.columnRange(cell.column, span: cell.span, widths: tracks.widths)
                let frame = Rect(x: origin.x + columns.x, y: origin.y, width: columns.width, height: rowRect.height)
                placeCell(cell.element, in: frame, spec: spec, column: cell.column, rowAlignment: rowAlignment,
                          parent: parent, into: &result)
            }
        }
    }

    private func placeCell(_ cell: RenderElement, in frame: Rect, spec: GridSpec, column: Int,
                           rowAlignment: AlignmentValue.Vertical?, parent: ElementID, into result: inout LayoutResult) {
        let proposal = ProposedSize(frame.size)
        let size = sizeThatFits(cell, proposal, context: .other)
        var origin: Point
        let anchor = (cell.attributes[.cellAnchor]?.string ?? "").split(separator: " ").compactMap { Double($0) }
        if anchor.count == 2, anchor.allSatisfy(\.isFinite) {
            origin = Point(x: frame.x + anchor[0] * (frame.width - size.width),
                           y: frame.y + anchor[1] * (frame.height - size.height))
        } else {
            let alignment = AlignmentValue(horizontal: spec.columnAlignments[column] ?? spec.alignment.horizontal,
                                           vertical: rowAlignment ?? spec.alignment.vertical)
            origin = aligned(size, in: frame, alignment: alignment)
        }
        if unsized(cell, .horizontal) { origin.x = frame.x }
        if unsized(cell, .vertical) { origin.y = frame.y }
        place(cell, at: origin, size: size, proposal: proposal, context: .other, parent: parent, into: &result)
    }
}
