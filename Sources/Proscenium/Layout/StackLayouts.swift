import Foundation

/// A horizontal stack as a `Layout`: `HStackLayout { ... }`, or switched with
/// others through `AnyLayout` while its views keep their identity and state.
@frozen public struct HStackLayout: Layout {
    /// The type defining the data to animate: a stack animates nothing of its own.
    public typealias AnimatableData = EmptyAnimatableData
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// What the stack keeps between layouts (SwiftUI's own stack's cache):
    /// a layout that wraps the stack forwards it.
    public typealias Cache = _HStackLayout.Cache

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        StackMath(axis: .horizontal, spacing: spacing, subviews: subviews).size(proposal) { $0[alignment] }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        StackMath(axis: .horizontal, spacing: spacing, subviews: subviews)
            .place(in: bounds, proposal: proposal) { $0[alignment] }
    }
}

/// The horizontal stack underneath `HStackLayout`, as SwiftUI names it: its
/// `Cache` is the one `HStackLayout.Cache` stands for.
@frozen public struct _HStackLayout: Sendable {
    /// What a horizontal stack keeps between layouts: nothing, as the stack
    /// measures its subviews afresh each time (`StackMath`); a layout that
    /// wraps a stack makes it with the stack's `makeCache(subviews:)` and
    /// hands it back to the stack's methods.
    @frozen public struct Cache: Sendable {
        init() {}
    }
}

/// A vertical stack as a `Layout`.
@frozen public struct VStackLayout: Layout {
    /// The type defining the data to animate: a stack animates nothing of its own.
    public typealias AnimatableData = EmptyAnimatableData
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// What the stack keeps between layouts (SwiftUI's own stack's cache):
    /// a layout that wraps the stack forwards it.
    public typealias Cache = _VStackLayout.Cache

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        StackMath(axis: .vertical, spacing: spacing, subviews: subviews).size(proposal) { $0[alignment] }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        StackMath(axis: .vertical, spacing: spacing, subviews: subviews)
            .place(in: bounds, proposal: proposal) { $0[alignment] }
    }
}

/// The vertical stack underneath `VStackLayout`, as SwiftUI names it: its
/// `Cache` is the one `VStackLayout.Cache` stands for.
@frozen public struct _VStackLayout: Sendable {
    /// What a vertical stack keeps between layouts: nothing, as the stack
    /// measures its subviews afresh each time (`StackMath`); a layout that
    /// wraps a stack makes it with the stack's `makeCache(subviews:)` and
    /// hands it back to the stack's methods.
    @frozen public struct Cache: Sendable {
        init() {}
    }
}

/// Views on top of each other as a `Layout`, aligned in both axes.
@frozen public struct ZStackLayout: Layout {
    /// The type defining the data to animate: a stack animates nothing of its own.
    public typealias AnimatableData = EmptyAnimatableData
    /// A stack keeps nothing between layouts.
    public typealias Cache = Void
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offered = ProposedViewSize(bounds.size)
        let box = ViewDimensions(size: bounds.size)
        for subview in subviews {
            let d = subview.dimensions(in: offered)
            subview.place(at: CGPoint(x: bounds.minX + box[alignment.horizontal] - d[alignment.horizontal],
                                      y: bounds.minY + box[alignment.vertical] - d[alignment.vertical]),
                          proposal: offered)
        }
    }
}

/// A stack's arithmetic along one axis: how it shares the proposed length
/// among its views (the least flexible first, higher layout priority
/// before lower, each offered an equal share of what is left) and where it
/// puts them.
struct StackMath {
    let axis: Axis
    let spacing: CGFloat?
    let subviews: LayoutSubviews

    private func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    var gaps: [CGFloat] {
        zip(subviews.dropLast(), subviews.dropFirst()).map { a, b in
            spacing ?? a.spacing.distance(to: b.spacing, along: axis)
        }
    }

    /// Each view's size for `offered`.
    func sizes(_ offered: ProposedViewSize) -> [CGSize] {
        let crossProposal = axis == .horizontal ? offered.height : offered.width
        guard let total = axis == .horizontal ? offered.width : offered.height, total.isFinite else {
            let main = axis == .horizontal ? offered.width : offered.height
            return subviews.map { $0.sizeThatFits(proposal(main: main, cross: crossProposal)) }
        }
        var remaining = max(total - gaps.reduce(0, +), 0)
        var sizes = [CGSize](repeating: .zero, count: subviews.count)
        // Flexibility: how much a view's length can vary between the
        // smallest and largest it takes.
        let flexibility = subviews.map { subview in
            length(subview.sizeThatFits(proposal(main: .infinity, cross: crossProposal)))
                - length(subview.sizeThatFits(proposal(main: 0, cross: crossProposal)))
        }
        let order = subviews.indices.map { $0 - subviews.startIndex }.sorted { a, b in
            let pa = subviews[subviews.startIndex + a].priority, pb = subviews[subviews.startIndex + b].priority
            return pa != pb ? pa > pb : flexibility[a] < flexibility[b]
        }
        // A view is offered an equal share among the views of its priority
        // still to size, of what is left once lower-priority views have their
        // narrowest lengths.
        let narrowest = subviews.map { length($0.sizeThatFits(proposal(main: 0, cross: crossProposal))) }
        let priority = { (index: Int) in subviews[subviews.startIndex + index].priority }
        for (position, index) in order.enumerated() {
            let later = order[position...]
            let reserved = later.filter { priority($0) < priority(index) }.map { narrowest[$0] }.reduce(0, +)
            let peers = later.filter { priority($0) == priority(index) }.count
            let share = max(remaining - reserved, 0) / CGFloat(max(peers, 1))
            let size = subviews[subviews.startIndex + index].sizeThatFits(proposal(main: share, cross: crossProposal))
            sizes[index] = size
            remaining = max(remaining - length(size), 0)
        }
        return sizes
    }

    /// The stack's size: its views' lengths and gaps along the axis; across
    /// it, the extent of its views once their guides are lined up.
    func size(_ offered: ProposedViewSize, guide: (ViewDimensions) -> CGFloat) -> CGSize {
        let sizes = sizes(offered)
        let main = sizes.map(length).reduce(0, +) + gaps.reduce(0, +)
        let dimensions = zip(subviews, sizes).map { $0.dimensions(in: ProposedViewSize($1)) }
        let lead = dimensions.map(guide).max() ?? 0
        let crossLength = zip(dimensions, sizes).map { lead - guide($0) + cross($1) }.max() ?? 0
        return axis == .horizontal ? CGSize(width: main, height: crossLength) : CGSize(width: crossLength, height: main)
    }

    /// Places the views one after another, their `guide` values lined up.
    func place(in bounds: CGRect, proposal offered: ProposedViewSize, guide: (ViewDimensions) -> CGFloat) {
        let sizes = sizes(offered)
        let dimensions = zip(subviews, sizes).map { $0.dimensions(in: ProposedViewSize($1)) }
        let lead = dimensions.map(guide).max() ?? 0
        let gaps = gaps
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (index, subview) in subviews.enumerated() {
            let offset = lead - guide(dimensions[index])
            let point = axis == .horizontal ? CGPoint(x: position, y: bounds.minY + offset)
                : CGPoint(x: bounds.minX + offset, y: position)
            subview.place(at: point, proposal: ProposedViewSize(sizes[index]))
            position += length(sizes[index]) + (index < gaps.count ? gaps[index] : 0)
        }
    }
}
