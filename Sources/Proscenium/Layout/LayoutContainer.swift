import Foundation
import ProsceniumHost
import ProsceniumLayout

/// A layout used as a container (`MyLayout { ... }`): a `layout` element
/// whose views the display measures (`layout` events) and this view places
/// (`placements`).
nonisolated struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    /// Whether views the layout does not place are centred in its bounds (as
    /// SwiftUI does) or hidden (`ViewThatFits` shows only the one it picks).
    var hidesUnplaced = false

    @MainActor func render(into context: inout RenderContext) {
        render(items: expandingGridRows(flattenItems(content)), into: &context)
    }

    /// Renders the `layout` element for `items` (the content, flattened).
    @MainActor func render(items: [ViewItem], into context: inout RenderContext) {
        let box = context.state("layout") { LayoutBox() }
        let node = context.node
        let droppedEvents = node.graph.services.droppedEvents
        context.on(.layout) { [weak box, weak node] event in
            guard let box else { return }
            guard let measurement = event.value.flatMap(LayoutMeasurement.init(wire:)),
                  [event.width, event.height].allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? true }) else {
                droppedEvents.dropped("a malformed layout measurement", kind: event.kind.rawValue)
                return
            }
            let proposal = ProposedViewSize(width: event.width.map { CGFloat($0) }, height: event.height.map { CGFloat($0) })
            guard measurement != box.measurement || proposal != box.proposal else { return }
            box.measurement = measurement
            box.proposal = proposal
            node?.invalidate(reason: "layout")
        }
        // When the engine places the window, it runs the layout itself.
        box.generation &+= 1
        let direction = context.environment.layoutDirection
        box.makeEngineLayout = { [weak node, weak box] in
            guard let node, let box else { return nil }
            return engineLayout(items: items, node: node, box: box, layoutDirection: direction)
        }
        var attributes: ElementAttributes = [:]
        if let measurement = box.measurement {
            let traits = traitsByElement(items: items, node: node)
            let subviews = LayoutSubviews(measurement.subviews.compactMap { measured in
                traits[measured.id].map { trait, attributes in
                    var values = trait[LayoutValuesTrait.self]
                    values[ObjectIdentifier(GridCellKey.self)] = GridCellInfo(traits: trait, attributes: attributes)
                    return LayoutSubview(measured: measured, values: values,
                                         guides: trait[AlignmentGuidesTrait.self], recorder: box.recorder)
                }
            }, layoutDirection: direction)
            attributes[.placements] = .string(place(subviews, proposal: box.proposal, box: box).description)
        }
        context.setElement(.layout, attributes)
        context.addItems(items)
    }

    /// Each current item's traits, and the attributes of the element its
    /// node showed, by that element, for the elements the display measured
    /// (a new item has none yet: the display measures it next).
    @MainActor func traitsByElement(items: [ViewItem], node: ViewNode)
        -> [ElementID: (ViewTraits, ElementAttributes)] {
        var byKey: [ItemKey: ViewTraits] = [:]
        for item in items { byKey[item.key] = item.traits }
        var result: [ElementID: (ViewTraits, ElementAttributes)] = [:]
        for child in node.children {
            guard let traits = byKey[child.key] else { continue }
            child.forEachTopLevelElement { id, attributes in result[id] = (traits, attributes) }
        }
        return result
    }

    /// Runs the layout for `proposal`: its size, then its views' frames.
    @MainActor private func place(_ subviews: LayoutSubviews, proposal: ProposedViewSize, box: LayoutBox) -> LayoutPlacement {
        var cache: L.Cache
        if let kept = box.cache as? L.Cache, box.cachedSubviews == subviews.map(\.measured) {
            cache = kept
        } else if var kept = box.cache as? L.Cache {
            layout.updateCache(&kept, subviews: subviews)
            cache = kept
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        let fitted = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        // A layout that takes "all it is offered" of an unspecified or infinite
        // proposal gets its ideal size there.
        let ideal = fitted.width.isFinite && fitted.height.isFinite ? fitted
            : layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
        let size = CGSize(width: finite(fitted.width, else: ideal.width), height: finite(fitted.height, else: ideal.height))
        let bounds = CGRect(origin: .zero, size: size)
        box.recorder.frames = [:]
        layout.placeSubviews(in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &cache)
        box.cache = cache
        box.cachedSubviews = subviews.map(\.measured)
        var frames: [LayoutPlacement.Frame] = []
        for subview in subviews {
            var frame = box.recorder.frames[subview.measured.id]
            if frame == nil, !hidesUnplaced {
                let own = subview.sizeThatFits(ProposedViewSize(size))
                frame = CGRect(x: (size.width - own.width) / 2, y: (size.height - own.height) / 2,
                               width: own.width, height: own.height)
            }
            guard let frame else { continue }
            frames.append(LayoutPlacement.Frame(
                id: subview.measured.id, x: Double(finite(frame.minX, else: 0)), y: Double(finite(frame.minY, else: 0)),
                width: Double(finite(frame.width, else: size.width)), height: Double(finite(frame.height, else: size.height))))
        }
        return LayoutPlacement(width: Double(size.width), height: Double(size.height), frames: frames)
    }
}

private func finite(_ value: CGFloat, else fallback: CGFloat) -> CGFloat {
    value.isFinite ? value : (fallback.isFinite ? fallback : 0)
}

/// What a layout container keeps between renders: the last measurement and
/// the layout's cache.
final class LayoutBox: ExternalLayoutSource {
    var measurement: LayoutMeasurement?
    var proposal = ProposedViewSize.unspecified
    var cache: Any?
    var cachedSubviews: [LayoutMeasurement.Subview] = []
    let recorder = LayoutPlacementRecorder()
    /// The container as the layout engine runs it (`EngineLayout`), for
    /// its last render.
    var makeEngineLayout: (@MainActor () -> (any ExternalLayout)?)?
    /// Renders so far: the engine's cache is updated after each.
    var generation = 0
    var engineCache: Any?
    var engineCacheGeneration = -1
    var engineCacheIDs: [ElementID] = []
}
