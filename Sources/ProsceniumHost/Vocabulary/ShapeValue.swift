/// A shape's outline as a display draws it at whatever size its element has:
/// a built-in shape or a path, then the operations applied to it in order
/// (insets, moves, turns, scales, affine transforms, trims). Shapes are
/// drawn (`shape` elements' `outline`), clip (`clipShape`), and say where a
/// view takes clicks (`contentShape`).
public struct ShapeValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Corner radii of a rectangle, in points, from its top leading corner on.
    public struct CornerRadii: Hashable, Sendable, Codable {
        public var topLeading: Double
        public var bottomLeading: Double
        public var bottomTrailing: Double
        public var topTrailing: Double
        public init(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double) {
            self.topLeading = topLeading
            self.bottomLeading = bottomLeading
            self.bottomTrailing = bottomTrailing
            self.topTrailing = topTrailing
        }
        public init(all radius: Double) {
            self.init(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
        }
    }

    /// What the outline starts from, fitted to the element's frame.
    public enum Base: Hashable, Sendable, Codable {
        case rectangle
        /// Corners of `cornerWidth` by `cornerHeight` points.
        case roundedRectangle(cornerWidth: Double, cornerHeight: Double, continuous: Bool)
        /// Each corner with its own radius.
        case unevenRoundedRectangle(CornerRadii, continuous: Bool)
        /// The largest circle centred in the frame.
        case circle
        case ellipse
        /// A rectangle whose shorter sides are half circles.
        case capsule(continuous: Bool)
        /// A path in points. With a `reference` size, the path was made for a
        /// frame of that size and is stretched to the element's; without
        /// one it is drawn as it is.
        case path(ShapePath, reference: ShapePath.Point?)
    }

    /// One step applied to the outline.
    public enum Operation: Hashable, Sendable, Codable {
        /// The frame moved in by this many points on every side, before the
        /// outline is fitted to it (`InsettableShape.inset(by:)`).
        case inset(Double)
        case offset(x: Double, y: Double)
        /// Turned clockwise by `degrees` about a unit point of the frame.
        case rotation(degrees: Double, anchorX: Double, anchorY: Double)
        /// Scaled about a unit point of the frame.
        case scale(x: Double, y: Double, anchorX: Double, anchorY: Double)
        /// An affine matrix in points (`CGAffineTransform`'s a, b, c, d, tx, ty).
        case transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
        /// Only the part of the outline from `from` to `to` (fractions of its length).
        case trim(from: Double, to: Double)
    }

    public var base: Base
    public var operations: [Operation]
    /// Whether areas the outline crosses an even number of times are outside
    /// (the even-odd rule) rather than inside (non-zero winding).
    public var eoFill: Bool

    public init(_ base: Base, operations: [Operation] = [], eoFill: Bool = false) {
        self.base = base
        self.operations = operations
        self.eoFill = eoFill
    }

    /// This outline with `operation` applied after the others.
    public func adding(_ operation: Operation) -> ShapeValue {
        var copy = self
        copy.operations.append(operation)
        return copy
    }

    public static let rectangle = ShapeValue(.rectangle)
    public static let circle = ShapeValue(.circle)
    public static let ellipse = ShapeValue(.ellipse)
    public static let capsule = ShapeValue(.capsule(continuous: true))

    public var description: String {
        let base: String = switch self.base {
        case .rectangle: "rectangle"
        case let .roundedRectangle(width, height, _): "roundedRectangle(\(width), \(height))"
        case let .unevenRoundedRectangle(radii, _):
            "unevenRoundedRectangle(\(radii.topLeading), \(radii.bottomLeading), \(radii.bottomTrailing), \(radii.topTrailing))"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .capsule: "capsule"
        case let .path(path, _): path.description
        }
        return ([base] + operations.map { "\($0)" }).joined(separator: " ")
    }
}
