import Logging

/// Opens a URL: read it with `@Environment(\.openURL)` and call it, or
/// replace it below a view with `.environment(\.openURL, OpenURLAction { url in ... })`.
/// `Link` opens its destination with it.
public struct OpenURLAction {
    /// What a custom handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded, system(URL?)
        }
        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL and nothing else should.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL as it would without the handler.
        public static let systemAction = Result(kind: .system(nil))
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: @MainActor (URL) -> Result

    /// An action that passes each URL to `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`; `completion` says whether it was opened.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case let .system(other): completion(SystemURLOpener.open(other ?? url))
        }
    }
}

/// How URLs are opened when no view replaced the action. The app layer
/// replaces `handler` (a display can open a URL in a new browser tab);
/// until it does, URLs are logged and kept in `opened`.
@MainActor
enum SystemURLOpener {
    static let log = Logger(label: "proscenium.openURL")
    /// Every URL given to the system action, in order.
    static var opened: [URL] = []
    /// Opens a URL; returns whether it was opened.
    static var handler: (URL) -> Bool = { url in
        log.notice("open URL \(url.absoluteString): no display handles URLs yet")
        return false
    }

    static func open(_ url: URL) -> Bool {
        opened.append(url)
        return handler(url)
    }
}

extension EnvironmentValues {
    private struct OpenURLKey: EnvironmentKey {
        static var defaultValue: OpenURLAction {
            OpenURLAction { _ in .systemAction }
        }
    }

    /// The action that opens URLs for views below (`Link`, and your own code).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
