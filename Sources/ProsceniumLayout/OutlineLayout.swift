import ProsceniumHost

/// Outlines as macOS 14 draws them, an `NSOutlineView`'s outline column:
/// an outline table's rows (`Table(_:children:)`, `OutlineGroup` rows,
/// `DisclosureTableRow`: a `tablerow` with a `level`) and a list whose rows
/// include disclosure groups (`List(_:children:)`, `OutlineGroup` or
/// `DisclosureGroup` in a `List`). A row's views start after its level's
/// indentation and the disclosure triangle's room; an expanded row's
/// children follow it one level in, and a collapsed row's are not in the
/// tree at all (so they have no frame). The page draws the triangle in
/// that room (`table.js`, `controlparts.js`).
///
/// Where the numbers come from:
/// - 16 points a level: `NSOutlineView.indentationPerLevel`, "the default
///   is 16.0" (Apple's documentation of `NSOutlineView.outlineTableColumn`).
/// - The triangle's room: an outline view keeps the outline cell's room
///   before every row of its outline column, one that does not expand too
///   (hiding a row's triangle with `outlineView(_:shouldShowOutlineCellForItem:)`
///   "does not remove the space reserved for the disclosure triangles",
///   as AppKit developers report). Its width is the page's chevron box and
///   the gap after it (18 + 4, as a plain group's, `DisclosureLayout`);
///   macOS 14's own outline cell is not measured here.
enum OutlineMetrics {
    static let indentationPerLevel = 16.0

    static var triangleRoom: Double { LayoutPass.disclosureIndent }

    /// What comes before a row's views at `depth` (0: the top level).
    static func leadingReserve(depth: Int) -> Double {
        Double(max(depth, 0)) * indentationPerLevel + triangleRoom
    }

    /// The room an outline table's row keeps before its first cell's views:
    /// a row with a `level` (1: the top), not a section's header row.
    static func tableRowReserve(_ row: RenderElement) -> Double {
        guard let level = row.attributes[.level]?.number, row.attributes[.role] != "header" else { return 0 }
        return leadingReserve(depth: Int(level) - 1)
    }

    /// Whether `list` is an outline: a disclosure group is among its rows
    /// (or its sections' rows), so each of its rows keeps the triangle's room.
    static func isOutline(_ list: RenderElement) -> Bool {
        list.children.contains { child in
            isListGroup(child) || child.tag == .section && child.children.contains(where: isListGroup)
        }
    }

    /// A disclosure group in a list: its label is a row and its content's rows follow.
    static func isListGroup(_ element: RenderElement) -> Bool {
        element.tag == .disclosure && !LayoutPass.isPlainDisclosure(element)
    }
}
