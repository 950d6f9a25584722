import Foundation

/// One instance of the app's user interface, as UIKit's scene-based apps
/// know it: here, one window of the page. An app whose entry point is its
/// `UIApplicationDelegate` (`@main`, or `@UIApplicationMain`) gets a scene
/// for each window it shows: UIKit makes the scene, asks the app delegate
/// for its configuration, makes the configuration's delegate and tells it
/// `scene(_:willConnectTo:options:)`, then that it comes to the foreground
/// and becomes active; when the window closes, that it resigns, goes to the
/// background and disconnects.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// The states a scene goes through.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the scene was connected for: the URLs and activities that
    /// opened it (none: a page opens its windows itself).
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs the scene was opened to show.
        open internal(set) var urlContexts: Set<UIOpenURLContext> = []
        /// The bundle identifier of the app that asked for the scene.
        open internal(set) var sourceApplication: String?
        /// The type of the user activity the scene continues.
        open internal(set) var handoffUserActivityType: String?
        /// The user activities the scene was opened with.
        open internal(set) var userActivities: Set<NSUserActivity> = []

        override init() { super.init() }
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, which UIKit keeps (a strong reference, as UIKit's).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life.
    open internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (the window's).
    open var title: String! = ""

    /// Makes a scene for `session`; UIKit makes scenes, apps do not.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Posted as a scene connects, with the scene as object.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after a scene disconnected.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene became active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after a scene went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene that shows windows: the page's window for it.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The windows of the scene, in the order they were made.
    open internal(set) var windows: [UIWindow] = []

    /// The scene's key window: the last one made key, else the first visible one.
    open var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow } ?? windows.first { !$0.isHidden }
    }

    /// The screen the scene shows on.
    open var screen: UIScreen { UIScreen.main }

    /// Told when the scene's windows change what they show.
    var contentChanged: (() -> Void)?

    func windowChanged() { contentChanged?() }
}

/// A URL a scene was asked to open.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL

    init(url: URL) {
        self.url = url
        super.init()
    }
}

/// A scene's session: its role, its configuration and what the app keeps
/// about it while the scene exists.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive content on its main screen: every window of the page.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// Content on an external display (never one here).
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene of the session while it is connected.
    open internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration the scene was made from.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier the session keeps for its life.
    public let persistentIdentifier: String
    /// What the app keeps about the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}

/// What UIKit makes a scene from: its class and its delegate's class.
///
/// UIKit reads the delegate's class from the app's Info.plist
/// (`UISceneDelegateClassName`); an Info.plist's scene manifest is not
/// supported here, as a ported app has no Info.plist: when
/// `delegateClass` is not set, Proscenium takes the app's class that
/// adopts `UIWindowSceneDelegate` (the first by name when there are several),
/// which is the class the Info.plist of Xcode's templates names.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// The app's name for the configuration.
    public let name: String?
    /// The role of the scenes made from it.
    public let role: UISceneSession.Role
    /// The class of the scene (`UIWindowScene` when unset).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate, which UIKit makes with `init()`.
    open var delegateClass: AnyClass?

    /// Creates a scene-configuration object with the specified role and app-specific name.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// What a scene's delegate hears: every method is optional.
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a scene that shows windows: it keeps the scene's window
/// (`window`), which shows its root view controller.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window unless the delegate keeps one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
