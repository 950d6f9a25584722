import Logging
package import ProsceniumHost

/// The persistent node of one view identity: it owns the view's state,
/// subscriptions, environment, children and element, and outlives the view
/// values that describe it.
@MainActor
package final class ViewNode {
    /// The node whose body or render is running (for `_printChanges`).
    package static var current: ViewNode? { rendering.node }
    /// That node, and why it is rendering (kept here for its render, not in
    /// every node): one static, since each access to a static is checked
    /// for exclusivity at run time, and a render reads and writes it once.
    private static var rendering: (node: ViewNode?, reasons: [String]) = (nil, [])

    package unowned let graph: ViewGraph
    /// Unowned, not weak: a weak reference gives the referenced node a side
    /// table, and then every retain and release of it takes the runtime's
    /// slow path (a fifth of the time of making a list's rows). A parent
    /// outlives its mounted children; `unmount()` clears it.
    package private(set) unowned var parent: ViewNode?
    package let key: ItemKey
    package private(set) var view: any View
    /// The view's type, read from the view (a stored copy cost every node a word).
    package var viewType: ObjectIdentifier { ObjectIdentifier(type(of: view)) }
    package var traits: ViewTraits
    /// The environment from the parent, kept as its storage and attributes
    /// for the next element: not its tracker, which a stored environment
    /// never needs (the view reads `currentEnvironment`, given this node's
    /// tracker), a word in every node that took it into the next malloc chunk.
    private var environmentStorage: EnvironmentValues.Storage
    private var environmentNextElement: NextElementAttributes
    package private(set) var environment: EnvironmentValues {
        get { EnvironmentValues(storage: environmentStorage, nextElementAttributes: environmentNextElement) }
        set {
            environmentStorage = newValue.storage
            environmentNextElement = newValue.nextElement
        }
    }
    /// The environment as this node's view reads it: recording which values
    /// are read, into the tracker of its latest render.
    package var currentEnvironment: EnvironmentValues {
        var current = environment
        let reads = environmentReads
        current.tracker = reads === EnvironmentReadTracker.none ? nil : reads
        return current
    }
    package private(set) var children: [ViewNode] = []

    // The element, when this view has one.
    package private(set) var element: ElementDescription?
    /// The element children the display has, for host nodes.
    package var renderedChildIDs: [ElementID] = []
    package private(set) var handlers = EventHandlers()

    /// What some nodes have (dynamic properties' storage, environment reads
    /// and observation of bodies; transactions, preferences, storage of
    /// primitive views, unmount actions), made on first use: inline they were
    /// a third of every node's size.
    private var extras: NodeExtras?
    /// Whether this node has made its extras (tests check leaves do not).
    package var hasExtras: Bool { extras != nil }

    // The small fields together, last: a class's fields are laid out in the
    // order declared, and each of these between word-sized ones cost a word.
    // A node is 208 bytes of heap (malloc's chunk), 224 with one more byte
    // past 200: `NodeSizeTests` checks it.
    /// The element's ID's raw value, 0 for none (IDs start at 1): an optional
    /// ID took 9 bytes, which with the rest crossed into the next chunk size.
    private var elementIDValue = 0
    /// How many nodes in this subtree (itself included) write a preference.
    package var preferenceWritersBelow: Int32 = 0
    /// How far below the root: parents render before children.
    package let depth: UInt16
    private var flags: Flags

    private struct Flags: OptionSet {
        let rawValue: UInt8
        static let isPrimitive = Flags(rawValue: 1 << 0)
        /// An `NSViewRepresentable` or one of its kin.
        static let isRepresentable = Flags(rawValue: 1 << 1)
        /// The display has this element (it was inserted or is in a snapshot).
        static let elementIsLive = Flags(rawValue: 1 << 2)
        static let isDirty = Flags(rawValue: 1 << 3)
        static let isMounted = Flags(rawValue: 1 << 4)
        /// Not rendered yet (its first render's reason is "@self").
        static let isNew = Flags(rawValue: 1 << 5)
    }

    package private(set) var elementID: ElementID? {
        get { elementIDValue == 0 ? nil : ElementID(elementIDValue) }
        set { elementIDValue = newValue?.rawValue ?? 0 }
    }
    private var isPrimitive: Bool { flags.contains(.isPrimitive) }
    /// Whether the view is an `NSViewRepresentable` or one of its kin.
    private var isRepresentable: Bool { flags.contains(.isRepresentable) }
    /// Whether the display has this element (it was inserted or is in a snapshot).
    package var elementIsLive: Bool {
        get { flags.contains(.elementIsLive) }
        set { if newValue { flags.insert(.elementIsLive) } else { flags.remove(.elementIsLive) } }
    }
    package private(set) var isDirty: Bool {
        get { flags.contains(.isDirty) }
        set { if newValue { flags.insert(.isDirty) } else { flags.remove(.isDirty) } }
    }
    package private(set) var isMounted: Bool {
        get { flags.contains(.isMounted) }
        set { if newValue { flags.insert(.isMounted) } else { flags.remove(.isMounted) } }
    }

    /// What this node's view read of its environment at its last render
    /// (non-primitives only: they all have extras, for observation).
    private var environmentReads: EnvironmentReadTracker { extras?.environmentReads ?? EnvironmentReadTracker.none }

    /// The transaction of the state change that made this node dirty (`withAnimation`).
    package var pendingTransaction: Transaction? {
        get { extras?.pendingTransaction }
        set {
            if newValue == nil && extras == nil { return }
            madeExtras().pendingTransaction = newValue
        }
    }

    /// How this view changes the transaction its subtree renders in
    /// (`.animation`, `.transaction`), as its last render said.
    package var transactionModifier: ((inout Transaction) -> Void)? {
        get { extras?.transactionModifier }
        set {
            if newValue == nil && extras == nil { return }
            madeExtras().transactionModifier = newValue
        }
    }

    /// The preference values this node writes (`PreferenceWrite<Key>`), by key
    /// (see `PreferenceGraph.swift`).
    package var preferenceWrites: [ObjectIdentifier: AnyObject] {
        get { extras?.preferenceWrites ?? [:] }
        _modify { yield &madeExtras().preferenceWrites }
    }

    private func madeExtras() -> NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
        return made
    }

    package init(graph: ViewGraph, parent: ViewNode?, key: ItemKey, view: any View, traits: ViewTraits,
         environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        depth = parent.map { $0.depth + 1 } ?? 0
        self.key = key
        self.view = view
        self.traits = traits
        environmentStorage = environment.storage
        environmentNextElement = environment.nextElement
        let facts = ViewTypeFacts.of(Swift.type(of: view))
        var flags: Flags = [.isMounted, .isNew]
        if facts.isRepresentable { flags.formUnion([.isRepresentable, .isPrimitive]) }
        if facts.isPrimitive { flags.insert(.isPrimitive) }
        self.flags = flags
    }

    /// Why a new node renders: one shared array, not one made per node.
    private static let newNodeReasons = ["@self"]

    // MARK: Rendering

    /// Evaluates the view (body or primitive render), updates the element and
    /// reconciles the children.
    package func render() { render(adding: []) }

    /// Renders, with `reasons` besides those `invalidate` left (`_printChanges`).
    private func render(adding reasons: [String]) {
        guard isMounted else { return }
        let previous = ViewNode.rendering
        // In the order they came: made, invalidated, new inputs.
        var allReasons = reasons
        if let extras, !extras.changeReasons.isEmpty {
            allReasons = extras.changeReasons + allReasons
            extras.changeReasons = []
        }
        if flags.contains(.isNew) {
            flags.remove(.isNew)
            allReasons = allReasons.isEmpty ? Self.newNodeReasons : Self.newNodeReasons + allReasons
        }
        ViewNode.rendering = (self, allReasons)
        defer { ViewNode.rendering = previous }
        isDirty = false
        // The graph, loaded once: each load of an unowned reference retains
        // it, through the runtime's slow path when the graph is also weakly held.
        let graph = self.graph
        graph.bodyEvaluations += 1
        if graph.renderedViews != nil, !isPrimitive { graph.renderedViews?.append(String(describing: type(of: view))) }
        let outerTransaction = beginTransaction(in: graph)
        defer { graph.renderTransaction = outerTransaction }

        // A primitive renders again on any new environment, so what it reads
        // need not be recorded (a row's texts read a dozen values each).
        let tracker = isPrimitive ? nil : EnvironmentReadTracker()
        if let tracker { madeExtras().environmentReads = tracker } else { extras?.environmentReads = EnvironmentReadTracker.none }
        var context = RenderContext(node: self, environment: currentEnvironment)
        // Asked only of primitives: a body view's failed cast cost a render.
        if isPrimitive, let primitive = ViewTypeFacts.of(Swift.type(of: view)).primitive {
            primitive.render(view, into: &context)
        } else if isRepresentable, let renderer = ViewTypeFacts.registeredRenderer {
            renderer.render(view, &context)
        } else {
            context.addChildren(evaluateBody(view))
        }
        handlers = context.handlers
        updateElement(context.element, in: graph)
        reconcile(context.children, environment: context.childEnvironment, in: graph)
    }

    private func evaluateBody<V: View>(_ view: V) -> any View {
        evaluateInstalled(view) { $0.body }
    }

    /// Installs `value`'s dynamic properties from this node's slots and runs
    /// `body` on it with Observation tracking: a view's body, a scene's, a
    /// command set's.
    package func evaluateInstalled<T, R>(_ value: T, _ body: (T) -> R) -> R {
        var installed = value
        installDynamicProperties(&installed, node: self)
        return tracked { body(installed) }
    }

    /// Runs `body` with a value tracked by Observation: a change of what it read
    /// invalidates this node (used by custom modifiers, scenes and commands).
    package func tracked<T>(_ body: () -> T) -> T {
        let extras = madeExtras()
        extras.observationGeneration += 1
        let generation = extras.observationGeneration
        let link = self.link
        return withObservationTracking(body) {
            onMainActor { link.node?.observedChange(generation: generation) }
        }
    }

    /// What observation callbacks hold instead of a weak reference to this
    /// node (which would give it a side table: see `parent`); made on first use.
    private var link: NodeLink {
        let extras = madeExtras()
        if let link = extras.link { return link }
        let made = NodeLink(self)
        extras.link = made
        return made
    }

    private func observedChange(generation: Int) {
        guard generation == extras?.observationGeneration else { return }
        invalidate(reason: "@observable")
    }

    /// A new view value from the parent: re-render only if the inputs changed,
    /// the node is dirty, or the environment changed in a way it depends on.
    package func update(view newView: any View, environment newEnvironment: EnvironmentValues) {
        guard isMounted else { return }
        let sameEnvironment = newEnvironment.isSame(as: environment)
        let inputsSame = viewsEqual(view, newView)
        let environmentMatters = !sameEnvironment && (isPrimitive || environmentReads.changed(in: newEnvironment))
        view = newView
        environment = newEnvironment
        if isDirty || !inputsSame || environmentMatters {
            var reasons: [String] = []
            if !inputsSame { reasons.append("@self") }
            if environmentMatters { reasons.append("@environment") }
            render(adding: reasons)
        } else if !sameEnvironment {
            // The body stays valid, but descendants may read what changed.
            for child in children { child.update(view: child.view, environment: newEnvironment) }
        }
    }

    private func viewsEqual(_ a: any View, _ b: any View) -> Bool {
        func open<V: View>(_ a: V) -> Bool {
            guard let b = b as? V else { return false }
            return viewInputsEqual(a, b)
        }
        return open(a)
    }

    // MARK: Element

    private func updateElement(_ description: ElementDescription?, in graph: ViewGraph) {
        guard let description else {
            if elementID != nil { graph.log.warning("\(type(of: view)) stopped having an element") }
            return
        }
        if elementID == nil {
            let id = graph.allocateElementID(for: self, kind: description.tag)
            elementID = id
            element = description
            return
        }
        guard let id = elementID, let old = element, old != description else { return }
        if old.tag != description.tag { graph.elementKindChanged(from: old.tag, to: description.tag) }
        element = description
        guard elementIsLive else { return }
        if old.tag != description.tag {
            graph.log.warning("\(type(of: view)) changed its element from \(old.tag) to \(description.tag)")
        }
        for (name, value) in description.attributes where old.attributes[name] != value {
            graph.emit(.setAttribute(id: id, name: name, value: value), animation: graph.renderAnimation)
        }
        for name in old.attributes.keys where description.attributes[name] == nil {
            graph.emit(.setAttribute(id: id, name: name, value: nil), animation: graph.renderAnimation)
        }
        if old.text != description.text {
            graph.emit(.setText(id: id, text: description.text), animation: graph.renderAnimation)
        }
    }

    /// The nearest node with an element: this one or an ancestor.
    package var host: ViewNode? { elementID != nil ? self : parent?.host }

    /// Calls `body` with each node whose element this node contributes to its
    /// host: itself if it has an element, else the first such nodes below it.
    package func forEachTopLevelHost(_ body: (ViewNode) -> Void) {
        if elementID != nil { body(self); return }
        for child in children { child.forEachTopLevelHost(body) }
    }

    /// Calls `body` with each element this node contributes to its host and
    /// that element's attributes.
    package func forEachTopLevelElement(_ body: (ElementID, ElementAttributes) -> Void) {
        forEachTopLevelHost { body($0.elementID!, $0.element?.attributes ?? [:]) }
    }

    /// The nodes whose elements are this host node's element children, in order.
    package func childHosts() -> [ViewNode] {
        var hosts: [ViewNode] = []
        for child in children { child.forEachTopLevelHost { hosts.append($0) } }
        return hosts
    }

    /// The element children of this host node, in order.
    package func childElementIDs() -> [ElementID] {
        var ids: [ElementID] = []
        for child in children { child.forEachTopLevelHost { ids.append($0.elementID!) } }
        return ids
    }

    // MARK: Children

    private func reconcile(_ items: [ViewItem], environment childEnvironment: EnvironmentValues, in graph: ViewGraph) {
        var structureChanged = items.count != children.count
        var oldByKey: [ItemKey: ViewNode]?
        var newChildren: [ViewNode] = []
        newChildren.reserveCapacity(items.count)
        var usedKeys: Set<ItemKey>?
        for (index, item) in items.enumerated() {
            var key = item.key
            let type = ObjectIdentifier(Swift.type(of: item.view))
            // Fast path: the same child at the same place.
            if oldByKey == nil, index < children.count, children[index].key == key, children[index].viewType == type {
                let child = children[index]
                child.traits = item.traits
                child.update(view: item.view, environment: childEnvironment)
                newChildren.append(child)
                continue
            }
            if oldByKey == nil {
                oldByKey = Dictionary(children[index...].map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
                usedKeys = Set(newChildren.map(\.key))
            }
            if usedKeys!.contains(key) {
                graph.log.warning("duplicate view identity \(key) in \(Swift.type(of: view)); IDs must be unique")
                key = key.appending(StructuralKey.position(index))
            }
            usedKeys!.insert(key)
            structureChanged = true
            if let old = oldByKey![key], old.viewType == type {
                oldByKey![key] = nil
                old.traits = item.traits
                old.update(view: item.view, environment: childEnvironment)
                newChildren.append(old)
            } else {
                let child = ViewNode(graph: graph, parent: self, key: key, view: item.view, traits: item.traits,
                                     environment: childEnvironment)
                child.render()
                newChildren.append(child)
            }
        }
        if let oldByKey {
            let kept = Set(newChildren.map(ObjectIdentifier.init))
            for old in oldByKey.values where !kept.contains(ObjectIdentifier(old)) {
                old.unmount()
                graph.retire(old)
            }
        } else if children.count > items.count {
            for old in children[items.count...] {
                old.unmount()
                graph.retire(old)
            }
        }
        children = newChildren
        if structureChanged {
            if let host { graph.hostChanged(host, animation: graph.renderAnimation) }
            // Tree order changed above a writer: reductions may differ.
            if preferenceWritersBelow > 0 { graph.preferences.structureChanged = true }
        }
    }

    // MARK: Invalidation and lifetime

    /// Marks this node for re-render in the next update; many calls coalesce.
    package func invalidate(reason: String) {
        guard isMounted else { return }
        noteTransaction(Transaction.current)
        madeExtras().changeReasons.append(reason)
        if !isDirty {
            isDirty = true
            graph.enqueue(self)
        }
    }

    package func unmount() { unmount(in: graph) }

    private func unmount(in graph: ViewGraph) {
        guard isMounted else { return }
        isMounted = false
        for child in children { child.unmount(in: graph) }
        if let elementID { graph.releaseElementID(elementID, kind: element?.tag) }
        let actions = extras?.unmountActions ?? []
        extras?.unmountActions = []
        extras?.slots.removeAll()
        extras?.primitiveStates.removeAll()
        for action in actions { action() }
        // Its parent may now go first (see `parent`).
        parent = nil
    }

    /// Marks this subtree unmounted, running nothing: its graph is going, and
    /// a node kept alive past it then ignores what it observed.
    package func detachFromGraph() {
        isMounted = false
        for child in children { child.detachFromGraph() }
    }

    deinit {
        extras?.link?.node = nil
    }

    /// Its children, taken from it: a retired subtree is freed a node at a
    /// time, not in one cascade of deinits (`UpdateScheduler`).
    package func takeChildren() -> [ViewNode] {
        let taken = children
        children = []
        return taken
    }

    /// Lets go of what this unmounted node and its subtree hold: views,
    /// handlers, environments, children. A torn-down graph keeps only its
    /// root's shell, so nothing it held can keep its owner alive.
    package func release() {
        for child in children { child.release() }
        children = []
        handlers = EventHandlers()
        extras?.slots = []
        extras?.primitiveStates = PrimitiveStates()
        extras?.preferenceWrites = [:]
        extras?.unmountActions = []
        extras?.changeReasons = []
        traits = ViewTraits()
        extras?.environmentReads = EnvironmentReadTracker.none
        view = EmptyView()
        environment = EnvironmentValues()
    }

    /// Runs `action` when this node leaves the tree.
    package func onUnmount(_ action: @escaping () -> Void) { madeExtras().unmountActions.append(action) }

    package func withSlot(_ index: Int, _ body: (inout AnyObject?) -> Void) {
        let extras = madeExtras()
        if index >= extras.slots.count {
            extras.slots.append(contentsOf: repeatElement(nil, count: index + 1 - extras.slots.count))
        }
        // Copied out and back: installing may reach this node again.
        var storage = extras.slots[index]
        body(&storage)
        extras.slots[index] = storage
    }

    package func existingPrimitiveState(_ name: String) -> AnyObject? { extras?.primitiveStates[name] }

    package func primitiveState<T: AnyObject>(_ name: String, _ make: () -> T) -> T {
        if let existing = extras?.primitiveStates[name] as? T { return existing }
        let made = make()
        madeExtras().primitiveStates[name] = made
        return made
    }

    /// The handler for `kind` here or on the nearest ancestor that has one.
    package func handler(for kind: HostEvent.Kind) -> (@MainActor (HostEvent) -> Void)? {
        handlers[kind] ?? parent?.handler(for: kind)
    }

    package func printChanges(typeName: String) {
        // Called during this node's render (it is `current`).
        let reasons = Self.rendering.reasons.isEmpty ? ["unchanged"] : Self.rendering.reasons
        let line = "\(typeName): " + reasons.map { "\($0) changed" }
            .joined(separator: ", ") + "."
        graph.changeLog.append(line)
        print(line)
    }
}

/// A reference to a node that is nil once the node is gone, like a weak
/// one, without giving the node a side table: the node clears it as it goes.
/// Read on the main actor only, where nodes are freed.
package final class NodeLink: @unchecked Sendable {
    // Unchecked: read and cleared on the main actor only, where nodes are freed.
    package unowned(unsafe) var node: ViewNode?
    package init(_ node: ViewNode) { self.node = node }
}

/// What few nodes have, out of line (see `ViewNode.extras`). Used on the
/// main actor only, as its node is; unchecked so that the node's deinit
/// (nonisolated, though nodes are freed there) can reach its link.
package final class NodeExtras: @unchecked Sendable {
    /// The storage of the dynamic properties, by slot (numbered per type by `PropertyInstallers`).
    package var slots: [AnyObject?] = []
    /// What the body read of its environment at its last render.
    package var environmentReads = EnvironmentReadTracker.none
    /// Why the node is dirty (`invalidate`'s reasons, for `_printChanges`).
    package var changeReasons: [String] = []
    /// Out of line: a transaction is some hundred bytes, and few nodes ever
    /// have one pending (an empty array takes a word and no allocation).
    private var pendingTransactions: [Transaction] = []
    package var pendingTransaction: Transaction? {
        get { pendingTransactions.first }
        set { pendingTransactions = newValue.map { [$0] } ?? [] }
    }
    package var transactionModifier: ((inout Transaction) -> Void)?
    package var preferenceWrites: [ObjectIdentifier: AnyObject] = [:]
    package var primitiveStates = PrimitiveStates()
    package var unmountActions: [() -> Void] = []
    package var observationGeneration = 0
    package var link: NodeLink?
}

/// Runs `body` on the main actor: at once when already there, else soon;
/// with a delay, that many seconds from now. (Also what AVFoundation's
/// players and the notification center, callable from any thread, use.)
package func onMainActor(after delay: TimeInterval = 0, _ body: @escaping @MainActor @Sendable () -> Void) {
    if delay > 0 {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: body)
    } else if MainActorContext.isCurrent {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.async(execute: body)
    }
}

/// Whether this code runs on the main actor. A test runner may drain the
/// main queue from threads other than the process's first (and from more
/// than one over a run), so the queue is asked, not a thread remembered.
package enum MainActorContext {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    package static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread
    }
}

