import ProsceniumHost

nonisolated extension View {
    /// Makes this view's frame, with the focusable views in it, one target
    /// of directional focus movement: an arrow key that finds nothing
    /// focusable straight ahead but this view's frame moves focus to its
    /// first focusable view. The display moves focus with the arrow keys in
    /// a window that has focus sections, when the focused view does not use
    /// the arrows itself.
    public func focusSection() -> some View {
        modifier(ElementAttributeModifier(attributes: [.focusSection: true]))
    }
}
