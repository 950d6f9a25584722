import Foundation
import ProsceniumHost

/// Describes the alignment of the content of a table column: its header
/// label and, by default, its content view in each row.
///
/// The column's `tablecolumn` element and each of its `cell`s carry it as
/// `alignment` (`leading`, `center`, `trailing`); the display places the
/// header's title and the cell's content there.
public struct TableColumnAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, leading, center, trailing, numeric
    }

    let kind: Kind

    /// The default column alignment (leading).
    public static var automatic: TableColumnAlignment { TableColumnAlignment(kind: .automatic) }

    /// Leading column alignment.
    public static var leading: TableColumnAlignment { TableColumnAlignment(kind: .leading) }

    /// Center column alignment.
    public static var center: TableColumnAlignment { TableColumnAlignment(kind: .center) }

    /// Trailing column alignment.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(kind: .trailing) }

    /// Column alignment appropriate for numeric content: right, as numbers
    /// are written left to right in every numbering system.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(kind: .numeric) }

    /// Column alignment appropriate for numeric content in
    /// `numberingSystem`: right, as its digits run left to right (Unicode
    /// gives every system's digits a left-to-right direction).
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
        TableColumnAlignment(kind: .numeric)
    }

    /// Where the content goes in a layout running `direction`; nil: leading, the default.
    func horizontal(in direction: LayoutDirection) -> AlignmentValue.Horizontal? {
        switch kind {
        case .automatic, .leading: nil
        case .center: .center
        case .trailing: .trailing
        // Numbers go right: the trailing edge left to right, the leading one right to left.
        case .numeric: direction == .rightToLeft ? nil : .trailing
        }
    }
}

nonisolated extension TableColumnContent {
    /// Sets the alignment of the column, applying to both its column header
    /// label and the row view content for that column.
    public func alignment(_ alignment: TableColumnAlignment)
        -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _CustomizedTableColumn(content: self) { $0.alignment = alignment }
    }
}
