import ProsceniumHost

/// An outline made of lines and curves, as a shape's `path(in:)` returns it.
/// The render tree carries it as a `ShapePath`.
public struct Path: Equatable, Sendable {
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }
    private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path made by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.close) }

    /// Lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// An ellipse inscribed in `rect`, as four cubic curves.
    public mutating func addEllipse(in rect: CGRect) {
        let k: CGFloat = 0.5522847498
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// A rectangle with corners rounded by `cornerSize` (circular arcs; the
    /// `continuous` style's smoother corners are drawn as circular ones).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize,
                                        style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                 control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                 control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }

    /// The path as the render tree carries it.
    var shapePath: ShapePath {
        func p(_ point: CGPoint) -> ShapePath.Point { ShapePath.Point(x: Double(point.x), y: Double(point.y)) }
        return ShapePath(elements.map { element in
            switch element {
            case let .move(point): .move(to: p(point))
            case let .line(point): .line(to: p(point))
            case let .quadCurve(to, control): .quadCurve(to: p(to), control: p(control))
            case let .curve(to, c1, c2): .curve(to: p(to), control1: p(c1), control2: p(c2))
            case .close: .closeSubpath
            }
        })
    }
}

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}
