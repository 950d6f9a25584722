/// Whether a view draws a focus ring when it is focused (`NSView.focusRingType`).
public enum NSFocusRingType: UInt, Sendable {
    /// The view's own default: a ring, as the page draws one.
    case `default` = 0
    /// No focus ring.
    case none = 1
    /// A ring around the view.
    case exterior = 2
}
