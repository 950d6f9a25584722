import Logging
import ProsceniumHost

/// The display sessions of every connected page, kept on the main actor with
/// the provider that made them. Connections, which run on NIO's threads,
/// address their session by number.
@MainActor
final class SessionHub {
    typealias Outbox = AsyncStream<DownMessage>.Continuation

    private let provider: any DisplaySessionProvider
    private var sessions: [Int: any DisplaySession] = [:]
    private var nextNumber = 0
    private let logger: Logger
    /// How long a departed page's connection lingers (see `AllocatorTrim`).
    private let lingering: Duration

    init(provider: any DisplaySessionProvider, logger: Logger, lingering: Duration) {
        self.provider = provider
        self.logger = logger
        self.lingering = lingering
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
        let logger = self.logger
        // The handler is set before the snapshot is taken, on the main actor in
        // one go, so no update can fall between the two or come before it.
        session.updateHandler = { update in
            if case .dropped = outbox.yield(.update(update)) {
                logger.warning("display connection fell behind; it will resynchronise", metadata: ["session": "\(number)"])
                outbox.finish()
            }
        }
        outbox.yield(.snapshot(session.snapshot()))
        return number
    }

    func deliver(_ event: HostEvent, to number: Int) {
        sessions[number]?.send(event)
    }

    func close(_ number: Int) {
        guard let session = sessions.removeValue(forKey: number) else { return }
        session.updateHandler = nil
        session.disconnect()
        AllocatorTrim.soon(settle: lingering) { [weak self] in self?.provider.compactDepartedState() }
    }

    func closeAll() {
        for number in Array(sessions.keys) { close(number) }
    }
}
