/// The horizontal or vertical dimension: a text field's growth direction
/// (`TextField(_:text:axis:)`), a scroll view's directions (`Axis.Set`).
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case horizontal
    case vertical

    /// A set of axes, as `ScrollView([.horizontal, .vertical])` takes it.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }

    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }
}
