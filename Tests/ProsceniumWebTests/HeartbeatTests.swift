import Foundation
import NIOCore
import Testing
@testable import ProsceniumWeb

/// The display pings its pages from one timer for all of them (a timer a
/// connection left a cancelled sleep behind each departed page for the whole
/// ping period, which kept freed memory from going back to the system), and
/// leaves cutting off a page that stopped acknowledging to the kernel.
@MainActor @Suite struct HeartbeatTests {
    /// Connects, takes the snapshot, and returns when the first ping comes.
    nonisolated private static func firstPing(_ served: ServedDisplay, connected: @escaping @Sendable () -> Void)
        async throws -> ContinuousClock.Instant {
        try await served.client.withConnection { connection in
            try await connection.write(Array(served.handshake().utf8))
            #expect(try await connection.readReply(body: false).status == 101)
            _ = try await connection.receiveJSON()
            connected()
            while true {
                if case .ping = try await connection.receive(pings: true) { return ContinuousClock.now }
            }
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func pagesConnectedAtDifferentTimesArePingedTogether() async throws {
        var configuration = WebDisplay.Configuration()
        configuration.pingInterval = .seconds(2)
        let served = try await ServedDisplay.start(configuration)
        let (firstConnected, first) = AsyncStream<Void>.makeStream()
        async let early = Self.firstPing(served) { first.yield() }
        for await _ in firstConnected { break }
        // A second later: a timer of its own would ping it a second after
        // the first page's ping.
        try await Task.sleep(for: .seconds(1))
        async let late = Self.firstPing(served) {}
        let (a, b) = try await (early, late)
        let apart = a < b ? b - a : a - b
        #expect(apart < .milliseconds(500), "the pages' first pings came \(apart) apart")
        await served.display.stop()
    }

    @Test func aConnectionIsCutOffAfterTwoIntervalsOfUnacknowledgedData() async throws {
        var configuration = WebDisplay.Configuration()
        configuration.pingInterval = .seconds(7)
        let (served, channels) = try await ServedDisplay.startObservingChannels(configuration)
        try await served.client.withConnection { connection in
            try await connection.write(Array(served.handshake().utf8))
            #expect(try await connection.readReply(body: false).status == 101)
            _ = try await connection.receiveJSON()
            #if os(Linux)
            // Set as the connection is upgraded, before the session is made.
            let channel = try #require(channels.first)
            let userTimeout = ChannelOptions.Types.SocketOption(level: .tcp, name: .init(rawValue: 18))
            #expect(try await channel.getOption(userTimeout).get() == 14_000)
            #endif
        }
        await served.display.stop()
    }
}
