public import ProsceniumHost
public import ProsceniumText

/// SwiftUI's layout over a render tree: the parent proposes a size, the
/// child chooses its size, the parent places it. Every element kind is a
/// layout of its own (stacks, `frame`, `padding`, text, ...); the result is
/// each element's frame.
///
/// The engine reads only the display vocabulary (element kinds and typed
/// attributes) and measures text with `TextMeasurer`, over the font files
/// the page draws with, so what it computes is what the page shows.
public struct LayoutEngine: Sendable {
    let measurer: TextMeasurer
    /// Lists' rows kept between this engine's layouts (a window's engine).
    let rowCache: ListRowCache?

    public init(measurer: TextMeasurer = .shared, rowCache: ListRowCache? = nil) {
        self.measurer = measurer
        self.rowCache = rowCache
    }

    /// Lays out `root` in a window whose content is `size`: every element's
    /// frame in its parent's coordinates. `layouts` are the app's layouts
    /// (`ExternalLayout`) of its `layout` elements, by element; `memory`,
    /// what the window's earlier layouts learnt that is still true.
    /// `safeArea` is the unsafe area beyond `size`'s edges (under a hidden
    /// title bar): the views that ignore it reach into it, their frames
    /// starting outside the content's.
    public func layout(_ root: RenderElement, in size: Size, safeArea: SafeAreaInsets = .zero,
                       layouts: [ElementID: any ExternalLayout] = [:], memory: LayoutMemory? = nil) -> LayoutResult {
        let root = prepared(root, memory: memory)
        return layoutPrepared(root, in: size, safeArea: safeArea, layouts: layouts, memory: memory)
    }

    /// The size `element` chooses for `proposal`, standing alone.
    public func sizeThatFits(_ element: RenderElement, _ proposal: ProposedSize,
                             layouts: [ElementID: any ExternalLayout] = [:], memory: LayoutMemory? = nil) -> Size {
        let element = prepared(element, memory: memory)
        return sizeOfPrepared(element, proposal, layouts: layouts, memory: memory)
    }

    /// `root` with what its elements inherit written on them, as the passes
    /// read it; `memory` forgets the sizes of what changed in it.
    func prepared(_ root: RenderElement, memory: LayoutMemory?) -> RenderElement {
        let root = StackSections.prepared(ListHeaderFonts.prepared(ControlEnvironment.prepared(root)))
        memory?.prepare(for: root)
        return root
    }

    func layoutPrepared(_ root: RenderElement, in size: Size, safeArea: SafeAreaInsets = .zero,
                        layouts: [ElementID: any ExternalLayout], memory: LayoutMemory?) -> LayoutResult {
        let pass = LayoutPass(measurer: measurer, externals: layouts, rowCache: rowCache, memory: memory)
        defer { pass.finish() }
        let proposal = ProposedSize(size)
        let fitted = pass.sizeThatFits(root, proposal, context: .root)
        // The root fills the window; its content is centred in it.
        var result = LayoutResult()
        let own = Size(width: finiteOr(fitted.width, size.width), height: finiteOr(fitted.height, size.height))
        result.frames[root.id] = Rect(origin: .zero, size: size)
        pass.safeAreas = [(Rect(origin: .zero, size: size), safeArea)]
        pass.placeChildren(of: root, in: Rect(origin: .zero, size: size), proposal: proposal,
                           fitted: own, context: .root, into: &result)
        return result
    }

    func sizeOfPrepared(_ element: RenderElement, _ proposal: ProposedSize, layouts: [ElementID: any ExternalLayout],
                        memory: LayoutMemory?) -> Size {
        let pass = LayoutPass(measurer: measurer, externals: layouts, rowCache: rowCache, memory: memory)
        defer { pass.finish() }
        return pass.sizeThatFits(element, proposal, context: .root)
    }
}

/// Each element's frame from one layout.
public struct LayoutResult: Sendable, Equatable {
    /// Frames in the coordinates of the element's parent.
    public internal(set) var frames: [ElementID: Rect] = [:]
    /// Each element's parent, for frames in the root's coordinates.
    var parents: [ElementID: ElementID] = [:]
    /// What each element was offered and the layout it was in, for
    /// measuring its baselines again.
    var proposals: [ElementID: ProposedSize] = [:]
    var contexts: [ElementID: LayoutContext] = [:]
    /// How the texts whose font size or line pitch the layout chose are drawn.
    public internal(set) var textFits: [ElementID: LayoutPlacement.TextFit] = [:]

    public init() {}

    /// `id`'s frame in its parent's coordinates.
    public func frame(of id: ElementID) -> Rect? { frames[id] }

    /// `id`'s frame in the root's (the window content's) coordinates.
    public func globalFrame(of id: ElementID) -> Rect? {
        guard var frame = frames[id] else { return nil }
        var current = id
        while let parent = parents[current], let parentFrame = frames[parent] {
            frame.origin.x += parentFrame.x
            frame.origin.y += parentFrame.y
            current = parent
        }
        return frame
    }
}

func finiteOr(_ value: Double, _ fallback: Double) -> Double {
    value.isFinite ? value : fallback
}
