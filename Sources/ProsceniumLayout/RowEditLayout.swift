import ProsceniumHost

/// A list row in edit mode (`\.editMode` active, `EditButton`): a
/// deletable row (`onDelete`) shows its delete button before its views, a
/// movable one (`onMove`) its handle after them, and the views have the
/// row's width less those parts and the gaps beside them. Edit mode is
/// iOS's (macOS has no `EditMode`); the parts' sizes are the page's
/// drawing of iOS's controls (a 20-point delete circle, a 16-point handle,
/// 8 points from the views: `elements.css`), not measured on a device.
/// The page draws each part at the row's inset (`placement.js` reads the
/// inset from where the engine put the row's views).
extension LayoutPass {
    static let rowDeleteSide = 20.0
    static let rowMoveHandleWidth = 16.0
    static let rowEditGap = 8.0

    /// What a row's edit-mode parts take at its leading and trailing ends.
    static func rowEditReserve(_ row: RenderElement) -> (leading: Double, trailing: Double) {
        guard row.tag == .row, row.attributes[.editing]?.bool == true else { return (0, 0) }
        let deletes = row.attributes[.deletable]?.bool == true
        let moves = row.attributes[.movable]?.bool == true
        return (deletes ? rowDeleteSide + rowEditGap : 0, moves ? rowMoveHandleWidth + rowEditGap : 0)
    }
}
