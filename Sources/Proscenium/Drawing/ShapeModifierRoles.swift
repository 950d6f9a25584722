// The shapes made from a shape are drawn as their base is: filled, stroked
// or as a separator, and inset through it.

extension OffsetShape {
    /// The role of the shape moved: its base's.
    public static var role: ShapeRole { Content.role }
}

extension RotatedShape {
    /// The role of the shape turned: its base's.
    public static var role: ShapeRole { Content.role }
}

extension ScaledShape {
    /// The role of the shape scaled: its base's.
    public static var role: ShapeRole { Content.role }
}

extension TransformedShape {
    /// The role of the shape transformed: its base's.
    public static var role: ShapeRole { Content.role }
}

extension OffsetShape where Content: InsettableShape {
    /// The moved shape of the base's inset shape.
    public typealias InsetShape = OffsetShape<Content.InsetShape>
}

extension RotatedShape where Content: InsettableShape {
    /// The turned shape of the base's inset shape.
    public typealias InsetShape = RotatedShape<Content.InsetShape>
}
