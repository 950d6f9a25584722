import ProsceniumHost

/// What a table style gives a `Table` on macOS 14: its header row's height,
/// its rows' least height and the space around them, and how far a cell's
/// content sits in from its column's edges.
///
/// Where the numbers come from:
/// - Rows of an inset table (`NSTableView.Style.inset`, what `.automatic`
///   is on macOS) are 24 points tall for a 13-point line, the cell of a
///   one-column table 16 points in from the table's leading and trailing
///   edges, and the first row 10 points below the table's top when there is
///   no header: an `NSTableView` of the inset style inspected in Xcode's
///   view debugger (`NSTableRowView.height == 24`, `InlineCell.minX == 16`,
///   a row 329 wide around a cell 297 wide, "the first row is pushed down
///   10 pt"), posted at developerreference.com/article/14092077 ("NSTableView
///   has unwanted space above first row"); as `ListStyleMetrics.inset`.
///   "In the inset style, each row is inset from the edges of the table,
///   and the row background and selection both adopt a rounded
///   appearance" (Apple's documentation of `NSTableView.Style.inset`;
///   `.automatic` is inset on macOS): here a row is inset 10 points from
///   the table's sides (where its rounded selection is drawn, as the page
///   drew it before), its cells' content 6 points more: 16 in all.
/// - Chosen, no measurement found: the header row 28 points tall (as a
///   list's section headers at least are), rows directly under it; a
///   bordered table's rows edge to edge inside its 1-point border, their
///   cells 8 points in (as `ListStyleMetrics.plain`'s); a column no
///   narrower than 16 points (what the page let a drag make it).
struct TableStyleMetrics: Hashable, Sendable {
    /// The header row's height (0 when the headers are hidden).
    var headerHeight: Double
    /// The space between the table's edges and its rows: at the top when
    /// no header is shown, at the bottom, and at the sides.
    var topInset: Double
    var bottomInset: Double
    var sideInset: Double
    /// How far a cell's content is in from its column's edges, each side.
    var cellPadding: Double
    /// A cell's content's inset from the row's top and bottom: (24 − 16) / 2.
    var cellVerticalPadding = 4.0
    /// The least height of a row.
    var minRowHeight = 24.0
    /// The narrowest a column becomes.
    static let minColumnWidth = 16.0
    /// A column's width when it names none and the table has no width to share.
    static let defaultColumnWidth = 100.0

    static let headerRowHeight = 28.0

    static let inset = TableStyleMetrics(headerHeight: headerRowHeight, topInset: 10, bottomInset: 10, sideInset: 10,
                                         cellPadding: 6)
    static let bordered = TableStyleMetrics(headerHeight: headerRowHeight, topInset: 1, bottomInset: 1, sideInset: 1,
                                            cellPadding: 8)

    /// The metrics of a `table` element, by its `style` (`inset`, the
    /// default, or `bordered`) and whether it shows its headers.
    static func of(_ table: RenderElement) -> TableStyleMetrics {
        var metrics: TableStyleMetrics = table.attributes[.style]?.string == "bordered" ? .bordered : .inset
        if table.attributes[.columnHeaders]?.string == "hidden" { metrics.headerHeight = 0 }
        return metrics
    }

    /// Where the first row starts: under the header, or the top inset without one.
    var rowsTop: Double { headerHeight > 0 ? headerHeight : topInset }
}
