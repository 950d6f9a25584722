import Foundation
import Hummingbird

/// Who may talk to the display, and the headers every answer carries.
///
/// A request must name the served address in its `Host` header (so a page
/// on another site cannot reach the display through DNS rebinding) and
/// present the launch token, from its cookie or a `token` query parameter.
/// The WebSocket must also come from the display's own page (`Origin`).
final class AccessPolicy: @unchecked Sendable {
    // Unchecked: its lets are set at init; `bound` is read and written under `lock` only.
    enum Verdict: Equatable {
        case allow
        case refuse(HTTPResponse.Status, String)
    }

    /// The secret of this launch, handed out in the URL the app prints.
    let token: String
    /// The cookie naming this browser, shared by every Proscenium app it shows.
    static let clientCookie = "proscenium-client"

    private let bindHost: String
    private let extraHosts: [String]
    // Written once when the server has bound (the port is unknown before),
    // read by every request on NIO's threads.
    private let lock = NSLock()
    private var bound: (port: Int, displayHost: String, authorities: Set<String>)?

    init(token: String, bindHost: String, extraHosts: [String]) {
        self.token = token
        self.bindHost = bindHost
        self.extraHosts = extraHosts
    }

    /// Records the bound address: `ip` is the address the socket has.
    func bind(port: Int, ip: String?) {
        let display = Self.displayHost(bindHost: bindHost, boundIP: ip)
        var hosts: Set<String> = ["127.0.0.1", "localhost", "[::1]", display]
        if !Self.isWildcard(bindHost) { hosts.insert(Self.bracketed(bindHost.lowercased())) }
        var authorities = Set(hosts.map { "\($0):\(port)" })
        if port == 80 { authorities.formUnion(hosts) }  // browsers leave out the default port
        for host in extraHosts {
            let lowered = host.lowercased()
            authorities.insert(Self.hasPort(lowered) ? lowered : "\(Self.bracketed(lowered)):\(port)")
        }
        lock.withLock { bound = (port, display, authorities) }
    }

    var port: Int? { lock.withLock { bound?.port } }

    /// The host the printed URL names: loopback unless bound to one address.
    var displayHost: String? { lock.withLock { bound?.displayHost } }

    /// The token cookie's name: cookies ignore ports, so each served port has
    /// its own, and two apps on one machine do not log each other out.
    var tokenCookie: String { "proscenium-token-\(port ?? 0)" }

    /// Whether `authority` (the request's `Host`) is the served address.
    func isServedAuthority(_ authority: String?) -> Bool {
        guard let authority else { return false }
        return lock.withLock { bound?.authorities.contains(authority.lowercased()) ?? false }
    }

    /// Whether a WebSocket's `Origin` is the display's own page.
    func isOwnOrigin(_ origin: String?, authority: String?) -> Bool {
        guard let origin, let authority, isServedAuthority(authority) else { return false }
        return origin.lowercased() == "http://\(authority.lowercased())"
    }

    /// The token a request presents: its query parameter, else its cookie.
    func presentedToken(_ request: Request) -> String? {
        if let query = request.uri.queryParameters["token"] { return String(query) }
        return cookies(of: request)[tokenCookie]
    }

    func cookies(of request: Request) -> [String: String] {
        Cookies.parse(request.headers[values: .cookie])
    }

    func check(_ request: Request) -> Verdict {
        guard isServedAuthority(request.head.authority) else {
            return .refuse(.forbidden, "This display answers only to its own address.")
        }
        guard LaunchSecret.matches(presentedToken(request), token) else {
            return .refuse(.unauthorized, "Open the address the app printed when it started; it carries the key.")
        }
        return .allow
    }

    /// Headers for every answer: no inline script, no framing, no sniffing,
    /// no referrer, no caching of token-gated content.
    func addSecurityHeaders(to headers: inout HTTPFields, authority: String?) {
        var connect = "'self'"
        if let authority, isServedAuthority(authority) { connect += " ws://\(authority.lowercased())" }
        headers[.contentSecurityPolicy] = [
            "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:",
            "connect-src \(connect)", "object-src 'none'", "base-uri 'none'", "form-action 'none'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
        headers[.xContentTypeOptions] = "nosniff"
        headers[.referrerPolicy] = "no-referrer"
        headers[.xFrameOptions] = "DENY"
        headers[.cacheControl] = "no-store"
        headers[.crossOriginOpenerPolicy] = "same-origin"
        headers[.crossOriginResourcePolicy] = "same-origin"
    }

    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        return host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    static func isWildcard(_ host: String) -> Bool {
        host.isEmpty || host == "0.0.0.0" || host == "::" || host == "[::]"
    }

    static func displayHost(bindHost: String, boundIP: String?) -> String {
        if isWildcard(bindHost) { return "127.0.0.1" }
        if let boundIP, !isWildcard(boundIP) { return bracketed(boundIP) }
        return bracketed(bindHost)
    }

    static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }

    private static func hasPort(_ authority: String) -> Bool {
        if authority.hasPrefix("[") { return authority.contains("]:") }
        return authority.filter { $0 == ":" }.count == 1
    }
}

/// HTTPTypes' field type, which Hummingbird does not re-export by name.
typealias HeaderField = HTTPFields.Element

extension HeaderField.Name {
    static let referrerPolicy = Self("Referrer-Policy")!
    static let xFrameOptions = Self("X-Frame-Options")!
    static let crossOriginOpenerPolicy = Self("Cross-Origin-Opener-Policy")!
    static let crossOriginResourcePolicy = Self("Cross-Origin-Resource-Policy")!
}
