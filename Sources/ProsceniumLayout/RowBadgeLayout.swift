import ProsceniumHost
import ProsceniumText

/// A list row's `badge`: a capsule at the row's trailing inset, centred
/// down, its count in 11.5-point tabular digits (semibold when its
/// prominence is increased) 7 points in from each end, at least 18 points
/// wide and 16 tall; the row's views are proposed the width left of it,
/// less 8 points between. The numbers are the page's drawing of it
/// (`containers.css`, `layouts.css`), not a Mac's measurement.
extension LayoutPass {
    static let badgeFontSize = 11.5
    static let badgeHorizontalPadding = 7.0
    static let badgeMinWidth = 18.0
    static let badgeHeight = 16.0
    static let badgeGap = 8.0

    /// The badge's size, nil when the row shows none.
    func rowBadgeSize(_ row: RenderElement) -> Size? {
        guard row.tag == .row, let text = row.attributes[.badge]?.string, !text.isEmpty else { return nil }
        let increased = row.attributes[.badgeProminence]?.string == "increased"
        let font = TextFont(size: Self.badgeFontSize, weight: increased ? 600 : 400, tabularDigits: true)
        let width = measure(text, MeasuredFont(font: font)) + 2 * Self.badgeHorizontalPadding
        return Size(width: max(Self.badgeMinWidth, width), height: Self.badgeHeight)
    }

    /// What a row's badge takes of its width: the badge and the gap before it.
    func rowBadgeReserve(_ row: RenderElement) -> Double {
        rowBadgeSize(row).map { $0.width + Self.badgeGap } ?? 0
    }
}
