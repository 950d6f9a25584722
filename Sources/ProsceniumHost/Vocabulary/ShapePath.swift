/// An outline of lines and curves, in points: what a shape's `path(in:)`
/// gives, as a display draws it.
public struct ShapePath: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A point of a path.
    public struct Point: Hashable, Sendable, Codable {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// One step of a path.
    public enum Element: Hashable, Sendable, Codable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public var elements: [Element]
    public init(_ elements: [Element] = []) { self.elements = elements }

    public var description: String { "path of \(elements.count) elements" }

    /// The path with every point (ends and control points) moved by `move`.
    public func mapped(_ move: (Point) -> Point) -> ShapePath {
        ShapePath(elements.map { element in
            switch element {
            case let .move(point): .move(to: move(point))
            case let .line(point): .line(to: move(point))
            case let .quadCurve(to, control): .quadCurve(to: move(to), control: move(control))
            case let .curve(to, c1, c2): .curve(to: move(to), control1: move(c1), control2: move(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }
}

/// A number as text, as the wire writes numbers: no trailing `.0`, and
/// `infinity` for an infinite one.
public func attributeNumberText(_ value: Double) -> String {
    if value.isInfinite { return "infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
