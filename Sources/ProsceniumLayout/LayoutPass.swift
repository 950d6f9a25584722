import ProsceniumHost
import ProsceniumText

/// What an element's layout depends on besides its proposal: the axis of
/// the stack it is in (a `Spacer` grows along it, a `Divider` crosses it).
enum LayoutContext: Hashable {
    case root
    case stack(Axis)
    case other

    var stackAxis: Axis? {
        if case let .stack(axis) = self { return axis }
        return nil
    }
}

/// One layout of a tree: sizes are remembered by element, proposal and
/// context, since a stack asks each child several times. A class, so that
/// the app's layouts (`ExternalLayout`) size their subviews through the
/// same pass and its caches while the pass asks them.
final class LayoutPass {
    let measurer: TextMeasurer
    /// The app's layouts, by their `layout` element.
    let externals: [ElementID: any ExternalLayout]
    /// Lists' rows kept from earlier layouts (`ListRowCache`), if any.
    let rowCache: ListRowCache?
    private var sizes: [ElementID: SizesAsked] = [:]
    /// Text widths measured in this pass.
    var textWidths: [TextKey: Double] = [:]
    /// Text broken into lines in this pass.
    var textLines: [LinesKey: [Double]] = [:]
    /// Where the pass starts from and leaves what it learnt, if anywhere.
    private let memory: LayoutMemory?
    /// How far the display scrolled each list (`ListViewport`).
    var listOffsets: [ElementID: Double] { memory?.listOffsets ?? [:] }
    /// While placing: the safe area of each element being placed, outermost
    /// first (its bounds, or inside its safe area padding), and the unsafe
    /// area beyond its edges (`SafeAreaLayout`).
    var safeAreas: [(bounds: Rect, outside: SafeAreaInsets)] = []

    /// The sizes an element chose, by proposal and context: a few each
    /// (a stack asks a child at most a handful of times), so a list.
    struct SizesAsked {
        private var answers: [(proposal: ProposedSize, context: LayoutContext, size: Size)] = []
        /// An element asked at a new size every update (a window being
        /// resized, an animation) keeps only its latest answers.
        static let limit = 8

        var count: Int { answers.count }

        func size(for proposal: ProposedSize, in context: LayoutContext) -> Size? {
            answers.first { $0.proposal == proposal && $0.context == context }?.size
        }

        mutating func remember(_ size: Size, for proposal: ProposedSize, in context: LayoutContext) {
            if answers.count == Self.limit { answers.removeFirst() }
            answers.append((proposal, context, size))
        }
    }

    /// A pass starting from what `memory` kept (prepared for the tree the
    /// pass lays out: `LayoutMemory.prepare(for:)`).
    init(measurer: TextMeasurer, externals: [ElementID: any ExternalLayout] = [:], rowCache: ListRowCache? = nil,
         memory: LayoutMemory? = nil) {
        self.measurer = measurer
        self.externals = externals
        self.rowCache = rowCache
        self.memory = memory
        guard let memory else { return }
        swap(&sizes, &memory.sizes)
        swap(&textWidths, &memory.textWidths)
        swap(&textLines, &memory.textLines)
    }

    /// Hands what the pass learnt to its memory: the next pass over the
    /// same tree starts from it.
    func finish() {
        guard let memory else { return }
        swap(&sizes, &memory.sizes)
        swap(&textWidths, &memory.textWidths)
        swap(&textLines, &memory.textLines)
    }

    /// The size `element` chooses for `proposal`.
    func sizeThatFits(_ element: RenderElement, _ proposal: ProposedSize, context: LayoutContext) -> Size {
        if let known = sizes[element.id]?.size(for: proposal, in: context) { return known }
        let size = modifiedSize(element, proposal, context: context)
        sizes[element.id, default: SizesAsked()].remember(size, for: proposal, in: context)
        memory?.sizesComputed += 1
        return size
    }

    /// The size with the modifiers any element may carry: `fixedSize` (its
    /// ideal size in the chosen axes) and `aspectRatio`.
    private func modifiedSize(_ element: RenderElement, _ proposal: ProposedSize,
                                       context: LayoutContext) -> Size {
        let offered = effectiveProposal(element, proposal, context: context)
        return kindSize(element, offered, context: context)
    }

    /// The proposal an element's own layout sees, once `fixedSize` and
    /// `aspectRatio` have changed what its parent offered.
    func effectiveProposal(_ element: RenderElement, _ proposal: ProposedSize,
                                    context: LayoutContext) -> ProposedSize {
        var offered = proposal
        switch element.attributes[.fixedSize]?.string {
        case "both": offered = .unspecified
        case "horizontal": offered.width = nil
        case "vertical": offered.height = nil
        default: break
        }
        if let mode = element.attributes[.contentMode]?.string {
            offered = aspectProposal(element, offered, fill: mode == "fill", context: context)
        }
        return offered
    }

    /// `aspectRatio`: the largest (fit) or smallest (fill) size of the ratio
    /// within the proposal, the ratio being the attribute's or the element's
    /// own ideal size's.
    private func aspectProposal(_ element: RenderElement, _ proposal: ProposedSize, fill: Bool,
                                         context: LayoutContext) -> ProposedSize {
        let ratio: Double
        if let given = element.attributes[.aspectRatio]?.number, given > 0 {
            ratio = given
        } else {
            let ideal = kindSize(element, .unspecified, context: context)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            ratio = ideal.width / ideal.height
        }
        // An axis offered nothing follows the other by the ratio (a square
        // fills a lazy grid's column); nothing offered at all, 10 points tall.
        let fallback: Size = switch (proposal.width, proposal.height) {
        case let (width?, nil) where width.isFinite: Size(width: width, height: width / ratio)
        case let (nil, height?) where height.isFinite: Size(width: height * ratio, height: height)
        default: Size(width: 10 * ratio, height: 10)
        }
        let available = proposal.replacingUnspecified(with: fallback)
        var width = available.width, height = available.height
        if width.isInfinite && height.isInfinite { return proposal }
        if width.isInfinite { width = height * ratio }
        if height.isInfinite { height = width / ratio }
        let byWidth = Size(width: width, height: width / ratio)
        let byHeight = Size(width: height * ratio, height: height)
        let fitsWidth = byWidth.height <= height
        let chosen = fill ? (fitsWidth ? byHeight : byWidth) : (fitsWidth ? byWidth : byHeight)
        return ProposedSize(chosen)
    }

    /// The size of `element`'s own kind of layout.
    private func kindSize(_ element: RenderElement, _ proposal: ProposedSize, context: LayoutContext) -> Size {
        switch element.tag {
        case .vstack, .lazyvstack: return stackSize(element, proposal, axis: .vertical)
        case .hstack, .lazyhstack: return stackSize(element, proposal, axis: .horizontal)
        case .zstack: return zstackSize(element.children, proposal)
        case .spacer: return spacerSize(element, proposal, context: context)
        case .divider: return dividerSize(proposal, context: context)
        case .frame, .relativeframe: return frameSize(element, proposal)
        case .padding: return paddingSize(element, proposal)
        // A canvas and a text editor take what they are offered, as a shape does.
        case .shape: return shapeSize(element, proposal)
        case .color, .canvas, .texteditor: return fillSize(proposal)
        case .text: return textSize(element, proposal)
        case .layer: return layerSize(element, proposal)
        case .image: return imageSize(element, proposal)
        case .label: return labelSize(element, proposal)
        case .scroll: return scrollSize(element, proposal)
        case .geometry: return geometrySize(proposal)
        case .layout: return externalSize(element, proposal)
        case .grid where GridSpec.isGrid(element): return gridSize(element, proposal)
        case .grid: return lazyGridSize(element, proposal)
        case .section: return stackSize(element, proposal, axis: StackSections.axis(element))
        case .list, .form: return listSize(element, proposal)
        case .table: return tableSize(element, proposal)
        case .split: return splitSize(element, proposal)
        case .column, .page: return columnSize(element, proposal)
        case .navstack: return navigationStackSize(element, proposal)
        case .unavailable: return unavailableSize(element, proposal)
        case .navlink: return navigationLinkSize(element, proposal)
        case .disclosure: return disclosureSize(element, proposal)
        case _ where ControlEnvironment.controlKinds.contains(element.tag): return controlSize(element, proposal)
        // The root holds the scene's content: one view, or several as a vertical stack.
        case .root: return contentSize(element.children, proposal)
        default: return containerSize(element, proposal)
        }
    }

    /// Elements the engine has no rule of its own for yet: their children
    /// as a vertical stack without spacing, so their content is sized.
    func containerSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        guard !element.children.isEmpty else { return Size.zero }
        return stackSize(element, proposal, axis: .vertical, spacing: 0)
    }

    /// A color or shape takes what it is offered; nothing offered, 10 points
    /// (SwiftUI's size for a shape with no proposal).
    private func fillSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    /// A shape's size, as its `sizeThatFits(_:)` answers: a shape of the
    /// app's own is asked (its `ExternalLayout`); a circle is a square, the
    /// smaller side of what it is offered (Apple's `Circle` declares its own
    /// `sizeThatFits(_:)` and draws "a circle centered on the frame" whose
    /// radius is half the frame's smallest edge: no more room than that);
    /// the other built-in shapes take what they are offered.
    private func shapeSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        if let shape = externals[element.id] {
            let size = shape.sizeThatFits(proposal, subviews: [])
            // As a colour: infinite when offered infinity, never negative.
            return Size(width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
        }
        if case .circle = element.attributes[.outline]?.shape?.base {
            let side = switch (proposal.width, proposal.height) {
            case let (width?, height?): min(width, height)
            case let (width?, nil): width
            case let (nil, height?): height
            case (nil, nil): 10.0
            }
            return Size(width: max(side, 0), height: max(side, 0))
        }
        return fillSize(proposal)
    }

    /// A spacer grows along its stack's axis from its minimum length (the
    /// default spacing, 8, when it names none) and has no length across it;
    /// outside a stack it takes what it is offered in both axes.
    private func spacerSize(_ element: RenderElement, _ proposal: ProposedSize, context: LayoutContext) -> Size {
        let minimum = element.attributes[.minLength]?.length ?? DefaultSpacing.standard
        guard let axis = context.stackAxis else {
            return Size(width: max(proposal.width ?? minimum, 0), height: max(proposal.height ?? minimum, 0))
        }
        var size = Size.zero
        size[axis] = max(proposal[axis] ?? minimum, minimum)
        return size
    }

    /// A divider is a one-point line across its stack's axis (horizontal
    /// outside a stack), as long as it is offered.
    private func dividerSize(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let along: Axis = context.stackAxis == .horizontal ? .vertical : .horizontal
        var size = Size.zero
        size[along] = proposal[along].map { $0.isFinite ? $0 : 0 } ?? 0
        size[along.other] = 1
        return size
    }

    /// `background` and `overlay`: the base's size; the layer is offered it.
    private func layerSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let base = element.children.dropLast()
        return zstackSize(Array(base.isEmpty ? element.children[...] : base), proposal)
    }

    /// A z-stack is as large as the union of its children, each offered all of
    /// its proposal.
    private func zstackSize(_ children: [RenderElement], _ proposal: ProposedSize) -> Size {
        var size = Size.zero
        for child in children {
            let childSize = sizeThatFits(child, proposal, context: .other)
            size.width = max(size.width, childSize.width)
            size.height = max(size.height, childSize.height)
        }
        return size
    }
}
