/// The leading or trailing edge of a view.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public typealias Element = HorizontalEdge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        public static let leading = HorizontalEdge.Set(.leading)
        public static let trailing = HorizontalEdge.Set(.trailing)
        public static let all: HorizontalEdge.Set = [.leading, .trailing]
    }
}
