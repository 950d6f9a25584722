import Foundation

/// What the app's delegate hears from UIKit; every method is optional.
///
/// An app whose entry point is its delegate (`@main class AppDelegate:
/// UIResponder, UIApplicationDelegate`, or `@UIApplicationMain`, which the
/// port writes as `@main`) starts with `main()`: the delegate is made, told
/// `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)`, then each window of the
/// page is a scene (see `UIScene`) whose configuration the delegate gives
/// in `application(_:configurationForConnecting:options:)`. An app with
/// SwiftUI's life cycle meets its delegate through
/// `@UIApplicationDelegateAdaptor`, which tells it the same launch.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app's window, for apps without scenes (kept; scenes show the windows).
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// The session's own configuration, as UIKit's default does.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

extension UIApplication {
    /// A key of the options the app was launched with.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that asked for the launch.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// The states the app goes through.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// The app's delegate (the one `main()` or `@UIApplicationDelegateAdaptor` made).
    public var delegate: (any UIApplicationDelegate)? {
        get { uiDelegate }
        set { uiDelegate = newValue }
    }

    /// The scenes connected now: one for each window of the page the app's
    /// delegate shows (see `UIScene`).
    public var connectedScenes: Set<UIScene> { Set(scenes) }

    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(scenes.map(\.session)) }

    /// Active once a scene is; inactive before.
    public var applicationState: State {
        scenes.contains { $0.activationState == .foregroundActive } ? .active : .inactive
    }

    /// The windows of the connected scenes (deprecated in UIKit; still answered).
    public var windows: [UIWindow] { scenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows) }

    /// Sends `action` to `target`, or with no target to the first responder:
    /// `resignFirstResponder` sent to no target ends editing in the key
    /// window (the focused text field lets focus go, its `@FocusState`
    /// reads false). True when a responder took the action. The Objective-C
    /// runtime that would call any other method by name does not exist on
    /// Linux: other actions are not taken (false).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        NSApplication.shared.sendAction(action, to: target, from: sender)
    }
}

/// An event UIKit delivers (a touch, a press); sent with actions.
@MainActor @preconcurrency
open class UIEvent: NSObject {
    /// When the event happened, in seconds since the system started.
    open internal(set) var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
}
