import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Use a layout as a container: `MyLayout { ... }`. In a window the layout
/// engine places, the engine runs `sizeThatFits` and `placeSubviews` while
/// it lays the window out, each `LayoutSubview` sized by the engine itself
/// (`EngineLayout`), and the display puts each view at its frame. In a
/// window the display lays out, the display measures each view, the app
/// runs the layout with those measurements, and the display places the
/// views; until the first measurement lands the container is hidden, so no
/// wrong layout shows, and it is measured again whenever its views or the
/// space around it change (the window resized). Placements changed under an animation (`withAnimation`
/// switching an `AnyLayout` from a row to a column) move each view from its
/// old frame to its new one over the animation, as the display slides it.
/// SwiftUI's `Layout` is also `Animatable`; interpolating a layout's own
/// `animatableData` frame by frame is not supported: its views slide from
/// the old placement to the final one instead.
@preconcurrency public protocol Layout: Animatable, Sendable {
    /// Properties of the layout (a stack's orientation).
    static var layoutProperties: LayoutProperties { get }

    /// Cached values the layout computes once for its subviews.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    /// Makes the cache for `subviews`.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// The spacing the composite view wants around it.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// The size of the composite view for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places each subview in `bounds` (`LayoutSubview.place(at:anchor:proposal:)`).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Where the composite view's `guide` is, or nil for its default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// Where the composite view's `guide` is, or nil for its default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacings.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }

    /// Arranges the views of `content` with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}
