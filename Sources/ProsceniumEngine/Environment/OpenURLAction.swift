import Logging

/// Opens a URL: read it with `@Environment(\.openURL)` and call it, or
/// replace it below a view with `.environment(\.openURL, OpenURLAction { url in ... })`.
/// `Link` opens its destination with it.
public struct OpenURLAction {
    /// What a custom handler did with a URL.
    public struct Result: Sendable {
        package enum Kind: Sendable {
            case handled, discarded, system(URL?)
        }
        package let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL and nothing else should.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL as it would without the handler.
        public static let systemAction = Result(kind: .system(nil))
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    package let handler: @MainActor (URL) -> Result
    /// How the system opens a URL (`.systemAction`) where this action was
    /// read: the display showing the window (see `EnvironmentValues.openURL`).
    package var system: (@MainActor (URL) -> Bool)?

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
        case let .system(other):
            let target = other ?? url
            if let system {
                completion(system(target))
            } else {
                Logger(label: "proscenium.openURL").notice("open URL \(target.absoluteString): no display shows this view")
                completion(false)
            }
        }
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
        get {
            // An action set below (a custom handler) falls back on this window's display.
            var action = self[OpenURLKey.self]
            if action.system == nil { action.system = systemOpenURL }
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    private struct SystemOpenURLKey: EnvironmentKey {
        static var defaultValue: (@MainActor (URL) -> Bool)? { nil }
    }

    /// How the display showing this view opens a URL the system should open
    /// (set by the session for its windows).
    package var systemOpenURL: (@MainActor (URL) -> Bool)? {
        get { self[SystemOpenURLKey.self] }
        set { self[SystemOpenURLKey.self] = newValue }
    }
}
