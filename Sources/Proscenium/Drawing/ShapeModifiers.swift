import ProsceniumHost

// Shapes made from shapes: moved, turned, scaled, transformed, trimmed and
// stroked. Each is drawn by the display as its base's outline with one more
// operation.

/// A shape moved by `offset`.
@frozen nonisolated public struct OffsetShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    func outline(size: CGSize?) -> ShapeValue {
        outlineValue(of: shape, size: size).adding(.offset(x: Double(offset.width), y: Double(offset.height)))
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape turned by `angle` about `anchor`.
@frozen nonisolated public struct RotatedShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + rect.width * anchor.x, y = rect.minY + rect.height * anchor.y
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }
    func outline(size: CGSize?) -> ShapeValue {
        outlineValue(of: shape, size: size)
            .adding(.rotation(degrees: angle.degrees, anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled by `scale` about `anchor`.
@frozen nonisolated public struct ScaledShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + rect.width * anchor.x, y = rect.minY + rect.height * anchor.y
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }
    func outline(size: CGSize?) -> ShapeValue {
        outlineValue(of: shape, size: size).adding(.scale(x: Double(scale.width), y: Double(scale.height),
                                                          anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
}

/// A shape transformed by an affine transform.
@frozen nonisolated public struct TransformedShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    func outline(size: CGSize?) -> ShapeValue {
        let t = transform
        return outlineValue(of: shape, size: size).adding(.transform(a: Double(t.a), b: Double(t.b), c: Double(t.c),
                                                                     d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty)))
    }
}

/// The part of a shape's outline from `startFraction` to `endFraction`.
nonisolated struct _TrimmedShape<Content: Shape>: Shape, DescribedShape {
    var shape: Content
    var startFraction: CGFloat
    var endFraction: CGFloat
    func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    func outline(size: CGSize?) -> ShapeValue {
        outlineValue(of: shape, size: size).adding(.trim(from: Double(startFraction), to: Double(endFraction)))
    }
}

/// A shape's outline stroked: as a shape, it is drawn as that stroke in
/// whatever style fills it. Its `path(in:)` is the area the stroke covers
/// (`Path.strokedPath(_:)`), as in SwiftUI.
nonisolated struct _StrokedShape<Content: Shape>: Shape, DescribedShape {
    var shape: Content
    var style: StrokeStyle
    func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    func outline(size: CGSize?) -> ShapeValue { outlineValue(of: shape, size: size) }
}

/// Shapes that are strokes of others (`stroke(lineWidth:)`).
nonisolated protocol StrokedShape {
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShape {
    var strokeStyle: StrokeStyle { style }
}

nonisolated extension Shape {
    /// This shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// This shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    /// This shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    /// This shape scaled about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// This shape scaled by `scale` in both directions about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// This shape turned by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// This shape transformed by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
    /// The part of this shape's outline from `startFraction` to `endFraction` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
    /// This shape's outline stroked with `style`, as a shape to fill.
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }
    /// This shape's outline stroked `lineWidth` points wide, as a shape to fill.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// This shape, asked for its path in a rectangle of `size` whatever its frame.
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }
    /// This shape, asked for its path in a rectangle of `width` by `height`.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}

/// A shape that makes its path for a fixed size: drawn as that path in points.
nonisolated struct _SizedShape<Content: Shape>: Shape, DescribedShape {
    var shape: Content
    var size: CGSize
    func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
    func outline(size _: CGSize?) -> ShapeValue {
        ShapeValue(.path(shape.path(in: CGRect(origin: .zero, size: size)).shapePath, reference: nil))
    }
}
