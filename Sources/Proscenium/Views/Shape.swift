import ProsceniumHost

/// A 2D shape: a view that fills its space with its outline, in the
/// foreground style unless `.fill(_:)` or `.stroke(_:lineWidth:)` says otherwise.
///
/// Shapes are `shape` elements. The built-in shapes are named (`shape`:
/// `rectangle`, `roundedRectangle` with `cornerRadius`, `circle`, `capsule`,
/// `ellipse`) and the display draws them at whatever size layout gives them.
/// Other shapes (and `Path`) send their `path(in:)` as SVG data (`shape` =
/// `path`, `path`): a custom shape is asked for its path in a 100 × 100
/// rectangle and the display stretches that (`viewBox`) to its frame, which
/// is exact for shapes that scale with their rectangle and approximate for
/// shapes with fixed-size parts. Fills and strokes are colour values (`fill`,
/// `stroke`, `lineWidth`); styles that are not colours fill with the foreground.
public protocol Shape: View, Sendable {
    /// The outline of this shape in `rect`.
    func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// This shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content)
    }

    /// This shape's outline drawn with `content`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, strokeWidth: lineWidth)
    }

    /// This shape's outline in the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), strokeWidth: lineWidth)
    }
}

/// A shape filled or stroked with a style: what `.fill(_:)` makes.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style
    var strokeWidth: CGFloat?

    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }

    init(shape: Content, style: Style, strokeWidth: CGFloat?) {
        self.shape = shape
        self.style = style
        self.strokeWidth = strokeWidth
    }

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes
        if let named = shape as? any NamedShape {
            attributes = named.shapeAttributes
        } else if let path = shape as? Path {
            attributes = [.shape: "path", .path: .path(path.shapePath)]
        } else {
            let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            attributes = [.shape: "path", .path: .path(path.shapePath), .viewBox: "0 0 100 100"]
        }
        let color = style.resolvedColor?.value ?? context.environment.foregroundColorValue ?? Color.primary.value
        if let strokeWidth {
            attributes[.stroke] = .color(color)
            attributes[.lineWidth] = .string(formatNumber(Double(strokeWidth)))
        } else {
            attributes[.fill] = .color(color)
        }
        context.setElement(.shape, attributes)
    }
}

/// The style of the foreground (`.foregroundStyle`, or the text colour).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Built-in shapes the display draws by name.
@MainActor
protocol NamedShape {
    var shapeAttributes: ElementAttributes { get }
}

/// A rectangle filling its frame.
nonisolated public struct Rectangle: Shape, NamedShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var shapeAttributes: ElementAttributes { [.shape: "rectangle"] }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape, NamedShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        return path
    }

    var shapeAttributes: ElementAttributes {
        var attributes: ElementAttributes = [.shape: "roundedRectangle", .cornerRadius: .string(formatNumber(Double(cornerSize.width)))]
        if style == .continuous { attributes[.cornerStyle] = "continuous" }
        return attributes
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
nonisolated public struct Circle: Shape, NamedShape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    var shapeAttributes: ElementAttributes { [.shape: "circle"] }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: Shape, NamedShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    var shapeAttributes: ElementAttributes { [.shape: "ellipse"] }
}

/// A rectangle whose shorter sides are half circles.
nonisolated public struct Capsule: Shape, NamedShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
    var shapeAttributes: ElementAttributes { [.shape: "capsule"] }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
