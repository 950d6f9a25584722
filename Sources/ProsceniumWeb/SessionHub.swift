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

    init(provider: any DisplaySessionProvider, logger: Logger, pingInterval: Duration) {
        self.provider = provider
        self.logger = logger
        heartbeat = SessionHeartbeat(interval: pingInterval)
    }

    var count: Int { sessions.count }

    /// Makes a session for a new connection and queues its snapshot then each
    /// update into `outbox`. If the connection falls too far behind, the outbox
    /// is finished: the page reconnects and resynchronises from a snapshot.
    func open(clientKey: String, outbox: Outbox) -> Int {
        let session = provider.makeSession(clientKey: clientKey)
        nextNumber += 1
        let number = nextNumber
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
        session.updateHandler = nil
        session.disconnect()
        AllocatorTrim.soon { [weak self] in self?.provider.compactDepartedState() }
    }

    func closeAll() {
        heartbeat.stop()
        for number in Array(sessions.keys) { close(number) }
    }

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
