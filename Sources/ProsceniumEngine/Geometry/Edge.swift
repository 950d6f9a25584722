/// An edge of a rectangle, in layout direction terms (leading is the left in
/// left-to-right languages).
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, as `padding(_:_:)` and `ignoresSafeArea(_:edges:)` take them.
    public struct Set: OptionSet, Hashable, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding just `edge`.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        public static let top = Edge.Set(.top)
        public static let leading = Edge.Set(.leading)
        public static let bottom = Edge.Set(.bottom)
        public static let trailing = Edge.Set(.trailing)
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Edge.Set = [.leading, .trailing]
        public static let vertical: Edge.Set = [.top, .bottom]
    }
}

/// The inset distances for the sides of a rectangle, in points.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every side.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// `length` on the edges in `edges`, zero on the others.
    package init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// The insets as the `padding` element's attributes.
    package var attributes: ElementAttributes {
        [.top: .length(Double(top)), .leading: .length(Double(leading)),
         .bottom: .length(Double(bottom)), .trailing: .length(Double(trailing))]
    }
}
