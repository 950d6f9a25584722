// `import WebKit` on Linux: `WKWebView` and its companions; with them, as on
// a Mac (where WebKit brings AppKit), the AppKit names SwiftUI apps use.
@_exported import SwiftUICore
import Foundation
import Proscenium
import ProsceniumHost

/// WebKit's web view, as apps put it in a representable: shown in the page
/// as a sandboxed frame (`webview`) of the page it loaded. `load(_:)` shows
/// a URL (`http`/`https`; the page allows framing only the origin loaded),
/// `loadHTMLString(_:baseURL:)` shows the HTML as a document of its own
/// (its styles, images and scripts work; the sandbox keeps it from the
/// app's page). Navigation inside
/// the frame stays there: `url` is what the app last loaded. Delegates and
/// scripts are not supported: `navigationDelegate` and `uiDelegate` are kept
/// but never called, and `evaluateJavaScript` completes with an error (the
/// app's page cannot see into another origin's frame).
@MainActor
open class WKWebView: NSView, PlatformElementSource {
    /// What the view shows: a URL, or HTML text.
    enum Content: Equatable {
        case url(URL)
        case html(String, baseURL: URL?)
    }

    private(set) var content: Content? {
        didSet { platformViewChanged() }
    }
    private var history: [Content] = []

    /// The configuration the view was made with: kept.
    public let configuration: WKWebViewConfiguration

    /// Told about navigation: kept, never called (see the type's notes).
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Told about panels the page opens: kept, never called.
    open weak var uiDelegate: (any WKUIDelegate)?

    open var allowsBackForwardNavigationGestures = false
    open var allowsMagnification = false
    open var customUserAgent: String?

    public init(frame: NSRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    public convenience init() {
        self.init(frame: .zero, configuration: WKWebViewConfiguration())
    }

    public override convenience init(frame: NSRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    public required init?(coder: NSCoder) { nil }

    /// Loads the request's URL into the frame.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let url = request.url else { return nil }
        show(.url(url))
        return WKNavigation()
    }

    /// Shows `string` as the frame's HTML document.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        show(.html(string, baseURL: baseURL))
        return WKNavigation()
    }

    /// Loads a file URL's HTML (read by the app) into the frame.
    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        guard let html = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return loadHTMLString(html, baseURL: url.deletingLastPathComponent())
    }

    private func show(_ new: Content) {
        history.append(new)
        content = new
    }

    /// The URL last loaded: the request's, or an HTML string's base URL.
    open var url: URL? {
        switch content {
        case let .url(url): url
        case let .html(_, baseURL): baseURL
        case nil: nil
        }
    }

    /// The title: the HTML's `<title>` when the app gave the HTML, else nil.
    open var title: String? {
        guard case let .html(html, _) = content,
              let start = html.range(of: "<title>", options: .caseInsensitive),
              let end = html.range(of: "</title>", options: .caseInsensitive, range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// Loading happens in the page: never true for the app.
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { content == nil ? 0 : 1 }
    open var canGoBack: Bool { history.count > 1 }
    open var canGoForward: Bool { false }

    /// Shows the page again from the start.
    @discardableResult
    open func reload() -> WKNavigation? {
        guard let content else { return nil }
        self.content = nil
        self.content = content
        reloads += 1
        platformViewChanged()
        return WKNavigation()
    }

    /// How many times `reload()` ran: the frame is made again each time.
    private var reloads = 0

    /// Shows what was loaded before the last load.
    @discardableResult
    open func goBack() -> WKNavigation? {
        guard history.count > 1 else { return nil }
        history.removeLast()
        content = history.last
        return WKNavigation()
    }

    open func stopLoading() {}

    /// The frame is another document the app cannot reach: completes with an error.
    open func evaluateJavaScript(_ javaScriptString: String,
                                 completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
    }

    package func describe(into element: inout PlatformElement) {
        element.kind = .webview
        switch content {
        case let .url(url):
            // The display frames only what a web view loaded.
            WebFrameAddresses.shared.allow(url.absoluteString)
            element.attributes[.url] = .string(url.absoluteString)
        case let .html(html, _):
            element.attributes[.html] = .string(html)
            element.attributes[.document] = .string(WebDocuments.shared.key(for: html))
        case nil: break
        }
        if reloads > 0 { element.attributes[.revision] = .number(Double(reloads)) }
        if frame.width > 0 { element.attributes[.width] = .length(Double(frame.width)) }
        if frame.height > 0 { element.attributes[.height] = .length(Double(frame.height)) }
    }
}

/// A web view's configuration: kept.
@MainActor
open class WKWebViewConfiguration: NSObject {
    open var preferences = WKPreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    public override init() { super.init() }
}

/// A web view's preferences: kept.
@MainActor
open class WKPreferences: NSObject {
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isTextInteractionEnabled = true
}

/// Where a web view keeps cookies and caches: the browser's own.
@MainActor
open class WKWebsiteDataStore: NSObject {
    open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
}

/// One load of a web view.
@MainActor
open class WKNavigation: NSObject {}

/// What a web view's navigation delegate may answer; every method is optional, and none is called here.
@MainActor @preconcurrency
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}

/// What a web view's UI delegate may answer; none is called here.
@MainActor @preconcurrency
public protocol WKUIDelegate: AnyObject {}

/// WebKit's errors.
public struct WKError: Error, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated = 2, webViewInvalidated = 3, javaScriptExceptionOccurred = 4
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}
