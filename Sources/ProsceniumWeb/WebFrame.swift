import Foundation
import Hummingbird
import Proscenium

/// The page a `webview` element frames a web address through: the app's
/// page allows frames from its own origin only, so a `WKWebView`'s URL is
/// shown by `/webframe?url=...`, a static page (no script) whose own policy
/// allows framing exactly that URL's origin, and nothing else.
enum WebFrame {
    /// The header a route's answer carries with its own security policy: the
    /// guard puts it in place of the app page's (and lets the app's page frame it).
    static let policyHeader = HeaderField.Name("X-Proscenium-Frame-Policy")!

    /// `scheme://host[:port]` of an `http` or `https` URL; nil for any other
    /// (a `javascript:` or `file:` address is never framed).
    static func origin(of address: String) -> String? {
        guard let components = URLComponents(string: address), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
              host.allSatisfy({ $0.isLetter || $0.isNumber || ".-:[]".contains($0) })
        else { return nil }
        let port = components.port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(host.lowercased())\(port)"
    }

    /// The framing page for `address`: refused unless it is an `http` or
    /// `https` address one of the app's web views loaded (`allowed`).
    static func response(for address: String?,
                         allowed: (String) -> Bool = WebFrameAddresses.shared.isAllowed) -> Response {
        guard let address, let origin = origin(of: address) else {
            return .plainText("Only http and https addresses are shown in a web view.", status: .badRequest)
        }
        guard allowed(address) else {
            return .plainText("Only addresses the app's web views loaded are shown in a web view.", status: .forbidden)
        }
        let page = """
            <!doctype html><html><head><meta charset="utf-8"><title>Web content</title></head>\
            <body style="margin:0;overflow:hidden">\
            <iframe src="\(escaped(address))" style="border:0;width:100vw;height:100vh;display:block" \
            referrerpolicy="no-referrer" title="Web content"></iframe></body></html>
            """
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
        headers[policyHeader] = securityPolicy(framing: origin)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }

    /// The framing page's policy: no script, its own inline styles, frames of `origin` only.
    static func securityPolicy(framing origin: String) -> String {
        [
            "default-src 'none'", "style-src 'unsafe-inline'", "frame-src \(origin)", "base-uri 'none'",
            "form-action 'none'", "frame-ancestors 'self'",
        ].joined(separator: "; ")
    }

    /// A web view's HTML document (`WebDocuments`), by its key, as a document
    /// of its own: its styles, images and scripts work, in a sandbox with an
    /// origin of its own (it cannot reach the app's page or its cookies).
    static func document(forKey key: String?) -> Response {
        guard let key, let html = WebDocuments.shared.document(forKey: key) else {
            return .plainText("Not found.", status: .notFound)
        }
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
        headers[policyHeader] = [
            "sandbox allow-scripts", "default-src 'none'", "script-src 'unsafe-inline'",
            "style-src 'unsafe-inline' http: https: data:", "img-src http: https: data:",
            "font-src http: https: data:", "media-src http: https: data:", "frame-src http: https:",
            "form-action 'none'", "frame-ancestors 'self'",
        ].joined(separator: "; ")
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
