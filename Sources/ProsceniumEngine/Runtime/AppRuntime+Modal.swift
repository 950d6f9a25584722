package import Logging

/// AppKit's modal panels (`NSAlert`, `NSOpenPanel`, `NSSavePanel`): shown in
/// the session the person is using, answered there while the caller waits.
extension AppRuntime {
    /// The session whose event is being handled, else the last one that sent
    /// one, else the newest.
    package var modalSession: AppSession? {
        scheduler.eventSession ?? scheduler.lastEventSession ?? sessions.last
    }

    /// Shows a panel with `show` and blocks, handling the person's events,
    /// until `done` is true or the page goes away. Returns false, having shown
    /// nothing, when no page is connected or when a view's body asked (a
    /// modal loop cannot run while the views are being evaluated).
    package func runModal(show: (AppSession) -> Void, until done: () -> Bool) -> Bool {
        guard !scheduler.isCommitting else {
            modalLog.error("a modal panel was asked for while views were being evaluated: not shown")
            return false
        }
        guard let session = modalSession else {
            modalLog.warning("a modal panel was asked for with no page connected: not shown")
            return false
        }
        show(session)
        scheduler.runModal { done() || !sessions.contains { $0 === session } }
        return done()
    }
}

package let modalLog = Logger(label: "proscenium.modal")
