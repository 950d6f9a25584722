import ProsceniumHost

/// `frame` and `padding`, layouts of their own around one child.
extension LayoutPass {
    struct FrameSpec {
        var width, height: Double?
        var minWidth, idealWidth, maxWidth: Double?
        var minHeight, idealHeight, maxHeight: Double?
        var isFlexible: Bool {
            [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].contains { $0 != nil }
        }

        init(_ element: RenderElement) {
            let a = element.attributes
            width = a[.width]?.length
            height = a[.height]?.length
            minWidth = a[.minWidth]?.length
            idealWidth = a[.idealWidth]?.length
            maxWidth = a[.maxWidth]?.length
            minHeight = a[.minHeight]?.length
            idealHeight = a[.idealHeight]?.length
            maxHeight = a[.maxHeight]?.length
        }
    }

    /// What a frame offers its child.
    func frameChildProposal(_ spec: FrameSpec, _ proposal: ProposedSize) -> ProposedSize {
        if !spec.isFlexible {
            return ProposedSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height)
        }
        func offer(_ proposed: Double?, min: Double?, ideal: Double?, max: Double?) -> Double? {
            guard var value = proposed else { return ideal }
            if let min { value = Swift.max(value, min) }
            if let max { value = Swift.min(value, max) }
            return value
        }
        return ProposedSize(width: offer(proposal.width, min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth),
                            height: offer(proposal.height, min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight))
    }

    /// A fixed frame is its lengths, its child's where it names none. A
    /// flexible frame is its child's length clamped to its range, reaching
    /// toward what it is offered: `maxWidth: .infinity` takes all the width
    /// offered, `minWidth` never less than it.
    func frameSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let spec = FrameSpec(element)
        let child = contentSize(element.children, frameChildProposal(spec, proposal))
        if !spec.isFlexible {
            return Size(width: spec.width ?? child.width, height: spec.height ?? child.height)
        }
        func length(_ child: Double, proposed: Double?, min: Double?, ideal: Double?, max: Double?) -> Double {
            guard let proposed else {
                if let ideal { return ideal }
                var value = child
                if let min { value = Swift.max(value, min) }
                if let max { value = Swift.min(value, max) }
                return value
            }
            var value = child
            if let min { value = Swift.max(min, Swift.min(value, proposed)) }
            if let max { value = Swift.min(max, Swift.max(value, proposed)) }
            return value
        }
        return Size(width: length(child.width, proposed: proposal.width, min: spec.minWidth, ideal: spec.idealWidth,
                                  max: spec.maxWidth),
                    height: length(child.height, proposed: proposal.height, min: spec.minHeight,
                                   ideal: spec.idealHeight, max: spec.maxHeight))
    }

    /// The padding's insets: top, leading, bottom, trailing.
    func insets(_ element: RenderElement) -> (top: Double, leading: Double, bottom: Double, trailing: Double) {
        let a = element.attributes
        return (a[.top]?.length ?? 0, a[.leading]?.length ?? 0, a[.bottom]?.length ?? 0, a[.trailing]?.length ?? 0)
    }

    /// What a padding offers its child: its own proposal less the insets.
    func paddingChildProposal(_ element: RenderElement, _ proposal: ProposedSize) -> ProposedSize {
        let i = insets(element)
        return ProposedSize(width: proposal.width.map { max($0 - i.leading - i.trailing, 0) },
                            height: proposal.height.map { max($0 - i.top - i.bottom, 0) })
    }

    /// Padding is its child's size plus the insets.
    func paddingSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let i = insets(element)
        let child = contentSize(element.children, paddingChildProposal(element, proposal))
        return Size(width: child.width + i.leading + i.trailing, height: child.height + i.top + i.bottom)
    }
}

extension LayoutPass {
    /// A wrapper's content: its one child, or several as a vertical stack
    /// (a `Group`'s views under one modifier).
    func contentSize(_ children: [RenderElement], _ proposal: ProposedSize) -> Size {
        switch children.count {
        case 0: return .zero
        case 1: return sizeThatFits(children[0], proposal, context: .other)
        default: return stackChildrenSize(children, proposal, axis: .vertical, spacing: nil)
        }
    }
}
