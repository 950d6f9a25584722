import Foundation

/// UIKit's application object, as SwiftUI apps use it: to open links
/// (`UIApplication.shared.open(url)`: web and mail links open in a new
/// browser tab, as `openURL` does; other URLs go to the app's own scenes),
/// and to open the app's settings (`openSettingsURLString`: its `Settings`
/// window, when it has one).
@MainActor @preconcurrency
open class UIApplication: NSObject {
    /// The app.
    public static let shared = UIApplication()

    /// A key of the options `open(_:options:completionHandler:)` takes.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link (a page always opens here).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's settings.
    public static let openSettingsURLString = "app-settings:"

    /// The app's delegate (`delegate`), which whoever made it keeps.
    weak var uiDelegate: (any UIApplicationDelegate)?
    /// The connected scenes, in the order they connected (`connectedScenes`).
    var scenes: [UIScene] = []
    /// The delegate `@UIApplicationDelegateAdaptor` or `main()` made, kept
    /// alive here (`delegate` is weak, as UIKit's is not retained either).
    var retainedDelegate: AnyObject?
    /// Whether the delegate was told the app finished launching.
    var hasLaunched = false

    public override init() { super.init() }

    /// Opens `url`; `completion` is told whether it was opened.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let opened = openNow(url)
        completion?(opened)
    }

    /// Opens `url`; returns whether it was opened.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        openNow(url)
    }

    /// Whether `url` can be opened: web, mail and settings links, and any a
    /// connected page's app handles.
    open func canOpenURL(_ url: URL) -> Bool {
        guard NSApplication.shared.runtime?.modalSession != nil else { return false }
        return url.scheme != nil
    }

    private func openNow(_ url: URL) -> Bool {
        guard let session = NSApplication.shared.runtime?.modalSession else { return false }
        if url.absoluteString == Self.openSettingsURLString {
            session.openSettings()
        } else {
            session.openExternal(url)
        }
        return true
    }
}
