import Foundation
import HummingbirdWebSocket
import Logging
import NIOCore
import ProsceniumHost
@_spi(Display) import Proscenium

/// Serves one page's WebSocket: a session made for it on the main actor, its
/// snapshot and updates written down, the page's events read up. A message
/// that is oversized or does not decode is dropped and logged; only the page
/// going away (or falling hopelessly behind) ends the connection.
struct SessionConnection: Sendable {
    let hub: SessionHub
    let messageLimit: Int
    /// How many updates may wait for a slow page before it is made to
    /// reconnect and start over from a snapshot.
    let backlogLimit: Int
    let logger: Logger

    func serve(clientKey: String, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        let (messages, outbox) = AsyncStream<DownMessage>.makeStream(bufferingPolicy: .bufferingOldest(backlogLimit))
        // Through the inbox, which an AppKit modal loop (`NSAlert.runModal()`) drains too.
        let hub = self.hub
        let number = await MainActorInbox.shared.perform { hub.open(clientKey: clientKey, outbox: outbox) }
        logger.debug("display connected", metadata: ["session": "\(number)"])
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.write(messages, to: outbound) }
            await read(inbound, session: number)
            outbox.finish()
        }
        await MainActorInbox.shared.perform { hub.close(number) }
        logger.debug("display disconnected", metadata: ["session": "\(number)"])
    }

    private func write(_ messages: AsyncStream<DownMessage>, to outbound: WebSocketOutboundWriter) async {
        let encoder = WireEncoder()
        do {
            for await message in messages {
                try await outbound.write(.text(try encoder.encode(message)))
            }
            // The outbox ended: the page left, or it fell behind and must resync.
            try await outbound.close(.goingAway, reason: "resynchronise")
        } catch {
            logger.debug("display connection stopped writing", metadata: ["error": "\(error)"])
        }
    }

    private func read(_ inbound: WebSocketInboundStream, session number: Int) async {
        var assembler = MessageAssembler(limit: messageLimit)
        var dropped = 0
        // Logs the first refusals of a page, then one line per ten thousand:
        // a hostile page cannot flood the log.
        func drop(_ refusal: UpMessage.Refusal) {
            dropped += 1
            if dropped <= 20 || dropped % 10_000 == 0 {
                logger.warning("dropped a message from the display",
                               metadata: ["reason": "\(refusal)", "dropped": "\(dropped)"])
            }
        }
        do {
            for try await frame in inbound {
                let kind: MessageAssembler.FrameKind = switch frame.opcode {
                case .text: .text
                case .binary: .binary
                case .continuation: .continuation
                }
                switch assembler.add(kind: kind, bytes: frame.data.readableBytesView, fin: frame.fin) {
                case nil:
                    continue
                case let .oversized(size):
                    drop(UpMessage.Refusal.tooLarge(size))
                case let .message(bytes, isText):
                    guard isText else { drop(.notText); continue }
                    switch UpMessage.decode(bytes, limit: messageLimit) {
                    case let .success(event):
                        let hub = self.hub
                        await MainActorInbox.shared.deliver { hub.deliver(event, to: number) }
                    case let .failure(refusal): drop(refusal)
                    }
                }
            }
        } catch {
            logger.debug("display connection stopped reading", metadata: ["error": "\(error)"])
        }
    }
}
