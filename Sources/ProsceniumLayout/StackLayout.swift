import ProsceniumHost

/// Stacks as SwiftUI lays them out: the length along the axis is shared
/// among the children in order of layout priority (higher first), spacers
/// after the other views of their priority, and otherwise in order of
/// increasing flexibility (the difference between the
/// longest and shortest length a child takes); each child is offered an
/// equal share of what is left, less what children of lower priority need at
/// their shortest.
extension LayoutPass {
    func stackSize(_ element: RenderElement, _ proposal: ProposedSize, axis: Axis,
                            spacing: Double? = nil) -> Size {
        stackChildrenSize(element.children, proposal, axis: axis, spacing: spacing ?? element.attributes[.spacing]?.length,
                          alignment: element.attributes[.alignment]?.alignment)
    }

    func stackChildrenSize(_ children: [RenderElement], _ proposal: ProposedSize, axis: Axis,
                                    spacing: Double?, alignment: AlignmentValue? = nil) -> Size {
        let measured = stackChildSizes(children, proposal, axis: axis, spacing: spacing)
        let sizes = measured.map(\.size)
        var size = Size.zero
        size[axis] = sizes.reduce(0) { $0 + $1[axis] } + gaps(children, axis: axis, spacing: spacing).reduce(0, +)
        if axis == .horizontal, let last = alignment?.baselineLast {
            size.height = baselineOffsets(children, sizes: measured, last: last).height
        } else {
            size[axis.other] = sizes.map { $0[axis.other] }.max() ?? 0
        }
        return size
    }

    /// The space between each pair of neighbours.
    func gaps(_ children: [RenderElement], axis: Axis, spacing: Double?) -> [Double] {
        zip(children.dropLast(), children.dropFirst()).map { first, second in
            spacing ?? DefaultSpacing.between(first, second, along: axis)
        }
    }

    /// Each child's size for `proposal`, with what it was offered.
    func stackChildSizes(_ children: [RenderElement], _ proposal: ProposedSize, axis: Axis,
                                  spacing: Double?) -> [(size: Size, offer: ProposedSize)] {
        let context = LayoutContext.stack(axis)
        let cross = proposal[axis.other]
        guard let total = proposal[axis], total.isFinite else {
            // Unspecified or unlimited: every child is offered the same.
            let offer = ProposedSize.along(axis, proposal[axis], cross: cross)
            return children.map { (sizeThatFits($0, offer, context: context), offer) }
        }
        let shortest = children.map { sizeThatFits($0, .along(axis, 0, cross: cross), context: context)[axis] }
        let longest = children.map { sizeThatFits($0, .along(axis, .infinity, cross: cross), context: context)[axis] }
        let flexibility = zip(longest, shortest).map { long, short in long.isInfinite ? Double.infinity : long - short }
        // Spacers come after every other view of their priority: they
        // take what those leave, and those are offered all but the spacers'
        // minimum lengths (a row's text wraps at the row's width less a
        // spacer's 8 points, not at half of it).
        let ranks = children.map { child in
            StackRank(priority: child.attributes[.layoutPriority]?.number ?? 0, isSpacer: child.tag == .spacer)
        }
        let order = children.indices.sorted { a, b in
            if ranks[a] != ranks[b] { return ranks[a] > ranks[b] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
        var remaining = total - gaps(children, axis: axis, spacing: spacing).reduce(0, +)
        var sizes = [(size: Size, offer: ProposedSize)](repeating: (.zero, .unspecified), count: children.count)
        // What children of lower rank need at their shortest, and where each
        // rank's run of `order` ends.
        var reservedBelow: [StackRank: Double] = [:]
        var groupEnd: [StackRank: Int] = [:]
        for (position, index) in order.enumerated() {
            groupEnd[ranks[index]] = position + 1
        }
        for rank in Set(ranks) {
            reservedBelow[rank] = children.indices.filter { ranks[$0] < rank }.reduce(0) { $0 + shortest[$1] }
        }
        for (position, index) in order.enumerated() {
            let rank = ranks[index]
            let peers = groupEnd[rank]! - position
            let share = max(remaining - reservedBelow[rank]!, 0) / Double(peers)
            let offer = ProposedSize.along(axis, share, cross: cross)
            let size = sizeThatFits(children[index], offer, context: context)
            sizes[index] = (size, offer)
            remaining -= size[axis]
        }
        return sizes
    }

    /// Places a stack's children along its axis, aligned across it.
    func placeStack(_ children: [RenderElement], in bounds: Rect, proposal: ProposedSize, axis: Axis,
                             spacing: Double?, alignment: AlignmentValue, into result: inout LayoutResult,
                             parent: ElementID) {
        let sizes = stackChildSizes(children, proposal, axis: axis, spacing: spacing)
        let gaps = gaps(children, axis: axis, spacing: spacing)
        // Aligned by baseline: the children's baselines on one line, the
        // line's block centred in the stack.
        var baselineOffsets: [Double]?
        var baselineBlock = 0.0
        if axis == .horizontal, let last = alignment.baselineLast {
            let aligned = self.baselineOffsets(children, sizes: sizes, last: last)
            baselineOffsets = aligned.offsets
            baselineBlock = aligned.height
        }
        var position = 0.0
        for (index, child) in children.enumerated() {
            let (size, offer) = sizes[index]
            let origin: Point
            let free = bounds.size[axis.other] - size[axis.other]
            let offset = baselineOffsets.map { $0[index] + (bounds.height - baselineBlock) / 2 }
                ?? crossOffset(free: free, alignment: alignment, axis: axis)
            if axis == .horizontal {
                origin = Point(x: position, y: offset)
            } else {
                origin = Point(x: offset, y: position)
            }
            place(child, at: Point(x: bounds.x + origin.x, y: bounds.y + origin.y), size: size, proposal: offer,
                  context: .stack(axis), parent: parent, into: &result)
            position += size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// Where a child whose cross length leaves `free` points sits across a stack.
    private func crossOffset(free: Double, alignment: AlignmentValue, axis: Axis) -> Double {
        if axis == .horizontal {
            switch alignment.vertical {
            case .top: return 0
            case .bottom: return free
            default: return free / 2
            }
        }
        switch alignment.horizontal {
        case .leading: return 0
        case .trailing: return free
        default: return free / 2
        }
    }
}

/// Where a child comes in a stack's sharing: higher layout priority first;
/// within one priority, other views before spacers.
struct StackRank: Hashable, Comparable {
    var priority: Double
    var isSpacer: Bool

    static func < (a: StackRank, b: StackRank) -> Bool {
        if a.priority != b.priority { return a.priority < b.priority }
        return a.isSpacer && !b.isSpacer
    }
}

extension AlignmentValue {
    /// For a text baseline alignment, whether it is the last line's; nil
    /// for any other.
    var baselineLast: Bool? {
        switch vertical {
        case .firstTextBaseline: false
        case .lastTextBaseline: true
        default: nil
        }
    }
}
