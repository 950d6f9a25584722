package import Logging
public import ProsceniumHost

/// The view graph of one surface (a window's content, or the menu bar): its
/// nodes, its render tree, and the patches of each update.
@MainActor
public final class ViewGraph {
    package let log: Logger
    package private(set) var root: ViewNode!
    private var nextElementID = 1
    package private(set) var owners = ElementOwners()
    private var dirty: [ViewNode] = []
    private var changedHosts: [ObjectIdentifier: ViewNode] = [:]
    private var patches: [Patch] = []
    private var pendingActions: [() -> Void] = []
    private var pendingDisappearActions: [() -> Void] = []
    /// Nodes that left the tree (already unmounted), kept until the update was
    /// sent: freeing a thousand rows' nodes then overlaps with the display
    /// applying the patches instead of delaying them.
    private var retired: [ViewNode] = []
    /// Preference readers and what changed for them (see `PreferenceGraph.swift`).
    package var preferences = PreferenceState()
    /// The update pipeline this graph reports its work to (none: its owner
    /// flushes it, as a test harness does).
    package private(set) weak var scheduler: UpdateScheduler?
    /// The display session whose surface this graph shows (none: the app's scenes).
    package private(set) weak var session: AppSession?
    /// What the app's graphs share (the runtime's; a graph of its own has its own).
    package let services: RuntimeServices
    /// Body and primitive render evaluations so far.
    public package(set) var bodyEvaluations = 0
    /// Lines written by `_printChanges()`.
    public package(set) var changeLog: [String] = []
    /// The transaction the node rendering now renders in (Transactions.swift).
    package var renderTransaction = Transaction()
    /// Counts flushes, so a `.animation(_:value:)` applies only in the flush its value changed in.
    package var flushGeneration = 0
    /// The animation the last patch emitted was made under.
    package var emittedAnimation: AnimationValue?
    /// The animation each changed host's children changed under.
    package var hostAnimations: [ObjectIdentifier: AnimationValue] = [:]
    /// Transaction completions met in this flush, with the animation they wait for.
    package var completionsToSchedule: [(TransactionCompletion, AnimationValue?)] = []
    /// Seconds the longest animation emitted in this flush runs.
    package var longestAnimationThisFlush: Double?

    /// A graph that renders nothing until `start()`, so that its owner can
    /// keep it (and hear from it) before its views first appear: their
    /// `onAppear` may reach the owner (a window opening another).
    /// `followsWindowPreferences`: whether a change of the window's title,
    /// toolbar role or colour scheme asks for an update; a menu bar's graphs
    /// show no window, and four readers were 1 KB of each of them. `log`: a
    /// logger shared by graphs of one kind (one made per graph was a log
    /// handler per graph, two in every page's menu bar).
    package init<Content: View>(unstarted content: Content, environment: EnvironmentValues, label: String,
                        rootTag: ElementKind = .root, services: RuntimeServices = RuntimeServices(),
                        followsWindowPreferences: Bool = true, log: Logger? = nil) {
        self.services = services
        self.log = log ?? Logger(label: "proscenium.\(label)")
        var environment = environment
        // A session's windows start from an environment that has them.
        if environment.imageAssets !== services.images { environment.imageAssets = services.images }
        root = ViewNode(graph: self, parent: nil, key: ItemKey(), view: RootView(content: content, tag: rootTag),
                        traits: ViewTraits(), environment: environment)
        // A window's title and colour scheme follow what its views prefer.
        guard followsWindowPreferences else { return }
        requestUpdate(whenChanged: NavigationTitleKey.self)
        requestUpdate(whenChanged: NavigationSubtitleKey.self)
        requestUpdate(whenChanged: ToolbarRoleKey.self)
        requestUpdate(whenChanged: PreferredColorSchemeKey.self)
    }

    /// The whole render tree, as a display that connects is first shown it.
    /// From now on the graph sends patches against it.
    @_spi(Display)
    public func snapshot() -> RenderElement {
        subtree(of: root)
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
            services.droppedEvents.dropped("unknown element", kind: event.kind.rawValue)
            return false
        }
        if event.kind == .geometry { return deliverMeasurement(event, to: node) }
        guard let handler = node.handler(for: event.kind) else {
            services.droppedEvents.dropped("nothing at the element handles it", kind: event.kind.rawValue)
            return false
        }
        handler(event)
        return true
    }

    /// A measurement of an element goes to the view that made it and to the
    /// modifiers applied to that view (`onGeometryChange`), up to the next
    /// element: never to a reader further out, which has measurements of its own.
    private func deliverMeasurement(_ event: HostEvent, to owner: ViewNode) -> Bool {
        var handled = false
        var node: ViewNode? = owner
        while let current = node {
            if let handler = current.handlers[.geometry] {
                handler(event)
                handled = true
            }
            node = current.parent
            if node?.elementID != nil { break }
        }
        if !handled { services.droppedEvents.dropped("nothing at the element measures it", kind: event.kind.rawValue) }
        return handled
    }

    /// The environment the whole graph starts from.
    package var rootEnvironment: EnvironmentValues { root.environment }

    /// The images this graph's displays serve (its runtime's).
    @_spi(Display)
    public var imageAssets: ImageAssets { services.images }

    /// Gives the whole graph a new environment; views that read a changed
    /// value update in the next flush.
    package func setRootEnvironment(_ environment: EnvironmentValues) {
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
        preferences = PreferenceState()
    }

    // A node can outlive its graph (a closure or state box of the app's that
    // holds it); an observation it made must then not reach the freed graph.
    isolated deinit {
        root?.detachFromGraph()
    }

    package var rootElementID: ElementID { root.elementID! }

    // MARK: Elements

    package func allocateElementID(for node: ViewNode, kind: ElementKind) -> ElementID {
        let id = ElementID(nextElementID)
        nextElementID += 1
        owners.add(id, node)
        countElement(of: kind, by: 1)
        return id
    }

    package func releaseElementID(_ id: ElementID, kind: ElementKind?) {
        owners.remove(id)
        if let kind { countElement(of: kind, by: -1) }
    }

    /// An element's kind changed (its view described another).
    package func elementKindChanged(from old: ElementKind, to new: ElementKind) {
        countElement(of: old, by: -1)
        countElement(of: new, by: 1)
    }

    /// How many sheets the graph's elements hold: a window's placement looks
    /// for sheets to lay out (each an island of its own) only when it has
    /// any, rather than walking every element of a thousand-row list for none.
    package private(set) var liveSheets = 0

    private func countElement(of kind: ElementKind, by change: Int) {
        if kind == .sheet { liveSheets += change }
    }

    /// Who owns which element (tests check what it keeps).
    package var elementOwners: ElementOwners { owners }

    package func owner(of id: ElementID) -> ViewNode? { owners[id] }

    /// The element of host node `node` with its subtree from the nodes'
    /// current state, reached through the nodes themselves (looking each
    /// element up by ID cost a hash per element); marks it live, since the
    /// display is about to receive it.
    private func subtree(of node: ViewNode) -> RenderElement {
        let hosts = node.childHosts()
        node.renderedChildIDs = hosts.map { $0.elementID! }
        node.elementIsLive = true
        let element = node.element!
        return RenderElement(id: node.elementID!, tag: element.tag, attributes: element.attributes, text: element.text,
                             children: hosts.map(subtree(of:)))
    }

    // MARK: Updates

    /// Adds a patch, after an `animate` marker when its animation differs from the last one's.
    package func emit(_ patch: Patch, animation: AnimationValue? = nil) {
        if animation != emittedAnimation {
            patches.append(.animate(animation))
            emittedAnimation = animation
        }
        patches.append(patch)
        if let animation { noteAnimated(animation) }
    }

    package func retire(_ node: ViewNode) { retired.append(node) }

    /// Frees the nodes that left the tree (the next flush does; an app's
    /// runtime takes them first, once the update is sent: `takeRetired`).
    @_spi(Display) public func releaseRetired() { retired.removeAll() }

    /// Hands the nodes that left the tree to `pending`, which frees them
    /// later a slice at a time (`UpdateScheduler`), instead of this graph's
    /// next flush freeing them all at once.
    package func takeRetired(into pending: inout [ViewNode]) {
        pending.append(contentsOf: retired)
        retired.removeAll()
    }

    package func enqueue(_ node: ViewNode) {
        dirty.append(node)
        scheduler?.graphNeedsUpdate(self)
    }

    /// Reports this graph's work to `scheduler`, as part of `session`'s surfaces.
    package func attach(to scheduler: UpdateScheduler, session: AppSession?) {
        self.scheduler = scheduler
        self.session = session
    }

    /// Notes a host whose element children changed. A host the display does
    /// not have yet needs no patches (its subtree goes whole when it is
    /// inserted), so thousands of new rows do not make thousands of entries.
    package func hostChanged(_ node: ViewNode, animation: AnimationValue? = nil) {
        guard node.elementIsLive else { return }
        changedHosts[ObjectIdentifier(node)] = node
        if let animation { hostAnimations[ObjectIdentifier(node)] = animation }
    }

    /// Runs `action` after the current update (onAppear, onChange, ...).
    /// Disappearing views' actions run first, so an old identity says goodbye
    /// before the new one says hello.
    package func afterUpdate(disappearing: Bool = false, _ action: @escaping () -> Void) {
        if disappearing { pendingDisappearActions.append(action) } else { pendingActions.append(action) }
        scheduler?.graphNeedsUpdate(self)
    }

    /// Called when a scene declaration was (re)made, for the app runtime.
    package var onSceneDeclarationsChanged: (() -> Void)?
    package func sceneDeclarationsChanged() { onSceneDeclarationsChanged?() }

    /// Asks the owner for an update soon (work arrived from outside an event).
    package func requestUpdate() { scheduler?.graphNeedsUpdate(self) }

    /// Whether an update is waiting.
    public var needsUpdate: Bool {
        !dirty.isEmpty || !pendingActions.isEmpty || !pendingDisappearActions.isEmpty || !patches.isEmpty
    }

    /// The views whose bodies wait to run again, by type name, each once in
    /// the order met (what a loop of changes keeps invalidating); nil when none.
    package var unsettledViews: String? {
        var names: [String] = []
        for name in (renderedViews ?? []) + dirty.filter(\.isMounted).map({ String(describing: type(of: $0.view)) })
        where !names.contains(name) {
            names.append(name)
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// While set, the type names of the views whose bodies run: what a
    /// commit's last round renders, named when it does not settle.
    package var renderedViews: [String]?

    /// Re-runs the dirty bodies (parents before children), brings the render
    /// tree up to date and returns the patches that do that, in order. Only
    /// a commit of the scheduler's calls it (see `CommitPass`).
    @discardableResult
    package func flush(in pass: borrowing CommitPass) -> [Patch] {
        releaseRetired()
        flushGeneration += 1
        var rounds = 0
        repeat {
            while !dirty.isEmpty {
                let batch = dirty.sorted { $0.depth < $1.depth }
                dirty.removeAll()
                for node in batch where node.isMounted && node.isDirty {
                    renderTransaction = node.inheritedTransaction()
                    node.render()
                }
                renderTransaction = Transaction()
            }
            syncHosts()
            refreshPreferenceReaders()
            runPendingActions()
            rounds += 1
        } while (!dirty.isEmpty) && rounds < 100
        if rounds >= 100, let views = unsettledViews {
            log.error("update did not settle after 100 rounds: a state change loop? still changing: \(views)")
        }
        let result = patches
        patches = []
        emittedAnimation = nil
        scheduleCompletions()
        return result
    }

    package func runPendingActions() {
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
            let animation = hostAnimations.removeValue(forKey: ObjectIdentifier(host))
            let old = host.renderedChildIDs
            if old.isEmpty {
                // All new (a list filled): nothing to match or keep in place.
                let hosts = host.childHosts()
                for index in hosts.indices.reversed() {
                    let anchor = index + 1 < hosts.count ? hosts[index + 1].elementID : nil
                    emit(.insert(parent: parentID, before: anchor, element: subtree(of: hosts[index])), animation: animation)
                }
                host.renderedChildIDs = hosts.map { $0.elementID! }
                continue
            }
            let new = host.childElementIDs()
            if old == new { continue }
            let newSet = Set(new)
            var oldIndex: [ElementID: Int] = [:]
            if old.count > 1 && !old.contains(where: newSet.contains) {
                // Every child goes (a list emptied or all its rows replaced): one patch.
                emit(.removeChildren(parent: parentID), animation: animation)
            } else {
                for (index, id) in old.enumerated() {
                    if newSet.contains(id) { oldIndex[id] = index } else { emit(.remove(id: id), animation: animation) }
                }
            }
            let stable = longestIncreasingSubsequence(new.map { oldIndex[$0] ?? -1 })
            for index in new.indices.reversed() {
                let id = new[index]
                let anchor = index + 1 < new.count ? new[index + 1] : nil
                if oldIndex[id] == nil {
                    emit(.insert(parent: parentID, before: anchor, element: subtree(of: owners[id]!)), animation: animation)
                } else if !stable.contains(index) {
                    emit(.move(id: id, parent: parentID, before: anchor), animation: animation)
                }
            }
            host.renderedChildIDs = new
        }
        hostAnimations.removeAll()
    }
}

/// The positions (into `values`) of a longest strictly increasing subsequence
/// of the non-negative values; negative values (new elements) are skipped.
package func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
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
package nonisolated struct RootView<Content: View>: PrimitiveView {
    package let content: Content
    package let tag: ElementKind
    @MainActor package func render(into context: inout RenderContext) {
        context.setElement(tag)
        context.addChildren(content)
    }
}
