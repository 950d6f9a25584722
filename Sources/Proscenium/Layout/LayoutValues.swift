import Foundation

/// A proposal for the size of a view: a dimension that is nil is
/// unspecified (the view takes its ideal size in it).
@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// A proposal of zero in both dimensions: a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Nil in both dimensions: a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Infinity in both dimensions: a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// This proposal with its nil dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The preferred spacing around a view: the distance it wants from its
/// neighbour on each edge. Two views' distance is the larger of what each
/// wants on the edges that face each other.
public struct ViewSpacing: Sendable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// The system's default spacing on every edge (8 points, as between two
    /// views on a Mac).
    public init() { self.init(all: 8) }

    init(all: CGFloat) {
        top = all
        leading = all
        bottom = all
        trailing = all
    }

    /// A spacing of zero on every edge.
    public static let zero = ViewSpacing(all: 0)

    /// Merges `other` into this spacing on `edges`, keeping the larger value.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between a view with this spacing and the view `next`
    /// after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}

/// Properties a layout tells its container about itself.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges its views along, or nil.
    public var stackOrientation: Axis?
    public init() {}
}

/// A key for a value a view passes to its custom layout container
/// (`layoutValue(key:value:)`), read through `LayoutSubview`'s subscript.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Gives this view a value its custom layout reads through its subview
    /// proxy (`subviews[i][Key.self]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}

/// Leaves a layout value on each item for the layout container.
nonisolated struct LayoutValueModifier<K: LayoutValueKey>: TraitModifier, PrimitiveModifier {
    let value: K.Value

    @MainActor func apply(to traits: inout ViewTraits) {
        var values = traits[LayoutValuesTrait.self]
        values[ObjectIdentifier(K.self)] = value
        traits[LayoutValuesTrait.self] = values
    }

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.addChildren(content)
    }
}

/// The layout values an item carries, by key type.
struct LayoutValuesTrait: ViewTraitKey {
    static var defaultValue: [ObjectIdentifier: Any] { [:] }
}
