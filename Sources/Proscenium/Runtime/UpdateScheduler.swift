import OrderedCollections

/// The one update pipeline of an app. Graphs tell it directly that they have
/// work (a node became dirty, an action waits); the requests of one turn of
/// the main queue, or of one event, are coalesced into one commit step:
///
/// 1. flush the dirty nodes: the app's scene graph, then each session that
///    asked, its windows and its menu bar (`AppSession.prepare`);
/// 2. collect the patches per surface, with the windows opened, configured
///    and closed, into one `DisplayUpdate` per session;
/// 3. send it (`AppSession.sendUpdate`);
/// 4. release the nodes that left the trees, while the display applies it.
///
/// A session's update may change another's (a shared model), so step 1
/// repeats, at most ten times, while any session still asks.
@MainActor
final class UpdateScheduler {
    private weak var runtime: AppRuntime?
    /// Whether commits run by themselves on the main queue (a live display);
    /// a test harness turns this off and commits when it wants.
    var runsByItself = true
    /// Sessions that asked since the last commit, in the order they asked.
    private var sessionsInNeed: OrderedDictionary<ObjectIdentifier, AppSession> = [:]
    /// Something that may concern every session asked (the scene graph, a shared model).
    private var everySession = false
    private var commitScheduled = false
    /// While an event is handled or a commit runs, requests join the commit
    /// at its end instead of making one of their own.
    private var isBusy = false
    /// While a commit evaluates bodies: no modal loop may start then.
    private(set) var isCommitting = false
    /// The session whose event is being handled, and the last one that sent one:
    /// where an AppKit modal panel shows.
    private(set) weak var eventSession: AppSession?
    private(set) weak var lastEventSession: AppSession?
    /// The session whose windows are being brought up to date now (what a
    /// view's body that reads the screen is shown on).
    private(set) weak var preparingSession: AppSession?

    init(runtime: AppRuntime) { self.runtime = runtime }

    /// `graph` has work: its session needs a commit (the app's scene graph,
    /// which has no session, may change any).
    func graphNeedsUpdate(_ graph: ViewGraph) {
        if let session = graph.session { needsCommit(session) } else { needsCommitEverywhere() }
    }

    /// `session`'s windows or menu bar changed. A commit costs in proportion to
    /// the sessions that changed, not to every session connected (one page's
    /// keystroke does not look at 200 others).
    func needsCommit(_ session: AppSession) {
        sessionsInNeed[ObjectIdentifier(session)] = session
        scheduleCommit()
    }

    /// Any session may have changed.
    func needsCommitEverywhere() {
        everySession = true
        scheduleCommit()
    }

    /// A session left: it is not updated again.
    func forget(_ session: AppSession) { sessionsInNeed[ObjectIdentifier(session)] = nil }

    /// Handles an event from `session`'s display: the event's session, and any
    /// other the event changed, are committed once, when it is handled.
    func handleEvent(from session: AppSession, _ body: () -> Void) {
        let wasBusy = isBusy
        isBusy = true
        let outerSession = eventSession
        eventSession = session
        lastEventSession = session
        // The app handling an event is the shared application (one per
        // process, except where tests run several side by side).
        if let runtime, NSApplication.shared.runtime !== runtime { NSApplication.shared.runtime = runtime }
        body()
        eventSession = outerSession
        sessionsInNeed[ObjectIdentifier(session)] = session
        isBusy = wasBusy
        if !wasBusy { commit() }
    }

    /// Nodes that left the sessions' trees, to be freed: retired subtrees'
    /// roots, and the children of those already freed.
    private var retiring: [ViewNode] = []
    private var releaseScheduled = false
    /// How many retired nodes wait to be freed (tests check it).
    var retiringCount: Int { retiring.count }

    /// How many nodes a slice of the release frees (about half a millisecond).
    static let releaseSlice = 1_000

    /// Frees the nodes `sessions` retired once the update is sent, a slice at
    /// a time, each behind what the main queue holds by then: a thousand
    /// replaced rows are seven thousand nodes, 5 to 10 ms of deinits, and an
    /// event that arrives meanwhile (the person's next click) is handled
    /// between two slices instead of after them all. (Freed 100 ms later in
    /// one go, they met the next click more often than not; freed a slice a
    /// frame, they met it for longer.)
    private func releaseSoon(_ sessions: [AppSession]) {
        for session in sessions { session.takeRetiredNodes(into: &retiring) }
        guard !retiring.isEmpty, !releaseScheduled else { return }
        releaseScheduled = true
        releaseLater()
    }

    private func releaseLater() {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.releaseNextSlice() } }
    }

    /// Frees one slice (a queued turn does; tests call it too).
    func releaseNextSlice() {
        var budget = Self.releaseSlice
        while budget > 0, let node = retiring.popLast() {
            // Its children wait their turn; it alone is freed here.
            retiring += node.takeChildren()
            budget -= 1
        }
        if retiring.isEmpty { releaseScheduled = false } else { releaseLater() }
    }

    private func scheduleCommit() {
        guard runsByItself, !commitScheduled, !isBusy else { return }
        commitScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.commit() }
        }
    }

    /// Brings every graph up to date and sends each session one update.
    func commitEverywhere() {
        everySession = true
        commit()
    }

    /// The commit step: flush, collect, send, release.
    func commit() {
        commitScheduled = false
        guard let runtime, !isBusy else { return }
        isBusy = true
        isCommitting = true
        defer { isCommitting = false }
        var updated: OrderedDictionary<ObjectIdentifier, AppSession> = [:]
        var updatesEverySession = false
        for _ in 0..<10 {
            runtime.sceneGraph.flush()
            runtime.refreshDeclarationsIfStale()
            let batch = everySession ? runtime.sessions : Array(sessionsInNeed.values)
            updatesEverySession = updatesEverySession || everySession
            everySession = false
            sessionsInNeed.removeAll(keepingCapacity: true)
            var busy = false
            for session in batch {
                updated[ObjectIdentifier(session)] = session
                preparingSession = session
                if session.prepare() { busy = true }
                preparingSession = nil
            }
            if !busy && !runtime.sceneGraph.needsUpdate && !everySession && sessionsInNeed.isEmpty { break }
        }
        let sent = updatesEverySession ? runtime.sessions : Array(updated.values)
        for session in sent { session.sendUpdate() }
        // Sent: what left the tree is freed after, in slices (freeing a
        // thousand rows' nodes takes milliseconds).
        releaseSoon(sent)
        runtime.restoration?.saveSoon { [weak runtime] in runtime?.sessions ?? [] }
        isBusy = false
        // What still asks after ten rounds (a loop of changes) waits for the next turn.
        if everySession || !sessionsInNeed.isEmpty { scheduleCommit() }
    }

    /// Runs an AppKit modal loop (`NSAlert.runModal()`): what changed so far
    /// is committed now, so the modal panel shows, and each event the loop
    /// handles commits its own changes, even inside the event that started it.
    func runModal(until done: () -> Bool) {
        let wasBusy = isBusy
        isBusy = false
        commit()
        MainActorInbox.shared.runModal(until: done)
        isBusy = wasBusy
    }
}
