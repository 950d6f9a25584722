import ProsceniumHost

nonisolated extension View {
    /// Draws this view turned clockwise by `angle` about `anchor`, without
    /// changing its place in the layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(TransformModifier(operation: .rotate(degrees: angle.tidyDegrees, anchor: anchor.transformAnchor),
                                   isIdentity: angle.radians == 0))
    }

    /// Draws this view turned by `angle` about an axis in three dimensions, in
    /// perspective: `anchor` and `anchorZ` place the axis, `perspective` is the
    /// relative vanishing point (0: none).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        let operation = TransformValue.Operation.rotate3D(
            degrees: angle.tidyDegrees, axisX: Double(axis.x), axisY: Double(axis.y), axisZ: Double(axis.z),
            anchor: anchor.transformAnchor, anchorZ: Double(anchorZ), perspective: Double(perspective))
        return modifier(TransformModifier(operation: operation,
                                          isIdentity: angle.radians == 0 || (axis.x == 0 && axis.y == 0 && axis.z == 0)))
    }

    /// Draws this view scaled by `scale`'s width and height about `anchor`,
    /// without changing its place in the layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws this view scaled by `s` in both directions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Draws this view scaled by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        modifier(TransformModifier(operation: .scale(x: Double(x), y: Double(y), anchor: anchor.transformAnchor),
                                   isIdentity: x == 1 && y == 1))
    }
}
