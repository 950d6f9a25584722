import Foundation

/// A type-erased layout: switch between layouts (`AnyLayout(HStackLayout())`
/// and `AnyLayout(VStackLayout())`) and the views inside keep their identity
/// and state; only where they are placed changes.
@frozen public struct AnyLayout: Layout {
    var base: any Layout

    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The type defining the data to animate: the erased layout's own.
    public typealias AnimatableData = _AnyAnimatableData

    /// The erased layout's animatable data; set, it goes to that layout
    /// (a value of another layout's type is ignored).
    public var animatableData: AnyLayout.AnimatableData {
        get {
            func read<L: Layout>(_ layout: L) -> _AnyAnimatableData { _AnyAnimatableData(layout.animatableData) }
            return read(base)
        }
        set {
            func write<L: Layout>(_ layout: L) -> any Layout { newValue.applied(to: layout) }
            base = write(base)
        }
    }

    /// The erased layout's cache, with the type of layout that made it.
    public struct Cache {
        var layoutType: ObjectIdentifier
        var value: Any
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache {
            Cache(layoutType: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
        }
        return make(base)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard cache.layoutType == ObjectIdentifier(L.self), var inner = cache.value as? L.Cache else {
                cache = makeCache(subviews: subviews)
                return
            }
            layout.updateCache(&inner, subviews: subviews)
            cache.value = inner
        }
        update(base)
    }

    /// Runs `body` with the base layout and its cache (made again when the
    /// layout changed type since the cache was made).
    private func withBase<R>(_ cache: inout Cache, subviews: Subviews,
                             _ body: (any Layout, inout Any) -> R) -> R {
        if cache.layoutType != ObjectIdentifier(type(of: base)) { cache = makeCache(subviews: subviews) }
        return body(base, &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func run<L: Layout>(_ layout: L, _ value: inout Any) -> ViewSpacing {
            var inner = value as! L.Cache
            defer { value = inner }
            return layout.spacing(subviews: subviews, cache: &inner)
        }
        return withBase(&cache, subviews: subviews) { run($0, &$1) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func run<L: Layout>(_ layout: L, _ value: inout Any) -> CGSize {
            var inner = value as! L.Cache
            defer { value = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        return withBase(&cache, subviews: subviews) { run($0, &$1) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func run<L: Layout>(_ layout: L, _ value: inout Any) {
            var inner = value as! L.Cache
            defer { value = inner }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        withBase(&cache, subviews: subviews) { run($0, &$1) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ layout: L, _ value: inout Any) -> CGFloat? {
            var inner = value as! L.Cache
            defer { value = inner }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        return withBase(&cache, subviews: subviews) { run($0, &$1) }
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func run<L: Layout>(_ layout: L, _ value: inout Any) -> CGFloat? {
            var inner = value as! L.Cache
            defer { value = inner }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        return withBase(&cache, subviews: subviews) { run($0, &$1) }
    }
}
