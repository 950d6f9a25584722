import Foundation
import NIOCore
import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// The WebSocket: who may open it, and how it carries a session.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct WebSocketTests {
    @Test func aForeignOriginIsRefused() async throws {
        try await withDisplay { served in
            for origin in ["http://attacker.example", "http://127.0.0.1:\(served.port + 1)", "null", ""] {
                let reply = try await served.client.withConnection { connection in
                    try await connection.write(Array(served.handshake(origin: origin).utf8))
                    return try await connection.readReply()
                }
                #expect(reply.status == 403, "Origin \(origin)")
                #expect(reply.header("Content-Security-Policy") != nil)
                #expect(reply.body.contains("own page"))
            }
            #expect(served.provider.sessions.isEmpty)
        }
    }

    @Test func aHandshakeWithoutTheTokenIsRefused() async throws {
        try await withDisplay { served in
            for cookie in ["", "proscenium-token-\(served.port)=nope"] {
                let reply = try await served.client.withConnection { connection in
                    try await connection.write(Array(served.handshake(cookie: cookie).utf8))
                    return try await connection.readReply()
                }
                #expect(reply.status == 401)
            }
            let foreignHost = try await served.client.withConnection { connection in
                try await connection.write(Array(served.handshake(host: "attacker.example:\(served.port)").utf8))
                return try await connection.readReply()
            }
            #expect(foreignHost.status == 403)
            #expect(served.provider.sessions.isEmpty)
        }
    }

    @Test func aConnectionGetsASnapshotThenUpdatesAndSendsEvents() async throws {
        try await withDisplay { served in
            try await served.client.withConnection { connection in
                try await connection.write(Array(served.handshake().utf8))
                let reply = try await connection.readReply(body: false)
                #expect(reply.status == 101)

                let snapshot = try await connection.receiveJSON()
                #expect(snapshot["v"] as? Int == DisplayProtocol.version)
                #expect(snapshot["type"] as? String == "snapshot")
                let surfaces = try #require(snapshot["surfaces"] as? [[String: Any]])
                #expect(surfaces.first?["id"] as? String == "w1")

                let session = try #require(served.provider.sessions.first)
                #expect(session.clientKey == "browser-1")
                session.push(DisplayUpdate(changes: [.patch(SurfaceID("w1"), [.setText(id: ElementID(2), text: "hi")])]))
                let update = try await connection.receiveJSON()
                #expect(update["type"] as? String == "update")
                let changes = try #require(update["changes"] as? [[String: Any]])
                #expect(changes.first?["op"] as? String == "patch")

                try await connection.sendText(#"{"v":3,"type":"event","event":{"kind":"click","surface":"w1","target":2}}"#)
                try await eventually("the click") { session.events.count == 1 }
                #expect(session.events == [HostEvent(kind: .click, surface: SurfaceID("w1"), target: ElementID(2))])
                #expect(served.display.connectionCount == 1)
            }
            let session = try #require(served.provider.sessions.first)
            try await eventually("the session to be told the page left") { session.isDisconnected }
            #expect(served.display.connectionCount == 0)
        }
    }

    @Test func badMessagesAreDroppedAndTheConnectionStaysUp() async throws {
        try await withDisplay(.init(maxMessageSize: 4096)) { served in
            try await served.client.withConnection { connection in
                try await connection.write(Array(served.handshake().utf8))
                let answer1 = try await connection.readReply(body: false)
                #expect(answer1.status == 101)
                _ = try await connection.receiveJSON()
                let session = try #require(served.provider.sessions.first)

                try await connection.sendText("not json at all")
                try await connection.sendText(#"{"v":99,"type":"event","event":{"kind":"click"}}"#)
                try await connection.sendText(#"{"v":3,"type":"event","event":{"kind":"explode"}}"#)
                try await connection.sendText(#"{"v":3,"type":"gossip"}"#)
                try await connection.sendText(#"{"v":3,"type":"event"}"#)
                try await connection.send(opcode: 0x2, Array(#"{"v":3,"type":"event","event":{"kind":"click"}}"#.utf8))
                // Over the limit, whole and in fragments: dropped unread.
                let padding = String(repeating: "x", count: 5000)
                try await connection.sendText(#"{"v":3,"type":"event","event":{"kind":"input","value":"\#(padding)"}}"#)
                try await connection.send(opcode: 0x1, Array(padding.utf8), fin: false)
                try await connection.send(opcode: 0x0, Array(padding.utf8), fin: true)
                // Then a good one still arrives, alone.
                try await connection.sendText(#"{"v":3,"type":"event","event":{"kind":"input","surface":"w1","target":2,"value":"ok"}}"#)
                try await eventually("the valid event") { !session.events.isEmpty }
                try await Task.sleep(for: .milliseconds(100))
                #expect(session.events == [HostEvent(kind: .input, surface: SurfaceID("w1"), target: ElementID(2), value: "ok")])
                #expect(!session.isDisconnected)

                // And updates still flow down.
                session.push(DisplayUpdate(changes: [.close(SurfaceID("w1"))]))
                let answer2 = try await connection.receiveJSON()
                #expect(answer2["type"] as? String == "update")
            }
        }
    }

    @Test func eachConnectionHasItsOwnSession() async throws {
        try await withDisplay { served in
            try await served.client.withConnection { first in
                try await first.write(Array(served.handshake().utf8))
                _ = try await first.readReply(body: false)
                _ = try await first.receiveJSON()
                try await served.client.withConnection { second in
                    try await second.write(Array(served.handshake(cookie: "\(served.tokenCookie); proscenium-client=browser-2").utf8))
                    _ = try await second.readReply(body: false)
                    _ = try await second.receiveJSON()
                    #expect(served.provider.sessions.map(\.clientKey) == ["browser-1", "browser-2"])
                    served.provider.sessions[1].push(DisplayUpdate(changes: [.close(SurfaceID("w1"))]))
                    let answer3 = try await second.receiveJSON()
                    #expect(answer3["type"] as? String == "update")
                }
            }
        }
    }

    @Test func aPageThatFallsBehindIsMadeToResynchronise() async throws {
        try await withDisplay(.init(maxQueuedUpdates: 4)) { served in
            try await served.client.withConnection { connection in
                try await connection.write(Array(served.handshake().utf8))
                _ = try await connection.readReply(body: false)
                // The session is made on the main actor after the upgrade: wait for it.
                try await eventually("the page's session") { !served.provider.sessions.isEmpty }
                let session = try #require(served.provider.sessions.first)
                // Queued faster than anything can be written (nothing is read yet).
                for _ in 0..<200 { session.push(DisplayUpdate(changes: [.close(SurfaceID("w1"))])) }
                var frames: [LoopbackClient.Connection.Frame] = []
                while true {
                    let frame = try await connection.receive()
                    frames.append(frame)
                    if case .close = frame { break }
                }
                #expect(frames.last == .close(1001))
                #expect(frames.count < 200)
            }
        }
    }

    /// Hummingbird keeps an upgrade's handler beside a copy of its request
    /// context, which holds the channel: kept in a cycle, every closed
    /// connection's channel stayed in memory (issue #17).
    @Test func aClosedConnectionsChannelIsFreed() async throws {
        let provider = FakeProvider()
        let display = WebDisplay(provider: provider)
        let channels = WeakChannels()
        display.channelObserver = { channels.add($0) }
        let served = ServedDisplay(display: display, provider: provider, url: try await display.start())
        for _ in 0..<3 {
            try await served.client.withConnection { connection in
                try await connection.write(Array(served.handshake().utf8))
                #expect(try await connection.readReply(body: false).status == 101)
                _ = try await connection.receiveJSON()
            }
        }
        try await eventually("the sessions to close") { display.connectionCount == 0 }
        #expect(channels.count == 3)
        try await eventually("the closed connections' channels to be freed") {
            channels.alive == 0
        }
        await display.stop()
    }

    @Test func stoppingTheDisplayDisconnectsItsSessions() async throws {
        let served = try await ServedDisplay.start()
        try await served.client.withConnection { connection in
            try await connection.write(Array(served.handshake().utf8))
            _ = try await connection.readReply(body: false)
            _ = try await connection.receiveJSON()
            await served.display.stop()
            #expect(served.provider.sessions.first?.isDisconnected == true)
        }
    }
}

/// Weak references to the channels a display upgraded.
final class WeakChannels: @unchecked Sendable {
    private struct Entry { weak var channel: (any Channel)? }
    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ channel: any Channel) { lock.withLock { entries.append(Entry(channel: channel)) } }
    var count: Int { lock.withLock { entries.count } }
    var alive: Int { lock.withLock { entries.filter { $0.channel != nil }.count } }
}
