// The AppKit names SwiftUI apps use through `import SwiftUI`, which on a Mac
// brings AppKit along: the application object and its delegate. `import
// AppKit` itself still fails on Linux (and `os(macOS)` is false), so code that
// needs the rest of AppKit stays behind its `#if`.

import Foundation

/// The app, as AppKit's application object: the one that quits it and calls
/// its delegate, hides its windows, runs a window modally and opens its About
/// window. `NSApplication.shared` (and `NSApp`) is this process's app. The
/// Dock's part (`dockTile`, `applicationIconImage`, `requestUserAttention(_:)`)
/// has no visible effect: a browser page has no Dock.
@MainActor @preconcurrency
open class NSApplication: NSObject {
    /// What `applicationShouldTerminate(_:)` answers.
    public enum TerminateReply: UInt, Sendable {
        case terminateCancel = 0
        case terminateNow = 1
        case terminateLater = 2
    }

    /// How the app shows itself. The browser has no Dock nor app switcher:
    /// every policy looks the same there.
    public enum ActivationPolicy: Int, Sendable {
        case regular = 0
        case accessory = 1
        case prohibited = 2
    }

    /// The process's application object.
    public static let shared = NSApplication()

    /// The app delegate, told when the app has launched and when it quits.
    public weak var delegate: (any NSApplicationDelegate)?
    /// The app's runtime, which quits and where modal panels show (set when it starts).
    weak var runtime: AppRuntime?
    /// The modifier keys of the event being handled (`NSEvent.modifierFlags`).
    package var eventModifiers: [String] = []
    /// Whether the app has launched and handles events (its run loop runs).
    open private(set) var isRunning = false
    /// The windows `hide(_:)` took off the screen, which `unhide(_:)` shows again.
    var hiddenWindows: [NSWindow]?
    /// The answer `stopModal(withCode:)` gave the running `runModal(for:)`, innermost last.
    var modalAnswers: [ModalResponse?] = []
    var modalWindows: [NSWindow] = []
    /// Set by `applicationIconImage`'s setter; the app's icon otherwise.
    var iconImage: NSImage?
    /// The app's Dock tile, made on first use.
    lazy var appDockTile = NSDockTile()
    var attentionRequests = 0
    /// The delegate `@NSApplicationDelegateAdaptor` made, kept alive here
    /// (`delegate` is weak, as AppKit's is).
    var retainedDelegate: AnyObject?
    /// Puts an observable adapted delegate in a window's environment.
    var delegateEnvironment: ((inout EnvironmentValues) -> Void)?
    private(set) var activationPolicyValue: ActivationPolicy = .regular

    /// The appearance every window of the app draws in, whatever the page's
    /// (nil: the page's light or dark scheme, `effectiveAppearance`).
    open var appearance: NSAppearance? {
        didSet { if appearance != oldValue { appearanceChanged() } }
    }

    public override init() { super.init() }

    /// Whether the app has finished launching.
    open var isActive: Bool { isRunning }

    /// Asks the delegate, then quits: `applicationShouldTerminate(_:)`,
    /// `applicationWillTerminate(_:)`, then the app ends as Quit does.
    open func terminate(_ sender: Any?) {
        if let delegate, delegate.applicationShouldTerminate(self) != .terminateNow { return }
        delegate?.applicationWillTerminate(Notification(name: NSApplication.willTerminateNotification, object: self))
        UIApplication.shared.delegate?.applicationWillTerminate(UIApplication.shared)
        NotificationCenter.default.post(name: NSApplication.willTerminateNotification, object: self)
        runtime?.quit()
    }

    /// The browser decides which page has the focus: activating the app
    /// cannot bring its page to the front, and does nothing.
    open func activate(ignoringOtherApps flag: Bool) {}

    /// See `activate(ignoringOtherApps:)`.
    open func activate() {}

    /// Records the policy; a browser page has no Dock icon to show or hide.
    @discardableResult
    open func setActivationPolicy(_ activationPolicy: ActivationPolicy) -> Bool {
        activationPolicyValue = activationPolicy
        return true
    }

    open func activationPolicy() -> ActivationPolicy { activationPolicyValue }

    /// Called by the runtime once its scenes are up: the delegate's
    /// `applicationWillFinishLaunching(_:)` and `applicationDidFinishLaunching(_:)`.
    open func finishLaunching() {
        guard !isRunning else { return }
        delegate?.applicationWillFinishLaunching(Notification(name: NSApplication.willFinishLaunchingNotification, object: self))
        isRunning = true
        let didFinish = Notification(name: NSApplication.didFinishLaunchingNotification, object: self)
        delegate?.applicationDidFinishLaunching(didFinish)
        NotificationCenter.default.post(didFinish)
        // The launched app is the active one: its page is the one in use.
        let willActivate = Notification(name: NSApplication.willBecomeActiveNotification, object: self)
        delegate?.applicationWillBecomeActive(willActivate)
        NotificationCenter.default.post(willActivate)
        let didActivate = Notification(name: NSApplication.didBecomeActiveNotification, object: self)
        delegate?.applicationDidBecomeActive(didActivate)
        NotificationCenter.default.post(didActivate)
        // A UIKit delegate (`@UIApplicationDelegateAdaptor`, `UIApplicationDelegate.main()`) hears it too.
        UIApplication.shared.finishLaunching()
    }

    /// A new app runtime launches again.
    func resetLaunch() { isRunning = false }

    /// How a modal panel or alert ended (`runModal()`'s answer).
    public struct ModalResponse: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public init(_ rawValue: Int) { self.rawValue = rawValue }

        public static let OK = ModalResponse(1)
        public static let cancel = ModalResponse(0)
        public static let stop = ModalResponse(-1000)
        public static let abort = ModalResponse(-1001)
        public static let `continue` = ModalResponse(-1002)
        public static let alertFirstButtonReturn = ModalResponse(1000)
        public static let alertSecondButtonReturn = ModalResponse(1001)
        public static let alertThirdButtonReturn = ModalResponse(1002)
    }

    public static let willFinishLaunchingNotification = Notification.Name("NSApplicationWillFinishLaunchingNotification")
    public static let didFinishLaunchingNotification = Notification.Name("NSApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")
    public static let willBecomeActiveNotification = Notification.Name("NSApplicationWillBecomeActiveNotification")
    public static let didBecomeActiveNotification = Notification.Name("NSApplicationDidBecomeActiveNotification")
}

/// The process's application object, as AppKit's global.
@MainActor public var NSApp: NSApplication! { NSApplication.shared }

/// What an app delegate may answer; every method is optional.
@MainActor @preconcurrency
public protocol NSApplicationDelegate: AnyObject {
    func applicationWillFinishLaunching(_ notification: Notification)
    func applicationDidFinishLaunching(_ notification: Notification)
    func applicationWillBecomeActive(_ notification: Notification)
    func applicationDidBecomeActive(_ notification: Notification)
    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply
    func applicationWillTerminate(_ notification: Notification)
    /// Not asked: a page whose last window closed keeps its menu bar, as a
    /// Mac app with this answer `false` does.
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
}

extension NSApplicationDelegate {
    public func applicationWillFinishLaunching(_ notification: Notification) {}
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    public func applicationWillBecomeActive(_ notification: Notification) {}
    public func applicationDidBecomeActive(_ notification: Notification) {}
    public func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply { .terminateNow }
    public func applicationWillTerminate(_ notification: Notification) {}
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
}
