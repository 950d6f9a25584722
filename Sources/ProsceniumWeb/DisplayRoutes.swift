import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore
@_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumText

/// The display's routes: the page, the client's files and the WebSocket.
enum DisplayRoutes {
    /// How long the browser keeps its client key: it names the browser to the
    /// app, so each browser gets its own windows back.
    static let clientKeyLifetime = 10 * 365 * 24 * 60 * 60

    /// Plain HTTP: `/` (trading a token in the URL for a cookie), `/client/*`,
    /// `/fonts/NAME` (a file of the system font set),
    /// `/asset/KEY` (an image file a view found), and `/ws` for requests that
    /// did not qualify for the upgrade.
    static func httpRouter(policy: AccessPolicy, assets: ClientAssets,
                           images: (any DisplayAssetSource)?) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: DisplayGuard(policy: policy))
        router.get("/") { request, _ -> Response in
            var headers: HTTPFields = [:]
            if policy.cookies(of: request)[AccessPolicy.clientCookie] == nil {
                headers.append(HeaderField(name: .setCookie, value: Cookies.setCookie(
                    name: AccessPolicy.clientCookie, value: LaunchSecret.make(byteCount: 18), maxAge: clientKeyLifetime)))
            }
            if request.uri.queryParameters["token"] != nil {
                // The guard has checked the token; keep it out of the address
                // bar, the history and screenshots from here on.
                headers.append(HeaderField(name: .setCookie,
                                         value: Cookies.setCookie(name: policy.tokenCookie, value: policy.token)))
                headers[.location] = "/"
                return Response(status: .seeOther, headers: headers)
            }
            let page = assets.page
            headers[.contentType] = page.contentType
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: page.body))
        }
        router.get("/client/:name") { _, context -> Response in
            guard let name = context.parameters.get("name"), let asset = assets[name] else {
                return .plainText("Not found.", status: .notFound)
            }
            return Response(status: .ok, headers: [.contentType: asset.contentType],
                            body: ResponseBody(byteBuffer: asset.body))
        }
        router.get("/fonts/:name") { _, context -> Response in
            // Only the files of the system font set, by name: never a path.
            guard let name = context.parameters.get("name"), let file = SystemFontFiles.file(named: name),
                  let data = FileManager.default.contents(atPath: file.path) else {
                return .plainText("Not found.", status: .notFound)
            }
            let type = file.name.hasSuffix(".otf") ? "font/otf" : "font/ttf"
            return Response(status: .ok, headers: [.contentType: type, .cacheControl: "max-age=86400"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.get("/asset/:key") { _, context -> Response in
            // The key is looked up among the files views found by name; it is
            // never a path, so nothing else on disk can be reached through it.
            guard let key = context.parameters.get("key"), let asset = images?.displayAsset(forKey: key),
                  let data = asset.bytes() else {
                return .plainText("Not found.", status: .notFound)
            }
            return Response(status: .ok, headers: [.contentType: asset.contentType],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.get("/webframe") { request, _ -> Response in
            WebFrame.response(for: request.uri.queryParameters["url"].map(String.init))
        }
        router.get("/webdocument/:key") { _, context -> Response in
            WebFrame.document(forKey: context.parameters.get("key"))
        }
        router.get("/ws") { request, _ -> Response in
            if !policy.isOwnOrigin(request.headers[.origin], authority: request.head.authority) {
                return .plainText("WebSocket connections are taken from the display's own page only.", status: .forbidden)
            }
            return .plainText("This address takes WebSocket connections.", status: .badRequest)
        }
        return router
    }

    /// The WebSocket upgrade: the same checks, plus the page's own `Origin`.
    static func webSocketRouter(policy: AccessPolicy, connection: SessionConnection, pingInterval: Duration,
                                observer: (@Sendable (any Channel) -> Void)? = nil)
        -> Router<UpgradeRequestContext> {
        let router = Router(context: UpgradeRequestContext.self)
        router.add(middleware: UpgradeGuard(policy: policy))
        router.ws("/ws") { request, context in
            await policy.shouldUpgrade(request, context: context)
        } onUpgrade: { inbound, outbound, context in
            observer?(context.requestContext.channel)
            await SessionHeartbeat.limitUnacknowledged(context.requestContext.channel, interval: pingInterval)
            let clientKey = policy.cookies(of: context.request)[AccessPolicy.clientCookie]
                ?? LaunchSecret.make(byteCount: 18)
            // Own windows mode: the one window of the shared session the page shows.
            let window = context.request.uri.queryParameters["window"].map(String.init)
            await connection.serve(clientKey: clientKey, window: window, inbound: inbound, outbound: outbound)
        }
        return router
    }
}
