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
        modifier(ElementAttributeModifier(attributes: [.layoutPriority: .string(formatNumber(value))]))
    }

    /// Draws this view moved by `x` and `y` points, without moving its place in
    /// the layout. Offsets applied twice add up.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(AccumulatingAttributeModifier(name: .offsetX, value: Double(x), rule: .add))
            .modifier(AccumulatingAttributeModifier(name: .offsetY, value: Double(y), rule: .add))
    }

    /// Draws this view moved by `offset`.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// The drawing order of this view among its overlapping siblings (a `ZStack`'s
    /// views): higher values are drawn in front. The default is 0.
    public func zIndex(_ value: Double) -> some View {
        modifier(ElementAttributeModifier(attributes: [.zIndex: .string(formatNumber(value))]))
    }
}
