import Foundation
public import ProsceniumHost
public import ProsceniumLayout

/// A window's content as the layout engine places it: laid out again when
/// its views changed or the display reported another content size. The
/// whole content while the engine lays out every element of it
/// (`LayoutEngine.placesTree`); otherwise its islands, the views of the
/// containers the display sizes (`LayoutEngine.islandHosts`: a split
/// view's columns, tabs, navigation pages) that the engine lays out whole,
/// each in the size the display reported for it; the display lays out the
/// rest.
@MainActor
package final class WindowPlacement {
    /// The size of the window's content area as the display last reported it.
    package private(set) var contentSize: Size?
    /// The content area's size the display is expected to report, until it
    /// has: the first placement is made at the size the window opens at
    /// (`expectedContentSize(of:)`), not at the content's ideal size, so a
    /// window that opens larger than its content does not draw it laid out
    /// for one size and then, a round trip later, for another.
    package var expectedContentSize: Size? {
        didSet { if contentSize == nil, expectedContentSize != oldValue { isStale = true } }
    }
    /// How far the content reaches past that area under the window's bars
    /// (a hidden title bar), as the display reported it.
    package private(set) var safeArea = SafeAreaInsets.zero
    private var current = Placements()
    private var isStale = true
    /// What the window's earlier layouts learnt: an update lays out again
    /// only the elements it changed and the containers around them, and
    /// places again only the list rows it changed (`ListRowCache`).
    private var whole = Layouter()
    /// The trees described for the engine last time, kept while unchanged.
    private let trees = PlaceableTrees()
    /// Each island's size as the display reported it, and its layouter.
    private var islandSizes: [ElementID: Size] = [:]
    private var islands: [ElementID: Layouter] = [:]
    /// What the last placement said of the window, for `PROSCENIUM_LAYOUT_LOG`.
    private var lastReport: String?

    /// What one placed tree keeps between layouts.
    private struct Layouter {
        let memory = LayoutMemory()
        let engine = LayoutEngine(rowCache: ListRowCache())
    }

    /// A window's placements: its whole content, or its islands by host element.
    package struct Placements: Equatable {
        package var whole: LayoutPlacement?
        package var islands: [ElementID: LayoutPlacement] = [:]
    }

    /// The window's views changed (an animated change too: the page
    /// animates placed views from their old frames to their new ones).
    /// `patches` are the update's: a change to how views are drawn alone
    /// (a row selected) leaves the placement as it is.
    package func invalidate(after patches: [Patch]) {
        if trees.forget(after: patches) { isStale = true }
    }

    /// The display reported the content area's size, and the unsafe area
    /// beyond it; returns whether either changed.
    package func setContentSize(_ size: Size, safeArea: SafeAreaInsets = .zero) -> Bool {
        guard Self.isValid(size), size != contentSize || safeArea != self.safeArea else { return false }
        contentSize = size
        self.safeArea = safeArea
        isStale = true
        return true
    }

    /// The display reported an island's size; returns whether it changed.
    package func setIslandSize(_ size: Size, of host: ElementID) -> Bool {
        guard Self.isValid(size), size != islandSizes[host] else { return false }
        islandSizes[host] = size
        isStale = true
        return true
    }

    /// The display reported where a list is scrolled: the next placement
    /// lays out the rows near the part shown, in whichever of the window's
    /// layouts holds the list.
    package func setListOffset(_ offset: Double, of list: ElementID) {
        for layouter in [whole] + islands.values where layouter.memory.listOffsets[list] != offset {
            layouter.memory.listOffsets[list] = offset
            isStale = true
        }
    }

    /// The content area of a window of `attributes`' size: less the title
    /// bar (`titleBarHeight`) when the window has one
    /// above its content; none for a window the display sizes to its
    /// content, or whose bar lies over the content (`.hiddenTitleBar`, where
    /// the safe area is the display's to say). A toolbar's height is the
    /// display's too: the report corrects the guess.
    package static func expectedContentSize(of attributes: SurfaceAttributes) -> Size? {
        guard let width = attributes.width, let height = attributes.height else { return nil }
        let bar: Double
        switch attributes.hints.style {
        case "plain": bar = 0
        case "hiddenTitleBar": return nil
        default: bar = titleBarHeight
        }
        let size = Size(width: width, height: max(height - bar, 0))
        return isValid(size) ? size : nil
    }

    /// A Mac's title bar, 28 points, as the display draws it
    /// (`--titlebar-height`): the window's frame includes it, its content
    /// area leaves it out (AppKit's frame and content sizes read it too).
    package static let titleBarHeight = 28.0

    private static func isValid(_ size: Size) -> Bool {
        size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite
    }

    /// Whether the window hides its split views' sidebars (the person's
    /// Toggle Sidebar); returns whether that changed.
    package func setSidebarHidden(_ hidden: Bool) -> Bool {
        guard hidden != sidebarHidden else { return false }
        sidebarHidden = hidden
        isStale = true
        return true
    }

    private var sidebarHidden = false

    /// The placement of `graph`'s content: the whole of it when the engine
    /// lays all of it out, else the islands whose size the display reported.
    package func placement(of graph: ViewGraph, window: String) -> Placements {
        guard isStale else { return current }
        isStale = false
        var layouts: [ElementID: any ExternalLayout] = [:]
        var unplaced: String?
        var notIslands: [String] = []
        defer { trees.prune { graph.owner(of: $0) != nil } }
        if var tree = graph.placeableTree(layouts: &layouts, unplaced: &unplaced, trees: trees) {
            if sidebarHidden { tree = Self.hidingSidebars(in: tree) }
            // The sheets over the content are islands of their own.
            let sheets = graph.liveSheets == 0 ? []
                : graph.placementIslands(in: LayoutEngine.sizedByContent, layouts: &layouts,
                                         unplaced: &notIslands, trees: trees)
            current = Placements(whole: whole.engine.placement(of: tree, in: contentSize ?? expectedContentSize, safeArea: safeArea, layouts: layouts,
                                                               memory: whole.memory),
                                 islands: placeIslands(sheets, layouts: layouts))
            report("window \(window) placed" + notIslands.map { "; not \($0)" }.joined())
            return current
        }
        let found = graph.placementIslands(in: LayoutEngine.islandHosts, layouts: &layouts, unplaced: &notIslands,
                                           trees: trees)
        current = Placements(whole: nil, islands: placeIslands(found, layouts: layouts))
        let which = found.map { "\($0.host.rawValue)" }.joined(separator: " ")
        report("window \(window) not placed: \(unplaced ?? "?")"
               + (found.isEmpty ? "" : "; islands \(which)")
               + notIslands.map { "; not \($0)" }.joined())
        return current
    }

    /// Each island laid out with its own memory: in the size the display
    /// reported for its host, or at its ideal size when its host is sized
    /// by its content (a sheet). Until the display says how big a host is,
    /// it lays the host out itself.
    private func placeIslands(_ found: [PlacementIsland], layouts: [ElementID: any ExternalLayout])
        -> [ElementID: LayoutPlacement] {
        var placed: [ElementID: LayoutPlacement] = [:]
        var kept: [ElementID: Layouter] = [:]
        for island in found {
            let id = island.host
            let layouter = islands[id] ?? Layouter()
            kept[id] = layouter
            guard island.sizedByContent || islandSizes[id] != nil else { continue }
            placed[id] = layouter.engine.placement(of: island.tree, in: island.sizedByContent ? nil : islandSizes[id],
                                                   layouts: layouts, memory: layouter.memory)
        }
        islands = kept
        islandSizes = islandSizes.filter { kept[$0.key] != nil }
        return placed
    }

    /// `tree` with its split views' sidebar columns marked `hidden`, as the
    /// display hides them while the window's sidebar is toggled off.
    private static func hidingSidebars(in tree: RenderElement) -> RenderElement {
        var tree = tree
        if tree.tag == .column, tree.attributes[.role]?.string == "sidebar" { tree.attributes[.hidden] = true }
        tree.children = tree.children.map(hidingSidebars)
        return tree
    }

    /// With `PROSCENIUM_LAYOUT_LOG` set, says on standard error whether the
    /// engine places the window and, if not, the first element it does not
    /// lay out: what a porting survey counts, and where layout work goes next.
    private func report(_ make: @autoclosure () -> String) {
        guard Self.logs else { return }
        let line = make()
        guard line != lastReport else { return }
        lastReport = line
        FileHandle.standardError.write(Data("layout: \(line)\n".utf8))
    }

    private static let logs = ProcessInfo.processInfo.environment["PROSCENIUM_LAYOUT_LOG"].map { !$0.isEmpty && $0 != "0" } ?? false
}

/// What a `layout` element's view keeps between renders, as the placement
/// sees it: how the layout engine runs the container (an `ExternalLayout`)
/// for its last render. The view's own state (a SwiftUI `Layout`'s cache
/// and measurement) is the vocabulary's.
package protocol ExternalLayoutSource: AnyObject {
    var makeEngineLayout: (@MainActor () -> (any ExternalLayout)?)? { get }
}

/// An island of a window: the element whose box the display sizes (its
/// `host`), a `root` holding the views laid out in it, and whether the host
/// is sized by them (`LayoutEngine.sizedByContent`).
package struct PlacementIsland {
    package var host: ElementID
    /// The views laid out in the host, under a `root` with the host's id;
    /// for a pane (`LayoutEngine.paneHosts`), whose host is its one view,
    /// under an id no element has (`paneRootID`).
    package var tree: RenderElement
    package var sizedByContent = false

    /// The root of the pane around `view`: negative, as no element's id is.
    static func paneRootID(of view: ElementID) -> ElementID { ElementID(-1 - view.rawValue) }
}

extension ViewGraph {
    /// The render tree when the layout engine lays out all of it; nil at the
    /// first element it does not, without describing the rest. A `layout`
    /// element is placed when its container can be run by the engine; its
    /// layout, as the engine runs it, goes into `layouts` on the same walk.
    /// `unplaced` says why when it is nil: the first element not laid out.
    package func placeableTree(layouts: inout [ElementID: any ExternalLayout], unplaced: inout String?,
                               trees: PlaceableTrees? = nil) -> RenderElement? {
        describePlaceable(rootElementID, in: nil, layouts: &layouts, unplaced: &unplaced, trees: trees)
    }

    /// The islands of a window: each host of a kind in `hosts` (the
    /// sheets of a window the engine lays out whole; every island host,
    /// `LayoutEngine.islandHosts`, of one it does not) whose views the
    /// engine lays out all of, as a `root` with the host's id and those
    /// views as children; outermost first, none inside another.
    /// `unplaced` gets, for each host that is not an island, why not.
    package func placementIslands(in hosts: Set<ElementKind>, layouts: inout [ElementID: any ExternalLayout],
                                  unplaced: inout [String], trees: PlaceableTrees? = nil) -> [PlacementIsland] {
        var found: [PlacementIsland] = []
        func visit(_ id: ElementID) {
            guard let node = owners[id], let element = node.element, element.tag != .text else { return }
            if hosts.contains(element.tag), LayoutEngine.paneHosts.contains(element.tag) {
                // Each view in a pane of its own: an island hosted by the pane.
                for childID in node.childElementIDs() {
                    guard let child = owners[childID]?.element,
                          !LayoutEngine.leavesOut(child.tag, child.attributes, in: element.tag) else { continue }
                    var reason: String?
                    if let view = describePlaceable(childID, in: element.tag, layouts: &layouts, unplaced: &reason,
                                                    trees: trees) {
                        found.append(PlacementIsland(host: childID, tree: RenderElement(
                            id: PlacementIsland.paneRootID(of: childID), tag: .root, attributes: [:], children: [view])))
                    } else {
                        if let reason { unplaced.append("pane \(childID.rawValue): \(reason)") }
                        visit(childID)
                    }
                }
                return
            }
            if hosts.contains(element.tag) {
                var reason: String?
                var views: [RenderElement] = []
                for childID in node.childElementIDs() {
                    if let child = owners[childID]?.element,
                       LayoutEngine.leavesOut(child.tag, child.attributes, in: element.tag) { continue }
                    guard let view = describePlaceable(childID, in: element.tag, layouts: &layouts, unplaced: &reason,
                                                       trees: trees)
                    else { break }
                    views.append(view)
                }
                if reason == nil, !views.isEmpty {
                    found.append(PlacementIsland(host: id, tree: RenderElement(id: id, tag: .root, attributes: [:],
                                                                               children: views),
                                                 sizedByContent: LayoutEngine.sizedByContent.contains(element.tag)))
                    return
                }
                if let reason { unplaced.append("\(element.tag) \(id.rawValue): \(reason)") }
            }
            node.childElementIDs().forEach(visit)
        }
        visit(rootElementID)
        return found
    }

    /// `id`'s element and its tree as the engine lays them out, nil (with
    /// `unplaced` saying why) when it does not lay out all of it.
    /// `trees`, when given, holds the trees described before that no
    /// patch has touched since: they are handed out again as they were.
    private func describePlaceable(_ id: ElementID, in parent: ElementKind?,
                                   layouts: inout [ElementID: any ExternalLayout],
                                   unplaced: inout String?, trees: PlaceableTrees?) -> RenderElement? {
        if let kept = trees?.tree(of: id, in: parent) { return kept }
        guard let node = owners[id], let element = node.element else { return nil }
        guard LayoutEngine.places(element.tag, element.attributes)
                || parent.map({ LayoutEngine.standsForItsViews(element.tag, element.attributes, in: $0) }) == true
        else {
            let lone = RenderElement(id: id, tag: element.tag, attributes: element.attributes, text: element.text,
                                     children: [])
            unplaced = LayoutEngine.unplacedReason(in: lone)
                ?? "\(element.tag) \(id.rawValue) in \(parent.map { "\($0)" } ?? "no parent")"
            return nil
        }
        if element.tag == .layout {
            guard let make = (node.existingPrimitiveState("layout") as? any ExternalLayoutSource)?.makeEngineLayout else {
                unplaced = "layout \(id.rawValue): a Layout the engine cannot run"
                return nil
            }
            layouts[id] = make()
        }
        // A shape of the app's own sizes itself (`Shape.sizeThatFits`).
        if element.tag == .shape,
           let make = (node.existingPrimitiveState("layout") as? any ExternalLayoutSource)?.makeEngineLayout {
            layouts[id] = make()
        }
        var children: [RenderElement] = []
        for childID in node.childElementIDs() {
            if element.tag == .text {
                // Runs flow inside their text: measured in its font when they change no width.
                guard let run = owners[childID]?.element, LayoutEngine.placesRun(run.attributes, in: element.attributes),
                      owners[childID]?.childElementIDs().isEmpty ?? false else {
                    unplaced = "text \(id.rawValue): a run the engine does not measure"
                    return nil
                }
                children.append(RenderElement(id: childID, tag: run.tag, attributes: run.attributes,
                                              text: run.text, children: []))
            } else {
                // A control's menu of items pops up on its own: no part of the layout.
                if let child = owners[childID]?.element,
                   LayoutEngine.leavesOut(child.tag, child.attributes, in: element.tag) { continue }
                guard let child = describePlaceable(childID, in: element.tag, layouts: &layouts, unplaced: &unplaced,
                                                    trees: trees)
                else { return nil }
                children.append(child)
            }
        }
        let tree = RenderElement(id: id, tag: element.tag, attributes: element.attributes, text: element.text,
                                 children: children)
        trees?.keep(tree, in: parent)
        return tree
    }
}
extension ViewGraph {
    /// The app's layouts of the `layout` elements in `root`'s tree, as the
    /// layout engine runs them (`EngineLayout`), by element.
    @_spi(Display) public func externalLayouts(in root: RenderElement) -> [ElementID: any ExternalLayout] {
        var layouts: [ElementID: any ExternalLayout] = [:]
        func visit(_ element: RenderElement) {
            if element.tag == .layout || element.tag == .shape,
               let layout = (owners[element.id]?.existingPrimitiveState("layout") as? any ExternalLayoutSource)?.makeEngineLayout?() {
                layouts[element.id] = layout
            }
            element.children.forEach(visit)
        }
        visit(root)
        return layouts
    }
}
