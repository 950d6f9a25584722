import Foundation

/// A grid that you can use in conditional layouts: it lays its views out as
/// `Grid` does, and conforms to `Layout` so that `AnyLayout(GridLayout())`
/// can switch to and from it while the views keep their identity.
///
/// Each `GridRow` among its views is a row, each of the row's views a cell
/// (`gridCellColumns(_:)` makes one span columns); a view that is not in a
/// `GridRow` takes a row of its own across every column. A column is as wide
/// as its widest cell and a row as tall as its tallest; columns and rows
/// with views that take all they are offered share what is left of the
/// proposal. Cells are placed in their cell by the grid's `alignment`, their
/// row's alignment, their column's `gridColumnAlignment(_:)` or their own
/// `gridCellAnchor(_:)`; `gridCellUnsizedAxes(_:)` cells take the size the
/// other cells give.
@frozen public struct GridLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment
    /// The horizontal distance between adjacent subviews.
    public var horizontalSpacing: CGFloat?
    /// The vertical distance between adjacent subviews.
    public var verticalSpacing: CGFloat?

    /// Creates a grid with the specified spacing and alignment.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The type defining the data to animate: a grid animates nothing of its own.
    public typealias AnimatableData = EmptyAnimatableData

    /// What a grid keeps between layouts: its rows and columns, which cells
    /// are in which, made from its subviews' rows and spans and made again
    /// when they change. Sizes are measured on each layout.
    public struct Cache {
        var structure: GridMath.Structure
    }

    public func makeCache(subviews: GridLayout.Subviews) -> GridLayout.Cache {
        Cache(structure: GridMath.Structure(subviews: subviews))
    }

    public func updateCache(_ cache: inout GridLayout.Cache, subviews: GridLayout.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The spacing around the grid: the union of its cells' spacings.
    public func spacing(subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    private func gridMath(_ subviews: Subviews, _ cache: GridLayout.Cache) -> GridMath {
        // A cache made for other subviews (their count changed) is not trusted.
        let structure = cache.structure.count == subviews.count ? cache.structure : GridMath.Structure(subviews: subviews)
        return GridMath(subviews: subviews, hGap: horizontalSpacing ?? 8, vGap: verticalSpacing ?? 8, structure: structure)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: GridLayout.Subviews,
                             cache: inout GridLayout.Cache) -> CGSize {
        gridMath(subviews, cache).tracks(proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews,
                              cache: inout GridLayout.Cache) {
        for placed in placements(in: bounds, subviews: subviews, cache: cache) {
            subviews[placed.index].place(at: placed.origin, proposal: placed.offered)
        }
    }

    /// Where the grid's cells set `guide` explicitly, from the grid's top
    /// leading corner, merged (`combineExplicit`); nil when none does.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGFloat? {
        guide.combineExplicit(placements(in: bounds, subviews: subviews, cache: cache).map { placed in
            subviews[placed.index].dimensions(in: placed.offered)[explicit: guide].map { $0 + placed.origin.x - bounds.minX }
        })
    }

    /// Where the grid's cells set `guide` explicitly (a first row's text
    /// baseline), from the grid's top, merged (`combineExplicit`); nil when none does.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGFloat? {
        guide.combineExplicit(placements(in: bounds, subviews: subviews, cache: cache).map { placed in
            subviews[placed.index].dimensions(in: placed.offered)[explicit: guide].map { $0 + placed.origin.y - bounds.minY }
        })
    }

    /// Each cell's origin in `bounds` and the size it is offered.
    private func placements(in bounds: CGRect, subviews: Subviews, cache: GridLayout.Cache)
        -> [(index: Int, origin: CGPoint, offered: ProposedViewSize)] {
        let math = gridMath(subviews, cache)
        let tracks = math.tracks(ProposedViewSize(bounds.size))
        var placed: [(index: Int, origin: CGPoint, offered: ProposedViewSize)] = []
        for (rowIndex, row) in math.rows.enumerated() {
            for cell in row.cells {
                let frame = tracks.frame(column: cell.column, span: cell.span, row: rowIndex, gaps: math)
                    .offsetBy(dx: bounds.minX, dy: bounds.minY)
                let subview = subviews[cell.index]
                let info = subview[GridCellKey.self]
                let offered = ProposedViewSize(frame.size)
                let d = subview.dimensions(in: offered)
                let box = ViewDimensions(size: frame.size)
                var origin: CGPoint
                if let anchor = info.anchor {
                    origin = CGPoint(x: frame.minX + anchor.x * (frame.width - d.width),
                                     y: frame.minY + anchor.y * (frame.height - d.height))
                } else {
                    let horizontal = math.columnAlignments[cell.column] ?? alignment.horizontal
                    let vertical = row.alignment ?? alignment.vertical
                    origin = CGPoint(x: frame.minX + box[horizontal] - d[horizontal],
                                     y: frame.minY + box[vertical] - d[vertical])
                }
                if info.unsizedWidth { origin.x = frame.minX }
                if info.unsizedHeight { origin.y = frame.minY }
                placed.append((cell.index, origin, offered))
            }
        }
        return placed
    }
}

/// What a grid knows of one of its views: its row and how it sits in it.
struct GridCellInfo: Sendable, Equatable {
    /// Which `GridRow` of the layout it is in (nil: a row of its own across
    /// every column).
    var row: Int?
    var rowAlignment: VerticalAlignment?
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedWidth = false
    var unsizedHeight = false
}

/// The layout value a grid reads its cells' `GridCellInfo` from (filled in
/// by the layout container from `GridRow`s and the cells' grid modifiers).
enum GridCellKey: LayoutValueKey {
    static var defaultValue: GridCellInfo { GridCellInfo() }
}

/// A grid's rows and columns over its subviews, and their sizes.
struct GridMath {
    struct Cell {
        var index: Int
        var column: Int
        var span: Int
    }

    struct Row {
        var cells: [Cell]
        var alignment: VerticalAlignment?
    }

    struct Tracks {
        var columns: [CGFloat]
        var rows: [CGFloat]
        var size: CGSize

        /// The frame of a cell (in the grid's own coordinates).
        func frame(column: Int, span: Int, row: Int, gaps: GridMath) -> CGRect {
            let x = columns[..<column].reduce(0, +) + gaps.hGap * CGFloat(column)
            let y = rows[..<row].reduce(0, +) + gaps.vGap * CGFloat(row)
            let end = min(column + span, columns.count)
            let width = columns[column..<end].reduce(0, +) + gaps.hGap * CGFloat(max(end - column - 1, 0))
            return CGRect(x: x, y: y, width: width, height: rows[row])
        }
    }

    /// The grid's rows and columns: which cells are in which, from the
    /// subviews' rows and spans (no sizes), what a `GridLayout.Cache` keeps.
    struct Structure {
        private(set) var rows: [Row] = []
        private(set) var columnCount = 1
        /// A column's alignment, set by any of its cells (`gridColumnAlignment`).
        private(set) var columnAlignments: [Int: HorizontalAlignment] = [:]
        /// How many subviews it was made for.
        let count: Int

        init(subviews: LayoutSubviews) {
            count = subviews.count
            var currentRow: Int?
            for index in subviews.indices {
                let info = subviews[index][GridCellKey.self]
                if let row = info.row, row == currentRow, !rows.isEmpty {
                    let column = rows[rows.count - 1].cells.last.map { $0.column + $0.span } ?? 0
                    rows[rows.count - 1].cells.append(Cell(index: index, column: column, span: max(info.columns, 1)))
                } else {
                    rows.append(Row(cells: [Cell(index: index, column: 0, span: max(info.columns, 1))],
                                    alignment: info.rowAlignment))
                }
                currentRow = info.row
            }
            let isGridRow = { (row: Row) in subviews[row.cells[0].index][GridCellKey.self].row != nil }
            columnCount = max(1, rows.filter(isGridRow).map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 1)
            // A view outside any GridRow spans every column.
            for r in rows.indices where !isGridRow(rows[r]) { rows[r].cells[0].span = columnCount }
            for row in rows where isGridRow(row) {
                for cell in row.cells {
                    if let alignment = subviews[cell.index][GridCellKey.self].columnAlignment {
                        columnAlignments[cell.column] = alignment
                    }
                }
            }
        }
    }

    let subviews: LayoutSubviews
    let hGap: CGFloat
    let vGap: CGFloat
    let structure: Structure
    var rows: [Row] { structure.rows }
    var columnCount: Int { structure.columnCount }
    var columnAlignments: [Int: HorizontalAlignment] { structure.columnAlignments }

    init(subviews: LayoutSubviews, hGap: CGFloat, vGap: CGFloat, structure: Structure? = nil) {
        self.subviews = subviews
        self.hGap = hGap
        self.vGap = vGap
        self.structure = structure ?? Structure(subviews: subviews)
    }

    /// Column widths and row heights for `proposal`.
    func tracks(_ proposal: ProposedViewSize) -> Tracks {
        var widths = [CGFloat](repeating: 0, count: columnCount)
        var fillingColumns = Set<Int>(), fillingSpans = Set<Int>()
        let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        // Single-column cells first, then wider ones add what they lack evenly.
        for pass in [false, true] {
            for row in rows {
                for cell in row.cells where (cell.span > 1) == pass {
                    let info = subviews[cell.index][GridCellKey.self]
                    if subviews[cell.index].fillsWidth {
                        if cell.span == 1 {
                            fillingColumns.insert(cell.column)
                        } else {
                            fillingSpans.formUnion(cell.column..<min(cell.column + cell.span, columnCount))
                        }
                    }
                    guard !info.unsizedWidth else { continue }
                    let end = min(cell.column + cell.span, columnCount)
                    let have = widths[cell.column..<end].reduce(0, +) + hGap * CGFloat(end - cell.column - 1)
                    let lack = ideal[cell.index].width - have
                    if lack > 0 {
                        for c in cell.column..<end { widths[c] += lack / CGFloat(end - cell.column) }
                    }
                }
            }
        }
        share(proposal.width, among: &widths, gap: hGap, filling: fillingColumns.isEmpty ? fillingSpans : fillingColumns)

        var heights = [CGFloat](repeating: 0, count: rows.count)
        var fillingRows = Set<Int>()
        let sized = Tracks(columns: widths, rows: heights, size: .zero)
        for (r, row) in rows.enumerated() {
            for cell in row.cells {
                let subview = subviews[cell.index]
                if subview.fillsHeight { fillingRows.insert(r) }
                guard !subview[GridCellKey.self].unsizedHeight else { continue }
                let width = sized.frame(column: cell.column, span: cell.span, row: 0, gaps: self).width
                heights[r] = max(heights[r], subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
            }
        }
        share(proposal.height, among: &heights, gap: vGap, filling: fillingRows)
        let size = CGSize(width: widths.reduce(0, +) + hGap * CGFloat(max(widths.count - 1, 0)),
                          height: heights.reduce(0, +) + vGap * CGFloat(max(heights.count - 1, 0)))
        return Tracks(columns: widths, rows: heights, size: size)
    }

    /// Gives what `proposed` leaves beyond the tracks' own lengths to the
    /// tracks whose views take all they are offered, evenly.
    private func share(_ proposed: CGFloat?, among lengths: inout [CGFloat], gap: CGFloat, filling: Set<Int>) {
        guard let proposed, proposed.isFinite, !filling.isEmpty else { return }
        let extra = proposed - lengths.reduce(0, +) - gap * CGFloat(max(lengths.count - 1, 0))
        guard extra > 0 else { return }
        for index in filling { lengths[index] += extra / CGFloat(filling.count) }
    }
}
