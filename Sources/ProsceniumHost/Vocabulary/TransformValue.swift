/// How a view is drawn moved, turned, scaled or projected, without changing
/// its place in the layout (`rotationEffect`, `scaleEffect`,
/// `rotation3DEffect`, `transformEffect`, `projectionEffect`, and `offset`
/// applied inside one of them).
///
/// `operations` are outermost first: the last one is applied to the view
/// first, as the innermost modifier is. Each turns or scales about its own
/// anchor, a unit point of the element's bounds (0,0 top leading, 1,1 bottom
/// trailing).
public struct TransformValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A point of the element's bounds, in fractions of its size.
    public struct Anchor: Hashable, Sendable, Codable, CustomStringConvertible {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
        public static let center = Anchor(x: 0.5, y: 0.5)
        public var description: String { "(\(x), \(y))" }
    }

    public enum Operation: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Moved by points.
        case translate(x: Double, y: Double)
        /// Turned clockwise by degrees about the anchor.
        case rotate(degrees: Double, anchor: Anchor)
        /// Scaled by factors about the anchor (negative factors mirror).
        case scale(x: Double, y: Double, anchor: Anchor)
        /// Turned by degrees about an axis through the anchor (lifted by
        /// `anchorZ` points), seen with a perspective (0: none, 1: SwiftUI's
        /// default).
        case rotate3D(degrees: Double, axisX: Double, axisY: Double, axisZ: Double, anchor: Anchor, anchorZ: Double,
                      perspective: Double)
        /// An affine matrix (`CGAffineTransform`'s a, b, c, d, tx, ty) about
        /// the top leading corner.
        case affine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
        /// A 3×3 projective matrix, row-major (`ProjectionTransform`'s m11 ...
        /// m33), about the top leading corner.
        case projection([Double])

        public var description: String {
            switch self {
            case let .translate(x, y): "translate(\(x), \(y))"
            case let .rotate(degrees, anchor): "rotate(\(degrees)° at \(anchor))"
            case let .scale(x, y, anchor): "scale(\(x), \(y) at \(anchor))"
            case let .rotate3D(degrees, x, y, z, anchor, anchorZ, perspective):
                "rotate3D(\(degrees)° about (\(x), \(y), \(z)) at \(anchor) z \(anchorZ) perspective \(perspective))"
            case let .affine(a, b, c, d, tx, ty): "affine(\(a), \(b), \(c), \(d), \(tx), \(ty))"
            case let .projection(m): "projection(\(m.map { "\($0)" }.joined(separator: ", ")))"
            }
        }
    }

    public var operations: [Operation]
    public init(_ operations: [Operation]) { self.operations = operations }

    public var description: String { operations.map(\.description).joined(separator: " ") }

    /// This transform with `inner` applied to the view before it.
    public func appending(_ inner: Operation) -> TransformValue { TransformValue(operations + [inner]) }
}

extension RenderElement {
    /// How the element is drawn transformed (`rotationEffect`, `scaleEffect`, ...).
    public var transform: TransformValue? { attributes[.transform]?.transform }
}
