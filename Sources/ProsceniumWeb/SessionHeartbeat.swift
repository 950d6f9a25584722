import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// What goes down a page's connection, in order: a message, or a ping.
enum Outgoing: Sendable {
    case message(DownMessage)
    /// A WebSocket ping frame, which the browser answers by itself.
    case ping
}

/// Pings every connected page from one timer for the whole display.
///
/// The WebSocket library's own auto-ping runs a timer task per connection,
/// and a cancelled `Task.sleep` stays allocated until its deadline: each
/// departed page left a few small blocks behind for up to the ping period,
/// scattered across the heap, and they kept 1.1 to 1.2 MB of freed pages from
/// going back to the system (BookClub, 100 pages). One timer for all pages
/// leaves nothing behind a departed one.
///
/// A page whose end stops acknowledging what the display sends (its
/// pings among it) for two intervals is cut off by the kernel
/// (`TCP_USER_TIMEOUT`), as the auto-ping cut off a page that had not
/// answered one ping by the next.
@MainActor
final class SessionHeartbeat {
    private let interval: Duration
    private var beat: Task<Void, Never>?

    init(interval: Duration) {
        self.interval = interval
    }

    /// Starts beating, if it has not: every interval, `ping` is called.
    func start(_ ping: @escaping @MainActor () -> Void) {
        guard beat == nil else { return }
        let interval = self.interval
        beat = Task { @MainActor in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                if !Task.isCancelled { ping() }
            }
        }
    }

    func stop() {
        beat?.cancel()
        beat = nil
    }

    /// Has the kernel close `channel` once what was sent on it has gone
    /// unacknowledged for two intervals (Linux's `TCP_USER_TIMEOUT`).
    nonisolated static func limitUnacknowledged(_ channel: any Channel, interval: Duration) async {
        #if os(Linux)
        let milliseconds = interval.components.seconds * 2_000 + interval.components.attoseconds / 500_000_000_000_000
        let option = ChannelOptions.Types.SocketOption(level: .tcp, name: .init(rawValue: 18))  // TCP_USER_TIMEOUT
        try? await channel.setOption(option, value: SocketOptionValue(clamping: milliseconds)).get()
        #endif
    }
}
