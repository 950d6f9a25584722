import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The display's connections: Hummingbird's HTTP/1 channel with its WebSocket
/// upgrade, reading a page's small, far-apart messages into small buffers.
/// NIO keeps each connection's read buffers for its next reads for as long as
/// it is open (each page's for as long as the page is): by default up to
/// four, of 2 KB to begin with. A connection here reads once each time its
/// socket is readable, and its buffer starts at 512 bytes and grows, as NIO's
/// do, when a read fills it (a large paste or drop still comes in whole):
/// about 1.3 KB less a page.
struct LeanReadChannel<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base

    /// Reads from the socket before waiting for it to be readable again (NIO's default is 4).
    static var readsInARow: UInt { 1 }
    /// The first read buffer's size (NIO's default is 2,048 bytes); it grows
    /// to 64 KiB for reads that fill it, and shrinks back.
    static var readBuffers: AdaptiveRecvByteBufferAllocator {
        AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 512, maximum: 65_536)
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
        channel.setOption(ChannelOptions.maxMessagesPerRead, value: Self.readsInARow).flatMap {
            channel.setOption(ChannelOptions.recvAllocator, value: Self.readBuffers)
        }.flatMap {
            base.setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Base.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 with WebSocket upgrade through `webSocketRouter`, as
    /// `http1WebSocketUpgrade(webSocketRouter:configuration:)`, each
    /// connection a `LeanReadChannel`.
    static func leanWebSocketUpgrade<Routes: HTTPResponderBuilder>(
        webSocketRouter: Routes, configuration: HTTP1WebSocketUpgradeChannel.Configuration
    ) -> HTTPServerBuilder where Routes.Responder.Context: WebSocketRequestContext {
        let webSocketResponder = webSocketRouter.buildResponder()
        return HTTPServerBuilder { responder in
            LeanReadChannel(base: HTTP1WebSocketUpgradeChannel(
                responder: responder, webSocketResponder: webSocketResponder, configuration: configuration))
        }
    }
}
