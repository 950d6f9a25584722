import Logging
import ProsceniumHost

/// The display sessions of every connected page, kept on the main actor with
/// the provider that made them. Connections, which run on NIO's threads,
/// address their session by number.
@MainActor
final class SessionHub {
    typealias Outbox = AsyncStream<Outgoing>.Continuation

    private let provider: any DisplaySessionProvider
    private var sessions: [Int: any DisplaySession] = [:]
    private var outboxes: [Int: Outbox] = [:]
    private let heartbeat: SessionHeartbeat
    private var nextNumber = 0
    private let logger: Logger
    /// Own windows mode: the one session every page shows, made when the
    /// display starts and kept while the app runs (`startSharedSession`).
    private var shared: (any DisplaySession)?
    /// The connections showing the shared session, with the window each
    /// shows (nil: the whole desktop).
    private var sharedPages: [Int: String?] = [:]
    /// Told the shared session's surfaces at its start and each update after.
    var sharedObserver: (@MainActor (SharedSessionChange) -> Void)?

    init(provider: any DisplaySessionProvider, logger: Logger, pingInterval: Duration) {
        self.provider = provider
        self.logger = logger
        heartbeat = SessionHeartbeat(interval: pingInterval)
    }

    var count: Int { sessions.count }

    /// Makes a session for a new connection and queues its snapshot then each
    /// update into `outbox`. If the connection falls too far behind, the outbox
    /// is finished: the page reconnects and resynchronises from a snapshot.
    func open(clientKey: String, window: String? = nil, outbox: Outbox) -> Int {
        nextNumber += 1
        let number = nextNumber
        if let shared {
            sessions[number] = shared
            outboxes[number] = outbox
            sharedPages[number] = .some(window)
            outbox.yield(.message(.snapshot(shared.snapshot())))
            heartbeat.start { [weak self] in self?.ping() }
            return number
        }
        let session = provider.makeSession(clientKey: clientKey)
        sessions[number] = session
        outboxes[number] = outbox
        let logger = self.logger
        // The handler is set before the snapshot is taken, on the main actor in
        // one go, so no update can fall between the two or come before it.
        session.updateHandler = { update in
            if case .dropped = outbox.yield(.message(.update(update))) {
                logger.warning("display connection fell behind; it will resynchronise", metadata: ["session": "\(number)"])
                outbox.finish()
            }
        }
        outbox.yield(.message(.snapshot(session.snapshot())))
        heartbeat.start { [weak self] in self?.ping() }
        return number
    }

    func deliver(_ event: HostEvent, to number: Int) {
        sessions[number]?.send(event)
    }

    func close(_ number: Int) {
        guard let session = sessions.removeValue(forKey: number) else { return }
        outboxes[number] = nil
        // A page of the shared session left; the session stays the app's.
        if sharedPages.removeValue(forKey: number) != nil { return }
        session.updateHandler = nil
        session.disconnect()
        AllocatorTrim.soon { [weak self] in self?.provider.compactDepartedState() }
    }

    func closeAll() {
        heartbeat.stop()
        for number in Array(sessions.keys) { close(number) }
        shared?.updateHandler = nil
        shared?.disconnect()
        shared = nil
    }

    /// Own windows mode: makes the one session every page will show, under
    /// `clientKey` (whose windows are restored), and tells the observer its
    /// surfaces, then each update, as every page is sent them.
    func startSharedSession(clientKey: String) {
        guard shared == nil else { return }
        let session = provider.makeSession(clientKey: clientKey)
        shared = session
        let logger = self.logger
        session.updateHandler = { [weak self] update in
            guard let self else { return }
            for number in self.sharedPages.keys {
                guard let outbox = self.outboxes[number] else { continue }
                if case .dropped = outbox.yield(.message(.update(update))) {
                    logger.warning("display connection fell behind; it will resynchronise", metadata: ["session": "\(number)"])
                    outbox.finish()
                }
            }
            self.sharedObserver?(.update(update))
        }
        sharedObserver?(.snapshot(session.snapshot()))
    }

    /// Own windows mode: hands an event to the shared session (one not from a page).
    func sendToShared(_ event: HostEvent) { shared?.send(event) }

    /// The windows of the shared session that a connected page shows.
    var windowsWithPages: Set<String> { Set(sharedPages.values.compactMap { $0 }) }

    /// Queues a ping behind what each page is already sent; a page whose
    /// queue is full has fallen behind, as with an update.
    private func ping() {
        for (number, outbox) in outboxes {
            if case .dropped = outbox.yield(.ping) {
                logger.warning("display connection fell behind; it will resynchronise", metadata: ["session": "\(number)"])
                outbox.finish()
            }
        }
    }
}

/// What the shared session of own windows mode showed: its surfaces when it
/// started, then each update.
enum SharedSessionChange {
    case snapshot([Surface])
    case update(DisplayUpdate)
}
