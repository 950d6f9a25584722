import ProsceniumHost

/// Images, labels, scroll views and geometry readers: views whose size
/// comes from a rule of their own rather than from a stack or a frame.
extension LayoutPass {
    /// How much larger or smaller `imageScale` draws a symbol than its font
    /// (the page's `.image[data-scale]` sizes).
    static let imageScales: [String: Double] = ["small": 0.8, "medium": 1, "large": 1.3]

    /// An SF Symbol is a square as large as its font's point size at its
    /// image scale (the page draws the glyph 1 em square). A resizable
    /// image takes what it is offered, and its square size when offered
    /// nothing.
    func imageSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let natural = Self.pictureSize(element) ?? {
            let side = Self.symbolSide(element)
            return Size(width: side, height: side)
        }()
        guard element.attributes[.resizable]?.bool == true else { return natural }
        return proposal.replacingUnspecified(with: natural)
    }

    /// A picture's size in points, as the app read it from its file
    /// (`naturalSize`); nil for a symbol.
    static func pictureSize(_ element: RenderElement) -> Size? {
        guard element.attributes[.systemName] == nil, let text = element.attributes[.naturalSize]?.string else { return nil }
        let parts = text.split(separator: " ").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        return Size(width: parts[0], height: parts[1])
    }

    static func symbolSide(_ element: RenderElement) -> Double {
        let scale = element.attributes[.imageScale]?.string.flatMap { imageScales[$0] } ?? 1
        return TextStyleMetrics(element).font.size * scale
    }

    /// A label's parts as the page shows them: its style hides the icon
    /// (`titleOnly`) or the title (`iconOnly`).
    func labelParts(_ element: RenderElement) -> (shown: [RenderElement], hidden: [RenderElement]) {
        let hides: ElementKind? = switch element.attributes[.style]?.string {
        case "titleOnly": .image
        case "iconOnly": .text
        default: nil
        }
        let shown = element.children.filter { $0.tag != hides }
        let hidden = element.children.filter { $0.tag == hides }
        return (shown, hidden)
    }

    /// The space between a label's icon and title (the page's gap; an
    /// estimate of the Mac's, which has not been measured).
    static let labelSpacing = 6.0

    /// A label: its icon and title side by side, centred on each other.
    func labelSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        stackChildrenSize(labelParts(element).shown, proposal, axis: .horizontal, spacing: Self.labelSpacing)
    }

    /// The axes a scroll view scrolls in.
    static func scrollAxes(_ element: RenderElement) -> Set<Axis> {
        switch element.attributes[.axes]?.string {
        case "horizontal": [.horizontal]
        case "both": [.horizontal, .vertical]
        case "none": []
        default: [.vertical]
        }
    }

    /// What a scroll view offers its content: no limit along the axes it
    /// scrolls in (the content's ideal length), its own length across them.
    func scrollContentProposal(_ element: RenderElement, _ proposal: ProposedSize) -> ProposedSize {
        var offer = proposal
        for axis in Self.scrollAxes(element) { offer[axis] = nil }
        return offer
    }

    /// A scroll view takes all it is offered in both axes (a window's whole
    /// content area), and its content's size in an axis offered nothing.
    func scrollSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let content = contentSize(element.children, scrollContentProposal(element, proposal))
        var size = Size.zero
        for axis in [Axis.horizontal, .vertical] {
            size[axis] = proposal[axis].map { $0.isFinite ? $0 : content[axis] } ?? content[axis]
        }
        return size
    }

    /// A geometry reader takes all it is offered (10 points in an axis
    /// offered nothing, as a shape does).
    func geometrySize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }
}
