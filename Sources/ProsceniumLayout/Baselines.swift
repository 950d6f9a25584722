import ProsceniumHost

/// Text baselines, for stacks aligned `.firstTextBaseline` or
/// `.lastTextBaseline`: a text's first or last line's baseline; a vertical
/// stack's first child's first baseline and last child's last; any other
/// container's first child's; a view with no text (a colour, a shape, a
/// spacer) has its bottom edge as both, as in SwiftUI.
extension LayoutPass {
    /// How far below `element`'s top edge its first (or last) text baseline
    /// lies, laid out at `size` for `proposal`.
    func baseline(of element: RenderElement, size: Size, proposal: ProposedSize, last: Bool,
                           context: LayoutContext) -> Double {
        if element.tag == .text {
            let fitting = textFitting(element, effectiveProposal(element, proposal, context: context))
            let pitch = fitting.lineHeight + fitting.spacing
            let lines = max(1, ((size.height + fitting.spacing) / pitch).rounded())
            return last ? fitting.ascent + (lines - 1) * pitch : fitting.ascent
        }
        let children = element.children
        guard !children.isEmpty, ![ElementKind.color, .shape, .spacer, .divider].contains(element.tag) else {
            return size.height
        }
        var placed = LayoutResult()
        let offered = effectiveProposal(element, proposal, context: context)
        placeChildren(of: element, in: Rect(origin: .zero, size: size), proposal: offered, fitted: size,
                      context: context, into: &placed)
        // Kinds with no rule of their own lay their children out as a vertical stack.
        let isVertical = ![ElementKind.hstack, .lazyhstack, .zstack, .layer, .frame, .padding].contains(element.tag)
        let child = last && isVertical ? children[children.count - 1] : children[0]
        guard let frame = placed.frame(of: child.id) else { return size.height }
        let childProposal = placed.proposals[child.id] ?? ProposedSize(frame.size)
        return frame.y + baseline(of: child, size: frame.size, proposal: childProposal, last: last,
                                  context: placed.contexts[child.id] ?? .other)
    }

    /// Where each child of a horizontal stack sits across it when its
    /// alignment is a text baseline: every child's baseline on one line.
    /// Returns each child's offset from the stack's top and the stack's height.
    func baselineOffsets(_ children: [RenderElement], sizes: [(size: Size, offer: ProposedSize)],
                                  last: Bool) -> (offsets: [Double], height: Double) {
        let baselines = children.indices.map { index in
            baseline(of: children[index], size: sizes[index].size, proposal: sizes[index].offer, last: last,
                     context: .stack(.horizontal))
        }
        let line = baselines.max() ?? 0
        let offsets = baselines.map { line - $0 }
        let height = children.indices.map { offsets[$0] + sizes[$0].size.height }.max() ?? 0
        return (offsets, height)
    }
}
