import Foundation
import ProsceniumHost
import ProsceniumLayout

/// A layout container's `Layout` as the layout engine runs it, when the
/// engine places the container's window (`ExternalLayout`): the layout's
/// subviews are sized by the engine itself, so `LayoutSubview.sizeThatFits`
/// and `dimensions(in:)` answer exactly what the engine computes, with no
/// measurement from the display.
struct EngineLayout<L: Layout>: ExternalLayout {
    /// What a subview carries for its layout besides its size.
    struct SubviewInfo {
        var values: [ObjectIdentifier: Any]
        var guides: [String: (ViewDimensions) -> CGFloat]
        var priority: Double
    }

    let layout: L
    let subviewInfo: [ElementID: SubviewInfo]
    let hidesUnplaced: Bool
    /// Keeps the layout's cache between layouts.
    let box: LayoutBox
    /// The container's environment's layout direction (`LayoutSubviews.layoutDirection`).
    var layoutDirection: LayoutDirection = .leftToRight

    private func subviews(_ external: [ExternalSubview], recorder: LayoutPlacementRecorder?) -> LayoutSubviews {
        LayoutSubviews(external.map { subview in
            let info = subviewInfo[subview.id]
            var proxy = LayoutSubview(measured: LayoutMeasurement.Subview(id: subview.id, fixed: 0, 0,
                                                                          priority: info?.priority ?? 0),
                                      values: info?.values ?? [:], guides: info?.guides ?? [:], recorder: recorder)
            proxy.engineSizer = { proposal in CGSize(subview.sizeThatFits(ProposedSize(proposal))) }
            return proxy
        }, layoutDirection: layoutDirection)
    }

    /// Runs `body` with the layout's cache: made for the first layout,
    /// updated (`updateCache`) once the container rendered again or its
    /// subviews changed, else kept.
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        let ids = subviews.map(\.measured.id)
        var cache: L.Cache
        if var kept = box.engineCache as? L.Cache {
            if box.engineCacheGeneration != box.generation || box.engineCacheIDs != ids {
                layout.updateCache(&kept, subviews: subviews)
            }
            cache = kept
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        let result = body(&cache)
        box.engineCache = cache
        box.engineCacheGeneration = box.generation
        box.engineCacheIDs = ids
        return result
    }

    func sizeThatFits(_ proposal: ProposedSize, subviews external: [ExternalSubview]) -> ProsceniumLayout.Size {
        let proxies = subviews(external, recorder: nil)
        let size = withCache(proxies) {
            layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: proxies, cache: &$0)
        }
        return ProsceniumLayout.Size(width: Double(size.width), height: Double(size.height))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews external: [ExternalSubview])
        -> [ElementID: ExternalPlacement] {
        let recorder = LayoutPlacementRecorder()
        let proxies = subviews(external, recorder: recorder)
        withCache(proxies) {
            layout.placeSubviews(in: CGRect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height),
                                 proposal: ProposedViewSize(proposal), subviews: proxies, cache: &$0)
        }
        var placements: [ElementID: ExternalPlacement] = [:]
        for (id, frame) in recorder.frames {
            placements[id] = ExternalPlacement(
                frame: Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                            height: Double(frame.height)),
                proposal: ProposedSize(recorder.proposals[id] ?? .unspecified))
        }
        return placements
    }
}

extension LayoutContainer {
    /// The engine's view of this container as it rendered `items`: its
    /// layout, and each subview's layout values, guides and priority by the
    /// element its node shows.
    @MainActor func engineLayout(items: [ViewItem], node: ViewNode, box: LayoutBox,
                                 layoutDirection: LayoutDirection) -> EngineLayout<L> {
        var info: [ElementID: EngineLayout<L>.SubviewInfo] = [:]
        for (id, (traits, attributes)) in traitsByElement(items: items, node: node) {
            var values = traits[LayoutValuesTrait.self]
            values[ObjectIdentifier(GridCellKey.self)] = GridCellInfo(traits: traits, attributes: attributes)
            info[id] = EngineLayout<L>.SubviewInfo(values: values, guides: traits[AlignmentGuidesTrait.self],
                                                   priority: attributes[.layoutPriority]?.number ?? 0)
        }
        return EngineLayout(layout: layout, subviewInfo: info, hidesUnplaced: hidesUnplaced, box: box,
                            layoutDirection: layoutDirection)
    }
}

extension ProposedViewSize {
    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }
}

extension ProposedSize {
    init(_ proposal: ProposedViewSize) {
        self.init(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
    }
}

extension CGSize {
    init(_ size: ProsceniumLayout.Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}
