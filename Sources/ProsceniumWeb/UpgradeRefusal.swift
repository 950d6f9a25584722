import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import NIOHTTP1

/// The request context of WebSocket upgrades: the standard one, plus the
/// connection's channel so a refusal can be shaped on it.
struct UpgradeRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel
    private let slot: WebSocketSlot

    /// Where Hummingbird keeps the handler of an accepted upgrade, together
    /// with a copy of this context; the copy holds the reference again, so
    /// the two would keep each other (and this channel) alive for good.
    var webSocket: WebSocketHandlerReference<UpgradeRequestContext> { slot.reference }

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
        let slot = WebSocketSlot()
        self.slot = slot
        // Once the connection has closed nothing reads the reference again:
        // letting go of it breaks the cycle, whichever way the connection went.
        channel.closeFuture.whenComplete { _ in slot.release() }
    }
}

/// Holds an upgrade context's handler reference until its connection closes.
final class WebSocketSlot: @unchecked Sendable {
    // Unchecked: `held` is read and written under `lock` only.
    private let lock = NSLock()
    private var held: WebSocketHandlerReference<UpgradeRequestContext>? = WebSocketHandlerReference()

    /// Once released, an empty reference of its own each time (a handler set
    /// in it is dropped with it): the connection has closed, nothing to upgrade.
    var reference: WebSocketHandlerReference<UpgradeRequestContext> {
        lock.withLock { held } ?? WebSocketHandlerReference()
    }

    func release() {
        var released: WebSocketHandlerReference<UpgradeRequestContext>?
        lock.withLock { swap(&held, &released) }
    }  // what the reference held is freed here, outside the lock
}

/// Hummingbird answers every refused WebSocket upgrade with a bare 400. Put
/// on the connection of a refused upgrade, this handler turns that answer
/// into the refusal the display decided (401 or 403, with its reason and the
/// security headers), so a refused page is told what a refused request is.
final class UpgradeRefusalHandler: ChannelOutboundHandler, RemovableChannelHandler, Sendable {
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let status: HTTPResponseStatus
    private let body: String
    private let headers: [(String, String)]

    init(status: HTTPResponse.Status, reason: String, headers: HTTPFields) {
        self.status = HTTPResponseStatus(statusCode: status.code)
        body = reason + "\n"
        self.headers = headers.map { ($0.name.rawName, $0.value) }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case var .head(head) = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        head.status = status
        for (name, value) in headers { head.headers.replaceOrAdd(name: name, value: value) }
        head.headers.replaceOrAdd(name: "Content-Type", value: "text/plain; charset=utf-8")
        head.headers.replaceOrAdd(name: "Content-Length", value: "\(body.utf8.count)")
        context.write(wrapOutboundOut(.head(head)), promise: promise)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: body)))), promise: nil)
        context.pipeline.syncOperations.removeHandler(self, promise: nil)
    }
}

extension AccessPolicy {
    /// Decides a WebSocket upgrade: the request checks, then the page's own
    /// `Origin`. A refusal is shaped on the connection before it is sent.
    func shouldUpgrade(_ request: Request, context: UpgradeRequestContext) async -> RouterShouldUpgrade {
        let verdict: Verdict = switch check(request) {
        case .allow where !isOwnOrigin(request.headers[.origin], authority: request.head.authority):
            .refuse(.forbidden, "WebSocket connections are taken from the display's own page only.")
        case let other:
            other
        }
        guard case let .refuse(status, reason) = verdict else { return .upgrade([:]) }
        await refuseUpgrade(request, context: context, status: status, reason: reason)
        return .dontUpgrade
    }

    func refuseUpgrade(_ request: Request, context: UpgradeRequestContext,
                       status: HTTPResponse.Status, reason: String) async {
        context.logger.notice("refused a WebSocket", metadata: [
            "status": "\(status.code)", "path": "\(request.uri.path)", "host": "\(request.head.authority ?? "-")",
            "origin": "\(request.headers[.origin] ?? "-")",
        ])
        var headers = HTTPFields()
        addSecurityHeaders(to: &headers, authority: request.head.authority)
        let handler = UpgradeRefusalHandler(status: status, reason: reason, headers: headers)
        try? await context.channel.pipeline.addHandler(handler).get()
    }
}

/// Refuses upgrades to any address without the token or under a foreign
/// `Host`, before routing.
struct UpgradeGuard: RouterMiddleware {
    typealias Context = UpgradeRequestContext
    let policy: AccessPolicy

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        guard case let .refuse(status, reason) = policy.check(request) else {
            return try await next(request, context)
        }
        await policy.refuseUpgrade(request, context: context, status: status, reason: reason)
        return Response(status: status)
    }
}
