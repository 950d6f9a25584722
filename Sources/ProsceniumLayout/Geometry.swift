/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(format(width))×\(format(height))" }

    /// This size grown in each axis to at least `other`'s.
    func atLeast(_ other: Size) -> Size {
        Size(width: max(width, other.width), height: max(height, other.height))
    }

    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A point in points, from the top leading corner.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle: where an element lies and how large it is.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var description: String { "(\(format(x)), \(format(y)), \(format(width)), \(format(height)))" }
}

/// The two axes of a layout.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// What a parent offers a child, as SwiftUI's `ProposedViewSize`: a length
/// in each axis, nil for "your ideal size", `.infinity` for "as much as you
/// like", 0 for "as little as you can".
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
    public init(_ size: Size) {
        width = size.width
        height = size.height
    }
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    static func along(_ axis: Axis, _ main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    /// The size this proposal asks for, with `fallback` where it names none.
    func replacingUnspecified(with fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }

    public var description: String {
        "\(width.map(format) ?? "nil")×\(height.map(format) ?? "nil")"
    }
}

func format(_ value: Double) -> String {
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    return value == value.rounded() ? String(Int(value)) : String(value)
}
