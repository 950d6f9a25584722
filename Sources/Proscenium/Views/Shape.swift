import ProsceniumHost

/// A 2D shape: a view that fills its space with its outline, in the
/// foreground style unless `.fill(_:)` or `.stroke(_:lineWidth:)` says otherwise.
///
/// Shapes are `shape` elements whose `outline` (a `ShapeValue`) the display
/// draws at whatever size layout gives them: the built-in shapes by name, and
/// any other shape by its `path(in:)`. A custom shape is asked for its path
/// in a 100 × 100 rectangle first, which the display stretches to its frame;
/// the display then reports the frame's size and the shape is asked again
/// for that size, so shapes with fixed-size parts are drawn exactly.
///
/// A shape is `Animatable`: its `animatableData` (none unless it says)
/// is what springs and keyframes interpolate.
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// The outline of this shape in `rect`.
    nonisolated func path(in rect: CGRect) -> Path

    /// How the shape is drawn when nothing says: filled, stroked, or as a separator.
    nonisolated static var role: ShapeRole { get }

    /// Whether the shape's path is mirrored in a layout direction (by
    /// default `.mirrors`: in a right-to-left environment).
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }

    /// The size of the view that draws the shape for `proposal`: by
    /// default the proposal, with 10 points in an axis proposed nothing.
    /// The layout engine asks a shape of the app's own for it, and draws
    /// its path in the frame that results.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

/// How a shape is drawn by default.
public enum ShapeRole: Hashable, Sendable {
    case fill
    case stroke
    case separator
}

nonisolated extension Shape {
    public static var role: ShapeRole { .fill }

    /// The proposal, each axis proposed nothing 10 points, as SwiftUI's
    /// shapes take what they are offered.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can inset itself: what `strokeBorder` draws.
nonisolated public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// This shape moved in by `amount` points on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// What the display draws for a shape: built-in shapes and the shapes made
/// from them say so directly; others give their path.
nonisolated protocol DescribedShape {
    /// The outline; `size` is the frame's measured size when known.
    func outline(size: CGSize?) -> ShapeValue
}

/// The outline of any shape, for the display.
nonisolated func outlineValue<S: Shape>(of shape: S, size: CGSize?) -> ShapeValue {
    if let described = shape as? any DescribedShape { return described.outline(size: size) }
    // Without a measured size the path is made for 100 × 100 points and stretched.
    let size = size ?? CGSize(width: 100, height: 100)
    let path = shape.path(in: CGRect(origin: .zero, size: size))
    return ShapeValue(.path(path.shapePath, reference: ShapePath.Point(x: Double(size.width), y: Double(size.height))))
}

/// The `shape` attribute's name for an outline: the built-in shape, or `path`.
nonisolated func shapeName(_ outline: ShapeValue) -> String {
    switch outline.base {
    case .rectangle: "rectangle"
    case .roundedRectangle: "roundedRectangle"
    case .unevenRoundedRectangle: "unevenRoundedRectangle"
    case .circle: "circle"
    case .ellipse: "ellipse"
    case .capsule: "capsule"
    case .path: "path"
    }
}

// MARK: Built-in shapes

/// A rectangle filling its frame.
@frozen nonisolated public struct Rectangle: InsettableShape, DescribedShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }
    func outline(size: CGSize?) -> ShapeValue { .rectangle }

    /// A rectangle moved in by `amount`.
    @frozen public struct _Inset: InsettableShape, DescribedShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
        func outline(size: CGSize?) -> ShapeValue { ShapeValue.rectangle.adding(.inset(Double(amount))) }
    }
}

/// A rectangle with rounded corners.
@frozen nonisolated public struct RoundedRectangle: InsettableShape, DescribedShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// A rounded rectangle moved in by `amount`, its corners smaller by as much.
    public func inset(by amount: CGFloat) -> RoundedRectangle._Inset { _Inset(base: self, amount: amount) }

    func outline(size: CGSize?) -> ShapeValue {
        ShapeValue(.roundedRectangle(cornerWidth: Double(cornerSize.width), cornerHeight: Double(cornerSize.height),
                                     continuous: style == .continuous))
    }

    @frozen public struct _Inset: InsettableShape, DescribedShape {
        public var base: RoundedRectangle
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            let corner = CGSize(width: max(base.cornerSize.width - amount, 0), height: max(base.cornerSize.height - amount, 0))
            return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerSize: corner, style: base.style)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
        func outline(size: CGSize?) -> ShapeValue { base.outline(size: size).adding(.inset(Double(amount))) }
    }
}

/// A rectangle whose corners each have their own radius.
@frozen nonisolated public struct UnevenRoundedRectangle: InsettableShape, DescribedShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    func outline(size: CGSize?) -> ShapeValue {
        ShapeValue(.unevenRoundedRectangle(cornerRadii.value, continuous: style == .continuous))
    }

    @frozen public struct _Inset: InsettableShape, DescribedShape {
        public var base: UnevenRoundedRectangle
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            let r = base.cornerRadii
            let radii = RectangleCornerRadii(topLeading: max(r.topLeading - amount, 0),
                                             bottomLeading: max(r.bottomLeading - amount, 0),
                                             bottomTrailing: max(r.bottomTrailing - amount, 0),
                                             topTrailing: max(r.topTrailing - amount, 0))
            return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerRadii: radii, style: base.style)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
        func outline(size: CGSize?) -> ShapeValue { base.outline(size: size).adding(.inset(Double(amount))) }
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
@frozen nonisolated public struct Circle: InsettableShape, DescribedShape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    func outline(size: CGSize?) -> ShapeValue { .circle }

    /// A square: the smaller side of the proposal (the circle's diameter),
    /// or the one side proposed; 10 points proposed nothing.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = Circle.side(width: proposal.width.map(Double.init), height: proposal.height.map(Double.init))
        return CGSize(width: side, height: side)
    }

    /// The side of the square a circle takes, as `sizeThatFits(_:)` says;
    /// the layout engine sizes a circle's element by the same rule
    /// (`LayoutPass.shapeSize`).
    static func side(width: Double?, height: Double?) -> Double {
        switch (width, height) {
        case let (width?, height?): Swift.min(width, height)
        case let (width?, nil): width
        case let (nil, height?): height
        case (nil, nil): 10
        }
    }
}

/// An ellipse filling its frame.
@frozen nonisolated public struct Ellipse: InsettableShape, DescribedShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    func outline(size: CGSize?) -> ShapeValue { .ellipse }
}

/// A rectangle whose shorter sides are half circles.
@frozen nonisolated public struct Capsule: InsettableShape, DescribedShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
    func outline(size: CGSize?) -> ShapeValue { ShapeValue(.capsule(continuous: style == .continuous)) }
}

/// The shape of the container around a view. No container shape is set in
/// a browser window (as in a Mac window), so it is a rectangle.
@frozen nonisolated public struct ContainerRelativeShape: InsettableShape, DescribedShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: Rectangle(), amount: amount) }
    func outline(size: CGSize?) -> ShapeValue { .rectangle }
}

/// A built-in shape fitted to its frame moved in by `amount`.
nonisolated struct _InsetShape<Base: Shape & DescribedShape>: InsettableShape, DescribedShape {
    var base: Base
    var amount: CGFloat
    func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
    func outline(size: CGSize?) -> ShapeValue { base.outline(size: size).adding(.inset(Double(amount))) }
}

extension Path: Shape, DescribedShape {
    public func path(in rect: CGRect) -> Path { self }
    /// A path is drawn in points as it is, not stretched.
    func outline(size: CGSize?) -> ShapeValue { ShapeValue(.path(shapePath, reference: nil)) }
}

// MARK: Static members

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners each have their own radius.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle whose corners each have their own radius.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }
}

nonisolated extension Shape where Self == Circle {
    /// A circle centred on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// The container's shape (a rectangle in a window).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

// MARK: Type erasure

/// A type-erased shape.
@frozen nonisolated public struct AnyShape: Shape, DescribedShape {
    /// The erased shape (its animatable data is set through `animatableData`).
    var base: any Shape

    public init<S: Shape>(_ shape: S) { base = shape }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    func outline(size: CGSize?) -> ShapeValue { outlineValue(of: base, size: size) }

    /// The erased shape's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
