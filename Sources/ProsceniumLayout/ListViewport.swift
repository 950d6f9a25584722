/// The part of a scrolled list the display shows: how far its content is
/// scrolled (`offset`, points past its top, as the display reported it:
/// `LayoutMemory.listOffsets`) and how tall its view is (its frame).
///
/// A Mac's list (`NSTableView` under SwiftUI's `List`) makes only the rows
/// it shows and estimates the height of the others. The engine does the
/// same: it lays out the rows in and near the part shown
/// (`ListViewport.margin` either side) and any row it laid out before that
/// is unchanged, and gives every other row a frame of the estimated height
/// (the last row it measured) with nothing placed inside it, so that a
/// thousand-row list costs the rows a person can reach without a round
/// trip. The display reports where the list is scrolled (`listScroll`),
/// and the rows coming near the part shown are laid out before they show.
struct ListViewport {
    var offset: Double
    var height: Double

    /// How far past the part shown rows are laid out, each way: more than a
    /// fast scroll moves between two of the display's reports.
    static let margin = 1_000.0

    /// The span of the list's content, in its coordinates, whose rows are
    /// laid out: the part shown and a margin either side.
    var laidOutSpan: ClosedRange<Double> {
        (offset - Self.margin)...(offset + max(height, 0) + Self.margin)
    }

    /// What is laid out when the list's size is asked without a viewport
    /// (its ideal size): its first rows, as many as a margin each side of a
    /// view at the top.
    static let unscrolled = ListViewport(offset: 0, height: 0)
}
