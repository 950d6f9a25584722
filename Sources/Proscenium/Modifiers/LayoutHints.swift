// Hints for the layout of one view, left on the view's element for the display.

nonisolated extension View {
    /// Makes this view take its ideal size in both directions, whatever its
    /// container offers (text does not wrap or truncate).
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Makes this view take its ideal size in the chosen directions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        let value = horizontal && vertical ? "both" : horizontal ? "horizontal" : vertical ? "vertical" : nil
        return modifier(ElementAttributeModifier(attributes: value.map { [.fixedSize: .string($0)] } ?? [:]))
    }

    /// How readily a stack gives this view space: children of higher priority
    /// are sized first. The default is 0.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(ElementAttributeModifier(attributes: [.layoutPriority: .number(value)]))
    }

    /// Draws this view moved by `x` and `y` points, without moving its place in
    /// the layout. Offsets applied twice add up.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(x: Double(x), y: Double(y)))
    }

    /// Draws this view moved by `offset`.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Places the centre of this view at `x`, `y` in its parent's coordinates.
    /// The result fills the space it is offered, as in SwiftUI; only the view
    /// itself takes clicks.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ElementAttributeModifier(attributes: [.position: .string("\(formatNumber(Double(x))) \(formatNumber(Double(y)))")]))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// Places the centre of this view at `position` in its parent's coordinates.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// Whether this view and everything in it take clicks and touches; with
    /// `false` they pass through to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(ElementAttributeModifier(attributes: enabled ? [:] : [.hitTesting: false]))
    }

    /// The drawing order of this view among its overlapping siblings (a `ZStack`'s
    /// views): higher values are drawn in front. The default is 0.
    public func zIndex(_ value: Double) -> some View {
        modifier(ElementAttributeModifier(attributes: [.zIndex: .number(value)]))
    }
}

/// An offset: `offsetX`/`offsetY` (drawn outside any transform), or, inside a
/// transform applied further out (`.offset(x: 9).rotationEffect(...)`), a
/// translation within it, so that it turns with the view as in SwiftUI.
nonisolated struct OffsetModifier: PrimitiveModifier {
    let x: Double
    let y: Double

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if context.childEnvironment.pendingElementAttributes[.transform] != nil {
            if x != 0 || y != 0 { context.childEnvironment.appendPendingTransform(.translate(x: x, y: y)) }
        } else {
            context.childEnvironment.accumulate(.offsetX, x, rule: .add)
            context.childEnvironment.accumulate(.offsetY, y, rule: .add)
        }
        context.addChildren(content)
    }
}
