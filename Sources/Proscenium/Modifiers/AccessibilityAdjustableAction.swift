/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}

nonisolated extension View {
    /// Adds an accessibility adjustable action to the view: assistive
    /// technology, and the keyboard, can increment and decrement what it
    /// shows (a page control's page, a rating's stars).
    ///
    /// In the browser the view's element becomes a slider to assistive
    /// technology and takes focus; Up and Right arrows on it call `handler`
    /// with `.increment`, Down and Left with `.decrement`, as on a slider.
    /// Give it an `accessibilityValue` to have its value read.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(AccessibilityAttachmentModifier(adjustment: handler))
    }
}
