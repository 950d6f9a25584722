import Logging
import ProsceniumHost

/// The view graph of one surface (a window's content, or the menu bar): its
/// nodes, its render tree, and the patches of each update.
@MainActor
public final class ViewGraph {
    let log: Logger
    private(set) var root: ViewNode!
    private var nextElementID = 1
    private var owners: [ElementID: ViewNode] = [:]
    private var dirty: [ViewNode] = []
    private var changedHosts: [ObjectIdentifier: ViewNode] = [:]
    private var patches: [Patch] = []
    private var pendingActions: [() -> Void] = []
    private var pendingDisappearActions: [() -> Void] = []
    /// Nodes that left the tree (already unmounted), kept until the update was
    /// sent: freeing a thousand rows' nodes then overlaps with the display
    /// applying the patches instead of delaying them.
    private var retired: [ViewNode] = []
    var titleContributors: [ObjectIdentifier: TitleContributor] = [:]
    /// Called when the graph has work to do (a node became dirty).
    @_spi(Display) public var onNeedsUpdate: (() -> Void)?
    /// Body and primitive render evaluations so far.
    public internal(set) var bodyEvaluations = 0
    /// Lines written by `_printChanges()`.
    public internal(set) var changeLog: [String] = []

    /// A graph showing `content` with `environment`.
    @_spi(Display)
    public init<Content: View>(content: Content, environment: EnvironmentValues = EnvironmentValues(),
                               label: String = "graph", rootTag: ElementKind = .root) {
        MainActorThread.record()
        log = Logger(label: "proscenium.\(label)")
        root = ViewNode(graph: self, parent: nil, key: ItemKey(), view: RootView(content: content, tag: rootTag),
                        traits: ViewTraits(), environment: environment)
        root.render()
        runPendingActions()
        flush()
    }

    /// The whole render tree, as a display that connects is first shown it.
    /// From now on the graph sends patches against it.
    @_spi(Display)
    public func snapshot() -> RenderElement {
        subtree(root.elementID!)
    }

    /// The render tree as the nodes describe it now, for checking that the
    /// patches sent so far rebuild it exactly.
    @_spi(Display)
    public func currentTree() -> RenderElement {
        func describe(_ id: ElementID) -> RenderElement {
            let node = owners[id]!
            let element = node.element!
            return RenderElement(id: id, tag: element.tag, attributes: element.attributes, text: element.text,
                                 children: node.childElementIDs().map(describe))
        }
        return describe(root.elementID!)
    }

    /// Delivers a person's event to the view that owns its target (or the
    /// nearest ancestor that handles its kind). Unknown targets are dropped and
    /// logged. Returns whether a handler ran.
    @_spi(Display) @discardableResult
    public func handle(_ event: HostEvent) -> Bool {
        guard let target = event.target, let node = owners[target] else {
            DroppedEventLog.shared.dropped("unknown element", kind: event.kind.rawValue)
            return false
        }
        guard let handler = node.handler(for: event.kind) else {
            DroppedEventLog.shared.dropped("nothing at the element handles it", kind: event.kind.rawValue)
            return false
        }
        handler(event)
        return true
    }

    /// The environment the whole graph starts from.
    var rootEnvironment: EnvironmentValues { root.environment }

    /// Gives the whole graph a new environment; views that read a changed
    /// value update in the next flush.
    func setRootEnvironment(_ environment: EnvironmentValues) {
        root.update(view: root.view, environment: environment)
    }

    /// Tears the graph down: every view disappears, state is released.
    @_spi(Display)
    public func tearDown() {
        root.unmount()
        runPendingActions()
        // Views and handlers often hold what owns the graph (a window, a
        // session's menu bar): let go of them, or that cycle keeps a closed
        // window or a departed page in memory.
        root.release()
        retired.removeAll()
        owners.removeAll()
        dirty.removeAll()
        changedHosts.removeAll()
        patches.removeAll()
        titleContributors.removeAll()
    }

    var rootElementID: ElementID { root.elementID! }

    // MARK: Elements

    func allocateElementID(for node: ViewNode) -> ElementID {
        let id = ElementID(nextElementID)
        nextElementID += 1
        owners[id] = node
        return id
    }

    func releaseElementID(_ id: ElementID) { owners[id] = nil }

    func owner(of id: ElementID) -> ViewNode? { owners[id] }

    /// The element `id` with its subtree from the nodes' current state; marks
    /// it live, since the display is about to receive it.
    private func subtree(_ id: ElementID) -> RenderElement {
        let node = owners[id]!
        let childIDs = node.childElementIDs()
        node.renderedChildIDs = childIDs
        node.elementIsLive = true
        let element = node.element!
        return RenderElement(id: id, tag: element.tag, attributes: element.attributes, text: element.text,
                             children: childIDs.map(subtree))
    }

    // MARK: Updates

    func emit(_ patch: Patch) { patches.append(patch) }

    func retire(_ node: ViewNode) { retired.append(node) }

    /// Frees the nodes that left the tree (the app runtime calls it once the
    /// update is sent; otherwise the next flush does).
    func releaseRetired() { retired.removeAll() }

    func enqueue(_ node: ViewNode) {
        dirty.append(node)
        onNeedsUpdate?()
    }

    /// Notes a host whose element children changed. A host the display does
    /// not have yet needs no patches (its subtree goes whole when it is
    /// inserted), so thousands of new rows do not make thousands of entries.
    func hostChanged(_ node: ViewNode) {
        guard node.elementIsLive else { return }
        changedHosts[ObjectIdentifier(node)] = node
    }

    /// Runs `action` after the current update (onAppear, onChange, ...).
    /// Disappearing views' actions run first, so an old identity says goodbye
    /// before the new one says hello.
    func afterUpdate(disappearing: Bool = false, _ action: @escaping () -> Void) {
        if disappearing { pendingDisappearActions.append(action) } else { pendingActions.append(action) }
        onNeedsUpdate?()
    }

    /// Called when a scene declaration was (re)made, for the app runtime.
    var onSceneDeclarationsChanged: (() -> Void)?
    func sceneDeclarationsChanged() { onSceneDeclarationsChanged?() }

    /// Asks the owner for an update soon (work arrived from outside an event).
    func requestUpdate() { onNeedsUpdate?() }

    /// Whether an update is waiting.
    public var needsUpdate: Bool {
        !dirty.isEmpty || !pendingActions.isEmpty || !pendingDisappearActions.isEmpty || !patches.isEmpty
    }

    /// Re-runs the dirty bodies (parents before children), brings the render
    /// tree up to date and returns the patches that do that, in order.
    @_spi(Display) @discardableResult
    public func flush() -> [Patch] {
        MainActorThread.record()
        releaseRetired()
        var rounds = 0
        repeat {
            while !dirty.isEmpty {
                let batch = dirty.sorted { $0.depth < $1.depth }
                dirty.removeAll()
                for node in batch where node.isMounted && node.isDirty { node.render() }
            }
            syncHosts()
            runPendingActions()
            rounds += 1
        } while (!dirty.isEmpty) && rounds < 100
        if rounds >= 100 { log.error("update did not settle after 100 rounds: a state change loop?") }
        let result = patches
        patches = []
        return result
    }

    private func runPendingActions() {
        while !pendingActions.isEmpty || !pendingDisappearActions.isEmpty {
            let actions = pendingDisappearActions + pendingActions
            pendingDisappearActions = []
            pendingActions = []
            for action in actions { action() }
        }
    }

    /// Brings each changed host's element children in line with its nodes,
    /// with the fewest moves (those outside a longest increasing subsequence).
    private func syncHosts() {
        let hosts = changedHosts.values.sorted { $0.depth < $1.depth }
        changedHosts.removeAll()
        for host in hosts where host.isMounted && host.elementIsLive {
            guard let parentID = host.elementID else { continue }
            let old = host.renderedChildIDs
            let new = host.childElementIDs()
            if old == new { continue }
            let newSet = Set(new)
            var oldIndex: [ElementID: Int] = [:]
            for (index, id) in old.enumerated() {
                if newSet.contains(id) { oldIndex[id] = index } else { patches.append(.remove(id: id)) }
            }
            let stable = longestIncreasingSubsequence(new.map { oldIndex[$0] ?? -1 })
            for index in new.indices.reversed() {
                let id = new[index]
                let anchor = index + 1 < new.count ? new[index + 1] : nil
                if oldIndex[id] == nil {
                    patches.append(.insert(parent: parentID, before: anchor, element: subtree(id)))
                } else if !stable.contains(index) {
                    patches.append(.move(id: id, parent: parentID, before: anchor))
                }
            }
            host.renderedChildIDs = new
        }
    }
}

/// The positions (into `values`) of a longest strictly increasing subsequence
/// of the non-negative values; negative values (new elements) are skipped.
func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []          // positions of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() where value >= 0 {
        var low = 0, high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
        result.insert(position)
        position = previous[position]
    }
    return result
}

/// The root of every graph: the surface's `root` element.
nonisolated struct RootView<Content: View>: PrimitiveView {
    let content: Content
    let tag: ElementKind
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(tag)
        context.addChildren(content)
    }
}
