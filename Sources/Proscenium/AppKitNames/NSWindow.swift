import Foundation

/// AppKit's window, as apps reach the windows SwiftUI made for them
/// (`NSApplication.shared.windows`, `NSApp.keyWindow`): one per window of
/// the page the person is using. A window the app makes itself
/// (`init(contentRect:styleMask:backing:defer:)`, `init(contentViewController:)`)
/// opens in that page when it is ordered front, showing its `contentView`
/// (see `NSWindow+Content.swift`). Its title, edited state, delegate
/// (`windowShouldClose(_:)`, `windowWillClose(_:)`), closing, ordering and
/// minimizing act on that window. The page draws its own title bars:
/// `titlebarAppearsTransparent`, `styleMask`, `isMovableByWindowBackground`
/// and `backgroundColor` are kept and change nothing in the page.
@MainActor @preconcurrency
open class NSWindow: NSObject {
    /// Whether the title shows in the title bar.
    public enum TitleVisibility: Int, Sendable {
        case visible = 0
        case hidden = 1
    }

    /// A window's style: what its title bar has.
    public struct StyleMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let borderless = StyleMask([])
        public static let titled = StyleMask(rawValue: 1 << 0)
        public static let closable = StyleMask(rawValue: 1 << 1)
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        public static let resizable = StyleMask(rawValue: 1 << 3)
        public static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 12)
        public static let fullScreen = StyleMask(rawValue: 1 << 14)
        public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    }

    weak var instance: WindowInstance?
    /// What an app-made window shows, and its size and title before it opens.
    let madeContent = MadeWindowContent()

    init(instance: WindowInstance) {
        self.instance = instance
        super.init()
        madeContent.lastFrame = frame
    }

    /// A window the app makes: it opens in the page the person is using when
    /// ordered front (`makeKeyAndOrderFront(_:)`, `orderFrontRegardless()`),
    /// its content area `contentRect`'s size. `backingStoreType` and `flag`
    /// (defer) concern the window server and change nothing.
    public init(contentRect: NSRect, styleMask style: NSWindow.StyleMask,
                backing backingStoreType: NSWindow.BackingStoreType, defer flag: Bool) {
        super.init()
        styleMask = style
        madeContent.contentRect = contentRect
    }

    /// A window with no content yet, 480 by 270 points (AppKit's default).
    public convenience override init() {
        self.init(contentRect: NSRect(x: 0, y: 0, width: 480, height: 270),
                  styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: true)
    }

    /// Told before the window closes and asked whether it may.
    open weak var delegate: (any NSWindowDelegate)?

    /// The window's title; setting it shows it in the page's title bar.
    open var title: String {
        get { instance?.title ?? madeContent.title }
        set {
            madeContent.title = newValue
            instance?.appKitTitle = newValue
            changed()
        }
    }

    /// Whether the window has unsaved changes: its close button shows a dot.
    open var isDocumentEdited: Bool {
        get { instance?.appKitEdited ?? false }
        set {
            instance?.appKitEdited = newValue
            changed()
        }
    }

    /// The file the window shows; its name is the title when none was set.
    open var representedURL: URL? {
        didSet { changed() }
    }

    open var titleVisibility: TitleVisibility = .visible {
        didSet {
            instance?.hints.isTitleHidden = titleVisibility == .hidden
            changed()
        }
    }

    open var titlebarAppearsTransparent = false
    open var styleMask: StyleMask = [.titled, .closable, .miniaturizable, .resizable]
    /// The smallest and largest frame sizes `setFrame(_:display:)` and
    /// `setContentSize(_:)` give the window.
    open var minSize = NSSize(width: 0, height: 0)
    open var maxSize = NSSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// How the window joins Spaces and full screen. A browser page has one
    /// space: kept and read back.
    open var collectionBehavior: CollectionBehavior = []
    /// Swift frees a window when nothing holds it: kept and read back.
    open var isReleasedWhenClosed = true
    /// Whether the window opens as a tab of another. Windows open apart in
    /// the page (tabs form only through Window > Merge All Windows): kept and read back.
    open var tabbingMode: TabbingMode = .automatic
    /// The responder that hears the window's keys first: a representable's
    /// view that took it (`makeFirstResponder(_:)`, or a click on a view
    /// that accepts it), nil while the page's own views have the focus.
    public internal(set) weak var firstResponder: NSResponder?

    /// Makes `responder` first responder: the current one is asked to
    /// resign, then `responder` to become it; false when either refuses. A
    /// representable's view that becomes first responder takes the page's
    /// keyboard focus.
    @discardableResult
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool {
        if responder === firstResponder { return true }
        if let current = firstResponder, !current.resignFirstResponder() { return false }
        let previous = firstResponder as? NSView
        firstResponder = nil
        if let responder, !responder.becomeFirstResponder() {
            previous?.keyFocusChanged()
            return false
        }
        firstResponder = responder
        previous?.keyFocusChanged()
        (responder as? NSView)?.keyFocusChanged()
        return true
    }

    /// The controller whose view is the window's content (kept and read back).
    open var contentViewController: NSViewController? {
        didSet { contentViewController?.view?.markAsWindowContent() }
    }
    /// The title bar's buttons made by `standardWindowButton(_:)`, one per kind.
    var standardButtons: [ButtonType: NSButton] = [:]
    open var isMovableByWindowBackground = false
    open var backgroundColor: NSColor?

    /// Whether the window is open and not minimized.
    open var isVisible: Bool {
        guard let instance, let session = instance.session else { return false }
        return session.windows.contains { $0 === instance } && !instance.attributes.isMinimized
    }

    open var isKeyWindow: Bool { instance.map { $0.session?.keyWindow === $0 } ?? false }
    open var isMainWindow: Bool { isKeyWindow }
    open var isMiniaturized: Bool { instance?.attributes.isMinimized ?? false }
    /// Whether the window is zoomed: filling the page, or maximised by the
    /// desktop's window manager in own windows mode.
    open var isZoomed: Bool { instance?.hints.isZoomed ?? false }

    /// Closes the window, without asking its delegate (as AppKit's `close()`).
    open func close() {
        guard let instance, let session = instance.session else { return }
        session.close(instance, force: true)
    }

    /// Closes the window as its close button does: the delegate may refuse.
    open func performClose(_ sender: Any?) {
        guard let instance, let session = instance.session else { return }
        session.close(instance)
    }

    /// Brings the window to the front and makes it key.
    open func makeKeyAndOrderFront(_ sender: Any?) {
        openIfMade()
        guard let instance, let session = instance.session else { return }
        session.makeKey(instance)
    }

    open func makeKey() { makeKeyAndOrderFront(nil) }
    open func orderFront(_ sender: Any?) { makeKeyAndOrderFront(sender) }

    /// Minimizes the window to the page's window list.
    open func miniaturize(_ sender: Any?) {
        guard let instance, let session = instance.session else { return }
        session.minimize(instance)
    }

    open func deminiaturize(_ sender: Any?) { makeKeyAndOrderFront(sender) }

    /// Zooms the window to fill the page, or back.
    open func zoom(_ sender: Any?) {
        guard let instance, let session = instance.session else { return }
        session.toggleHint(\.isZoomed, on: instance)
    }

    /// Places the window in the middle of its screen's visible area
    /// horizontally and above the middle vertically, as AppKit does: the
    /// space above it a third of the space below (1:3, as measured on a Mac).
    open func center() {
        let visible = (screen ?? NSScreen.main)?.visibleFrame ?? .zero
        let size = frame.size
        setFrameOrigin(NSPoint(x: visible.minX + (visible.width - size.width) / 2,
                               y: visible.minY + (visible.height - size.height) * 3 / 4))
    }

    func changed() {
        guard let instance, let session = instance.session else { return }
        session.runtime?.scheduleUpdate(for: session)
    }

    public static let willCloseNotification = Notification.Name("NSWindowWillCloseNotification")
    public static let didBecomeKeyNotification = Notification.Name("NSWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("NSWindowDidResignKeyNotification")
    public static let didBecomeMainNotification = Notification.Name("NSWindowDidBecomeMainNotification")
    public static let didResignMainNotification = Notification.Name("NSWindowDidResignMainNotification")
    public static let didMoveNotification = Notification.Name("NSWindowDidMoveNotification")
    public static let didResizeNotification = Notification.Name("NSWindowDidResizeNotification")
}

/// What a window's delegate may answer; every method is optional.
@MainActor @preconcurrency
public protocol NSWindowDelegate: AnyObject {
    /// Asked when the person closes the window (its close button, Close in
    /// the File menu); false keeps it open.
    func windowShouldClose(_ sender: NSWindow) -> Bool
    func windowWillClose(_ notification: Notification)
    func windowDidBecomeKey(_ notification: Notification)
    func windowDidResignKey(_ notification: Notification)
    /// The window moved (the person dragged it, or the app set its frame).
    func windowDidMove(_ notification: Notification)
    /// The window's size changed.
    func windowDidResize(_ notification: Notification)
}

extension NSWindowDelegate {
    public func windowShouldClose(_ sender: NSWindow) -> Bool { true }
    public func windowWillClose(_ notification: Notification) {}
    public func windowDidBecomeKey(_ notification: Notification) {}
    public func windowDidResignKey(_ notification: Notification) {}
    public func windowDidMove(_ notification: Notification) {}
    public func windowDidResize(_ notification: Notification) {}
}

extension NSApplication {
    /// The windows of the page the person is using, front to back (the key
    /// window first), without the app's own Open, Save and alert panels.
    public var windows: [NSWindow] {
        guard let session = runtime?.modalSession else { return [] }
        return session.windows.reversed().filter { $0.declaration?.isSystemPanel != true }.map(\.appKitWindow)
    }

    /// The key window of the page the person is using.
    public var keyWindow: NSWindow? { runtime?.modalSession?.keyWindow?.appKitWindow }

    /// The main window: the key window (the browser has no separate main window).
    public var mainWindow: NSWindow? { keyWindow }
}
