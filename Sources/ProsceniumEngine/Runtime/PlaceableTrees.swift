public import ProsceniumHost
import ProsceniumLayout

/// The trees a window's placement described from its graph last time, kept
/// so that an update describes again only the elements its patches touched
/// and the elements above them. An unchanged subtree is handed to the
/// layout engine as the very value it was before, so the engine's memory
/// and its list rows find it unchanged without comparing it element by
/// element: a click that changes one row of a thousand describes that row
/// and the list, not the other rows.
///
/// A patch that changes only how a view is drawn (`LayoutMemory.drawingOnly`:
/// a row selected) touches nothing here: the tree kept still lays out as
/// the new one would.
@MainActor
package final class PlaceableTrees {
    /// An element's tree as last described, and the kind of the parent it
    /// was described in (whether an element stands for its views depends on it).
    private struct Described {
        var parent: ElementKind?
        var tree: RenderElement
    }

    private var described: [ElementID: Described] = [:]
    /// Each described element's parent, to reach the elements above a change.
    private var parents: [ElementID: ElementID] = [:]

    package init() {}

    /// Whether any of `patches` changes what the engine lays out; the trees
    /// they touched, and those above them, are forgotten.
    @discardableResult
    package func forget(after patches: [Patch]) -> Bool {
        var laysOut = false
        for patch in patches {
            switch patch {
            case let .insert(parent, _, _), let .removeChildren(parent):
                forget(parent)
                laysOut = true
            case let .remove(id):
                // An element never described is in no tree kept.
                forget(parents[id])
                laysOut = true
            case let .move(id, parent, _):
                forget(parents[id])
                forget(parent)
                laysOut = true
            case let .setAttribute(id, name, _):
                guard !LayoutMemory.drawingOnly.contains(name) else { continue }
                forget(id)
                laysOut = true
            case let .setText(id, _):
                forget(id)
                laysOut = true
            case .animate:
                continue
            }
        }
        return laysOut
    }

    /// Forgets everything (the window's graph was made again).
    package func forgetAll() {
        described.removeAll()
        parents.removeAll()
    }

    private func forget(_ id: ElementID?) {
        guard var current = id else { return }
        while true {
            described[current] = nil
            guard let parent = parents[current] else { return }
            current = parent
        }
    }

    /// `id`'s tree as described before in a parent of kind `parent`, if
    /// nothing in it changed since.
    func tree(of id: ElementID, in parent: ElementKind?) -> RenderElement? {
        guard let kept = described[id], kept.parent == parent else { return nil }
        return kept.tree
    }

    /// Keeps `tree`, described in a parent of kind `parent`. A tree holding
    /// an app's own layout is not kept: its layout is asked for on every
    /// description.
    func keep(_ tree: RenderElement, in parent: ElementKind?) {
        for child in tree.children { parents[child.id] = tree.id }
        // A text's runs are described with it; any other child was kept
        // just before, unless it holds a layout.
        guard tree.tag != .layout, tree.tag == .text || tree.children.allSatisfy({ described[$0.id] != nil })
        else { return }
        described[tree.id] = Described(parent: parent, tree: tree)
    }

    /// How many parents were kept after the last pruning.
    private var prunedCount = 0

    /// Drops what is kept of elements that left the graph once what is kept
    /// has doubled since the last pruning: finding them walks all of it.
    func prune(keeping isLive: (ElementID) -> Bool) {
        guard parents.count > max(4_096, 2 * prunedCount) else { return }
        parents = parents.filter { isLive($0.key) }
        described = described.filter { isLive($0.key) }
        prunedCount = parents.count
    }
}
