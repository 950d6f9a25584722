import Foundation
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
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

    func serve(clientKey: String, window: String? = nil, inbound: WebSocketInboundStream,
               outbound: WebSocketOutboundWriter) async {
        let (messages, outbox) = AsyncStream<Outgoing>.makeStream(bufferingPolicy: .bufferingOldest(backlogLimit))
        // Through the inbox, which an AppKit modal loop (`NSAlert.runModal()`) drains too.
        let hub = self.hub
        let number = await MainActorInbox.shared.perform { hub.open(clientKey: clientKey, window: window, outbox: outbox) }
        logger.debug("display connected", metadata: ["session": "\(number)"])
        // One child task writes while this one reads: an `async let`, whose
        // task the runtime makes in this task's own memory, rather than a
        // task group, which allocates the group and its child.
        async let written: Void = write(messages, to: outbound)
        await read(inbound, session: number)
        outbox.finish()
        await written
        await MainActorInbox.shared.perform { hub.close(number) }
        logger.debug("display disconnected", metadata: ["session": "\(number)"])
    }

    private func write(_ messages: AsyncStream<Outgoing>, to outbound: WebSocketOutboundWriter) async {
        let encoder = WireEncoder()
        do {
            for await outgoing in messages {
                switch outgoing {
                case let .message(message):
                    try await outbound.write(.text(try encoder.encode(message)))
                case .ping:
                    try await outbound.write(.custom(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer())))
                }
            }
            // The outbox ended: the page left, or it fell behind and must resync.
            try await outbound.close(.goingAway, reason: "resynchronise")
        } catch {
            logger.debug("display connection stopped writing", metadata: ["error": "\(error)"])
        }
    }

    private func read(_ inbound: WebSocketInboundStream, session number: Int) async {
        // Assembling and decoding are the decoder's synchronous work; this
        // loop only awaits frames and hands events to the main actor.
        var decoder = InboundDecoder(limit: messageLimit, logger: logger)
        let hub = self.hub
        do {
            for try await frame in inbound {
                guard let event = decoder.take(frame) else { continue }
                await MainActorInbox.shared.deliver { hub.deliver(event, to: number) }
            }
        } catch {
            logger.debug("display connection stopped reading", metadata: ["error": "\(error)"])
        }
    }
}

/// Turns a page's WebSocket frames into events: assembles messages, and drops
/// (and logs) those that are oversized, binary or do not decode.
private struct InboundDecoder {
    private var assembler: MessageAssembler
    private let limit: Int
    private let logger: Logger
    private var dropped = 0

    init(limit: Int, logger: Logger) {
        assembler = MessageAssembler(limit: limit)
        self.limit = limit
        self.logger = logger
    }

    /// The event a frame completes, if it completes one that decodes.
    mutating func take(_ frame: WebSocketDataFrame) -> HostEvent? {
        let kind: MessageAssembler.FrameKind = switch frame.opcode {
        case .text: .text
        case .binary: .binary
        case .continuation: .continuation
        }
        switch assembler.add(kind: kind, bytes: frame.data.readableBytesView, fin: frame.fin) {
        case nil:
            return nil
        case let .oversized(size):
            drop(UpMessage.Refusal.tooLarge(size))
        case let .message(bytes, isText):
            guard isText else { drop(.notText); return nil }
            switch UpMessage.decode(bytes, limit: limit) {
            case let .success(event): return event
            case let .failure(refusal): drop(refusal)
            }
        }
        return nil
    }

    /// Logs the first refusals of a page, then one line per ten thousand: a
    /// hostile page cannot flood the log.
    private mutating func drop(_ refusal: UpMessage.Refusal) {
        dropped += 1
        if dropped <= 20 || dropped % 10_000 == 0 {
            logger.warning("dropped a message from the display",
                           metadata: ["reason": "\(refusal)", "dropped": "\(dropped)"])
        }
    }
}
