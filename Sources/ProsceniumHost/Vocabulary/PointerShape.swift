/// The pointer's look over an element (`pointerStyle(_:)`) or over a whole
/// window (`NSCursor`'s current cursor), by what it means: each display draws
/// it its own way (the web display as a CSS `cursor`, in its client).
public enum PointerShape: String, Sendable, CaseIterable {
    /// The arrow: the display's usual pointer.
    case `default`
    /// No pointer (`NSCursor.hide()`).
    case hidden
    /// Over what can be dragged, and while dragging.
    case grabIdle, grabActive
    /// Over text laid out across, or down.
    case horizontalText, verticalText
    /// Selecting a rectangle (a cross-hair).
    case rectSelection
    /// Over a link.
    case link
    case zoomIn, zoomOut
    /// Resizing a column (left and right) or a row (up and down).
    case columnResize, rowResize
    /// Resizing toward one edge, or along an axis (`NSCursor.resizeLeft`, ...).
    case resizeLeft, resizeRight, resizeLeftRight, resizeUp, resizeDown, resizeUpDown
    /// What the pointer is over does not take the action.
    case notAllowed
    /// A drop copies, or links.
    case dragCopy, dragLink
    /// A click shows a context menu.
    case contextualMenu
    /// What is dragged disappears when dropped.
    case disappearingItem
}
