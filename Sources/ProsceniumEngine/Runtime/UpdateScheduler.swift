package import Logging
public import ProsceniumHost
import OrderedCollections

/// Proof that the scheduler is committing, which a graph's flush takes: a
/// flush anywhere else would take a window's patches and the page would
/// never see them. Only this file can make one (its initializer is
/// fileprivate, and its stored property private, so an initializer added
/// elsewhere cannot make one either); it cannot be copied, so it cannot be
/// kept for later.
package struct CommitPass: ~Copyable {
    /// 0 for the app's commit, 1 more for each modal loop it runs inside.
    private let level: Int
    fileprivate init(level: Int) { self.level = level }
}

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
/// repeats, at most `rounds` times, while any session still asks; what
/// still changes then is logged by name and left for the next turn.
///
/// Only the scheduler flushes: a graph's `flush(in:)` takes a `CommitPass`,
/// which only this file makes.
@MainActor
package final class UpdateScheduler {
    private weak var runtime: AppRuntime?
    /// How many times a commit flushes what its flushes changed again.
    package static let rounds = 10
    /// Where a commit that does not settle says which views kept changing.
    package var log = runtimeLog
    /// The views still changing when the last commit that hit its bound gave
    /// up (`window w2: Badge, Counter`), as logged; nil once one settles.
    package private(set) var unsettled: [String]?
    /// Whether commits run by themselves on the main queue (a live display);
    /// a test harness turns this off and commits when it wants.
    package var runsByItself = true
    /// Sessions that asked since the last commit, in the order they asked.
    private var sessionsInNeed: OrderedDictionary<ObjectIdentifier, AppSession> = [:]
    /// Something that may concern every session asked (the scene graph, a shared model).
    private var everySession = false
    private var commitScheduled = false

    /// What one level of commits is doing. The app has one level; each modal
    /// loop running inside it (`NSAlert.runModal()`, started by an event)
    /// opens one more, whose events commit on their own while the event that
    /// started the loop waits, and which ends with the loop.
    private struct Level {
        /// An event is being handled: requests join the commit at its end.
        var handlesEvent = false
        /// A commit evaluates bodies: no modal loop may start, and a commit
        /// asked for now is the one running.
        var commits = false
        var isBusy: Bool { handlesEvent || commits }
    }
    private var levels = [Level()]
    private var level: Level {
        get { levels[levels.count - 1] }
        set { levels[levels.count - 1] = newValue }
    }
    /// While a commit evaluates bodies: no modal loop may start then.
    package var isCommitting: Bool { level.commits }
    /// The session whose event is being handled, and the last one that sent one:
    /// where an AppKit modal panel shows.
    package private(set) weak var eventSession: AppSession?
    package private(set) weak var lastEventSession: AppSession?
    /// The session whose windows are being brought up to date now (what a
    /// view's body that reads the screen is shown on).
    package private(set) weak var preparingSession: AppSession?

    package init(runtime: AppRuntime) { self.runtime = runtime }

    /// `graph` has work: its session needs a commit (the app's scene graph,
    /// which has no session, may change any).
    package func graphNeedsUpdate(_ graph: ViewGraph) {
        if let session = graph.session { needsCommit(session) } else { needsCommitEverywhere() }
    }

    /// `session`'s windows or menu bar changed. A commit costs in proportion to
    /// the sessions that changed, not to every session connected (one page's
    /// keystroke does not look at 200 others).
    package func needsCommit(_ session: AppSession) {
        sessionsInNeed[ObjectIdentifier(session)] = session
        scheduleCommit()
    }

    /// Any session may have changed.
    package func needsCommitEverywhere() {
        everySession = true
        scheduleCommit()
    }

    /// A session left: it is not updated again.
    package func forget(_ session: AppSession) { sessionsInNeed[ObjectIdentifier(session)] = nil }

    /// Handles an event from `session`'s display: the event's session, and any
    /// other the event changed, are committed once, when it is handled.
    package func handleEvent(from session: AppSession, _ body: () -> Void) {
        // An event inside an event (a synthesized one) joins the outer's commit.
        let isOuter = !level.isBusy
        let outerHandlesEvent = level.handlesEvent
        level.handlesEvent = true
        let outerSession = eventSession
        eventSession = session
        lastEventSession = session
        // The app handling an event is the shared application (one per
        // process, except where tests run several side by side).
        if let runtime { runtime.host.attach(runtime) }
        body()
        eventSession = outerSession
        sessionsInNeed[ObjectIdentifier(session)] = session
        level.handlesEvent = outerHandlesEvent
        if isOuter { commit() }
    }

    /// Nodes that left the sessions' trees, to be freed: retired subtrees'
    /// roots, and the children of those already freed.
    private var retiring: [ViewNode] = []
    private var releaseScheduled = false
    /// How many retired nodes wait to be freed (tests check it).
    package var retiringCount: Int { retiring.count }

    /// How many nodes a slice of the release frees (about half a millisecond).
    package static let releaseSlice = 1_000

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
    package func releaseNextSlice() {
        var budget = Self.releaseSlice
        while budget > 0, let node = retiring.popLast() {
            // Its children wait their turn; it alone is freed here.
            retiring += node.takeChildren()
            budget -= 1
        }
        if retiring.isEmpty { releaseScheduled = false } else { releaseLater() }
    }

    private func scheduleCommit() {
        guard runsByItself, !commitScheduled, !level.isBusy else { return }
        commitScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.commit() }
        }
    }

    /// Brings every graph up to date and sends each session one update.
    package func commitEverywhere() {
        everySession = true
        commit()
    }

    /// The commit step: flush, collect, send, release.
    package func commit() {
        commitScheduled = false
        guard let runtime, !level.isBusy else { return }
        level.commits = true
        let pass = CommitPass(level: levels.count - 1)
        var updated: OrderedDictionary<ObjectIdentifier, AppSession> = [:]
        var updatesEverySession = false
        var stillChanging: [String] = []
        for round in 1...Self.rounds {
            runtime.sceneGraph.flush(in: pass)
            runtime.refreshDeclarationsIfStale()
            let batch = everySession ? runtime.sessions : Array(sessionsInNeed.values)
            updatesEverySession = updatesEverySession || everySession
            everySession = false
            sessionsInNeed.removeAll(keepingCapacity: true)
            var busy = false
            for session in batch {
                updated[ObjectIdentifier(session)] = session
                preparingSession = session
                if session.prepare(in: pass, unsettled: &stillChanging) { busy = true }
                preparingSession = nil
            }
            let settled = !runtime.sceneGraph.needsUpdate && !everySession && sessionsInNeed.isEmpty
            if settled && !busy { break }
            if round == Self.rounds && !settled { stillChanging += unsettledGraphs(of: runtime) }
        }
        report(stillChanging)
        let sent = updatesEverySession ? runtime.sessions : Array(updated.values)
        for session in sent { session.sendUpdate() }
        // Sent: what left the tree is freed after, in slices (freeing a
        // thousand rows' nodes takes milliseconds).
        releaseSoon(sent)
        runtime.restoration?.saveSoon { [weak runtime] in runtime?.sessions ?? [] }
        level.commits = false
        // What still asks after the last round (a loop of changes) waits for the next turn.
        if everySession || !sessionsInNeed.isEmpty { scheduleCommit() }
    }

    /// The graphs that still ask after the last round, with their views that do.
    private func unsettledGraphs(of runtime: AppRuntime) -> [String] {
        var names: [String] = []
        if let views = runtime.sceneGraph.unsettledViews { names.append("scenes: \(views)") }
        let asking = everySession ? runtime.sessions : Array(sessionsInNeed.values)
        for session in asking { names += session.unsettledGraphs() }
        return names
    }

    private func report(_ stillChanging: [String]) {
        guard !stillChanging.isEmpty else {
            unsettled = nil
            return
        }
        // Each round that hit its bound names the same views: once each.
        let stillChanging = Array(OrderedSet(stillChanging))
        unsettled = stillChanging
        log.error("""
            the views did not settle in one commit (\(Self.rounds) rounds): a state change loop? \
            still changing: \(stillChanging.joined(separator: "; "))
            """)
    }

    /// Runs an AppKit modal loop (`NSAlert.runModal()`) as a nested level of
    /// commits: what changed so far is committed at once, so the modal panel
    /// shows, and each event the loop handles commits its own changes, though
    /// the event that started the loop is not over. When the loop ends, the
    /// outer level resumes as it was. The caller refuses a loop asked for
    /// while a commit evaluates bodies (`isCommitting`).
    package func runModal(until done: () -> Bool) {
        levels.append(Level())
        defer { levels.removeLast() }
        commit()
        MainActorInbox.shared.runModal(until: done)
    }

    /// Brings `session`'s graphs up to date for a snapshot: a display that
    /// (re)connects is sent every surface whole, so the patches are not needed.
    package func prepareForSnapshot(_ session: AppSession) {
        var stillChanging: [String] = []
        _ = session.prepare(in: CommitPass(level: levels.count - 1), unsettled: &stillChanging)
        if !stillChanging.isEmpty { report(stillChanging) }
    }
}

extension ViewGraph {
    /// Renders the views for the first time and runs what they do as they
    /// appear. The first flush is a commit of its own: nothing of this graph
    /// has been shown, so the display is sent its snapshot, not these patches.
    package func start() {
        root.render()
        runPendingActions()
        flush(in: CommitPass(level: 0))
    }

    /// The commit of a graph no app runtime owns (a test harness's, a
    /// benchmark's): re-runs its dirty bodies and returns the patches that
    /// bring its render tree up to date. A graph a runtime owns is committed
    /// by its scheduler alone: asked here, this logs an error and returns
    /// no patches.
    @_spi(Display)
    public func commitDetached() -> [Patch] {
        guard scheduler == nil else {
            log.error("commitDetached() on a graph its app's scheduler commits: nothing flushed")
            return []
        }
        return flush(in: CommitPass(level: 0))
    }
}
