import ProsceniumHost
import ProsceniumLayout

/// A window's content as the layout engine places it: laid out again when
/// its views changed or the display reported another content size, and
/// only while the engine lays out every element of it
/// (`LayoutEngine.placesTree`); otherwise the display lays it out.
@MainActor
package final class WindowPlacement {
    /// The size of the window's content area as the display last reported it.
    package private(set) var contentSize: Size?
    private var current: LayoutPlacement?
    private var isStale = true
    /// What the window's earlier layouts learnt: an update lays out again
    /// only the elements it changed and the containers around them, and
    /// places again only the list rows it changed (`ListRowCache`).
    private let memory = LayoutMemory()
    private let engine = LayoutEngine(rowCache: ListRowCache())

    /// The window's views changed (an animated change too: the page
    /// animates placed views from their old frames to their new ones).
    package func invalidate() {
        isStale = true
    }

    /// The display reported the content area's size; returns whether it changed.
    package func setContentSize(_ size: Size) -> Bool {
        guard size != contentSize, size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite
        else { return false }
        contentSize = size
        isStale = true
        return true
    }

    /// The placement of `graph`'s content, nil when the engine does not lay
    /// all of it out.
    package func placement(of graph: ViewGraph) -> LayoutPlacement? {
        guard isStale else { return current }
        isStale = false
        var layouts: [ElementID: any ExternalLayout] = [:]
        current = graph.placeableTree(layouts: &layouts).map {
            engine.placement(of: $0, in: contentSize, layouts: layouts, memory: memory)
        }
        return current
    }
}

/// What a `layout` element's view keeps between renders, as the placement
/// sees it: how the layout engine runs the container (an `ExternalLayout`)
/// for its last render. The view's own state (a SwiftUI `Layout`'s cache
/// and measurement) is the vocabulary's.
package protocol ExternalLayoutSource: AnyObject {
    var makeEngineLayout: (@MainActor () -> (any ExternalLayout)?)? { get }
}

extension ViewGraph {
    /// The render tree when the layout engine lays out all of it; nil at the
    /// first element it does not, without describing the rest. A `layout`
    /// element is placed when its container can be run by the engine; its
    /// layout, as the engine runs it, goes into `layouts` on the same walk.
    package func placeableTree(layouts: inout [ElementID: any ExternalLayout]) -> RenderElement? {
        func describe(_ id: ElementID, in parent: ElementKind? = nil) -> RenderElement? {
            guard let node = owners[id], let element = node.element,
                  LayoutEngine.places(element.tag, element.attributes)
                    || parent.map({ LayoutEngine.standsForItsViews(element.tag, element.attributes, in: $0) }) == true
            else { return nil }
            if element.tag == .layout {
                guard let make = (node.existingPrimitiveState("layout") as? any ExternalLayoutSource)?.makeEngineLayout else {
                    return nil
                }
                layouts[id] = make()
            }
            var children: [RenderElement] = []
            for childID in node.childElementIDs() {
                if element.tag == .text {
                    // Runs flow inside their text: measured in its font when they change no width.
                    guard let run = owners[childID]?.element, LayoutEngine.placesRun(run.attributes, in: element.attributes),
                          owners[childID]?.childElementIDs().isEmpty ?? false else { return nil }
                    children.append(RenderElement(id: childID, tag: run.tag, attributes: run.attributes,
                                                  text: run.text, children: []))
                } else {
                    // A control's menu of items pops up on its own: no part of the layout.
                    if let child = owners[childID]?.element,
                       LayoutEngine.leavesOut(child.tag, child.attributes, in: element.tag) { continue }
                    guard let child = describe(childID, in: element.tag) else { return nil }
                    children.append(child)
                }
            }
            return RenderElement(id: id, tag: element.tag, attributes: element.attributes, text: element.text,
                                 children: children)
        }
        return describe(rootElementID)
    }
}

extension ViewGraph {
    /// The app's layouts of the `layout` elements in `root`'s tree, as the
    /// layout engine runs them (`EngineLayout`), by element.
    @_spi(Display) public func externalLayouts(in root: RenderElement) -> [ElementID: any ExternalLayout] {
        var layouts: [ElementID: any ExternalLayout] = [:]
        func visit(_ element: RenderElement) {
            if element.tag == .layout,
               let layout = (owners[element.id]?.existingPrimitiveState("layout") as? any ExternalLayoutSource)?.makeEngineLayout?() {
                layouts[element.id] = layout
            }
            element.children.forEach(visit)
        }
        visit(root)
        return layouts
    }
}
