import Foundation
import ProsceniumEngine
import ProsceniumHost

/// A window's frame, level, opacity and title-bar buttons, as AppKit sets
/// them: what is set here moves, sizes, fades or raises the window in the page.
extension NSWindow {
    /// How high a window floats: a window of a higher level stays in front of
    /// every window of a lower one, whichever is key.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public init(_ rawValue: Int) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let floating = Level(3)
        public static let submenu = Level(3)
        public static let tornOffMenu = Level(3)
        public static let modalPanel = Level(8)
        public static let mainMenu = Level(24)
        public static let statusBar = Level(25)
        public static let popUpMenu = Level(101)
        public static let screenSaver = Level(1000)
    }

    /// How a window takes part in Spaces, Mission Control and full screen.
    public struct CollectionBehavior: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = CollectionBehavior([])
        public static let canJoinAllSpaces = CollectionBehavior(rawValue: 1 << 0)
        public static let moveToActiveSpace = CollectionBehavior(rawValue: 1 << 1)
        public static let managed = CollectionBehavior(rawValue: 1 << 2)
        public static let transient = CollectionBehavior(rawValue: 1 << 3)
        public static let stationary = CollectionBehavior(rawValue: 1 << 4)
        public static let participatesInCycle = CollectionBehavior(rawValue: 1 << 5)
        public static let ignoresCycle = CollectionBehavior(rawValue: 1 << 6)
        public static let fullScreenPrimary = CollectionBehavior(rawValue: 1 << 7)
        public static let fullScreenAuxiliary = CollectionBehavior(rawValue: 1 << 8)
        public static let fullScreenNone = CollectionBehavior(rawValue: 1 << 9)
        public static let fullScreenAllowsTiling = CollectionBehavior(rawValue: 1 << 11)
        public static let fullScreenDisallowsTiling = CollectionBehavior(rawValue: 1 << 12)
        public static let primary = CollectionBehavior(rawValue: 1 << 16)
        public static let auxiliary = CollectionBehavior(rawValue: 1 << 17)
        public static let canJoinAllApplications = CollectionBehavior(rawValue: 1 << 18)
    }

    /// Whether a window opens as a tab of another window.
    public enum TabbingMode: Int, Sendable {
        case automatic = 0
        case preferred = 1
        case disallowed = 2
    }

    /// The buttons of a window's title bar.
    public enum ButtonType: UInt, Sendable {
        case closeButton = 0
        case miniaturizeButton = 1
        case zoomButton = 2
        case toolbarButton = 3
        case documentIconButton = 4
        case documentVersionsButton = 6
    }

    /// The height of the page's title bar, which the window's frame includes
    /// and its content size leaves out.
    static let titleBarHeight = CGFloat(WindowPlacement.titleBarHeight)

    /// The window's frame in screen coordinates, AppKit's way: the origin at
    /// the bottom-left corner of the screen, the title bar included. Until
    /// the page reports where it put a window it placed itself, its origin
    /// is the top-left corner of the area windows use.
    public var frame: NSRect {
        guard let instance else { return .zero }
        let screen = instance.session?.screen ?? DisplayScreen()
        let attributes = instance.attributes
        let content = instance.placement.contentSize
        let width = attributes.width.map { CGFloat($0) } ?? content.map { CGFloat($0.width) } ?? 0
        let height = attributes.height.map { CGFloat($0) }
            ?? content.map { CGFloat($0.height) + Self.titleBarHeight } ?? 0
        let top = screen.visible.minY + CGFloat(attributes.y ?? 0)
        return NSRect(x: screen.visible.minX + CGFloat(attributes.x ?? 0), y: screen.frame.height - top - height,
                      width: width, height: height)
    }

    /// Moves and sizes the window to `frameRect` (AppKit's screen
    /// coordinates), its size kept within `minSize` and `maxSize`. The page
    /// shows the window there; `flag` (redraw now) changes nothing, since
    /// the page redraws what changed.
    public func setFrame(_ frameRect: NSRect, display flag: Bool) {
        guard let instance, frameRect.width.isFinite, frameRect.height.isFinite,
              frameRect.minX.isFinite, frameRect.minY.isFinite else { return }
        let screen = instance.session?.screen ?? DisplayScreen()
        let size = clamped(frameRect.size)
        instance.attributes.width = Double(size.width)
        instance.attributes.height = Double(size.height)
        instance.attributes.x = Double(frameRect.minX - screen.visible.minX)
        instance.attributes.y = Double(screen.frame.height - frameRect.minY - size.height - screen.visible.minY)
        framesChanged()
    }

    /// Sizes the window so its content area (below the title bar) is
    /// `size`, keeping its top-left corner where it is.
    public func setContentSize(_ size: NSSize) {
        guard size.width.isFinite, size.height.isFinite else { return }
        guard let instance else {
            // An app-made window not yet open opens at this size.
            madeContent.contentRect.size = size
            return
        }
        let frameSize = clamped(NSSize(width: size.width, height: size.height + Self.titleBarHeight))
        instance.attributes.width = Double(frameSize.width)
        instance.attributes.height = Double(frameSize.height)
        framesChanged()
    }

    /// The screen the window is on: the page's, while the window is open.
    public var screen: NSScreen? {
        guard let session = instance?.session else { return nil }
        return NSScreen(screen: session.screen)
    }

    /// The window's opacity, 0 (invisible) to 1: the page draws the whole
    /// window, title bar and all, that opaque.
    public var alphaValue: CGFloat {
        get { instance?.hints.alpha.map { CGFloat($0) } ?? 1 }
        set {
            let alpha = newValue.isFinite ? min(max(newValue, 0), 1) : 1
            setHint(\.alpha, alpha == 1 ? nil : Double(alpha))
        }
    }

    /// The window's level: a window above `.normal` stays in front of the
    /// app's normal windows, as a floating panel does.
    public var level: Level {
        get { Level(instance?.hints.level ?? 0) }
        set { setHint(\.level, newValue == .normal ? nil : newValue.rawValue) }
    }

    /// Takes the window off the screen without closing it (it stays in
    /// `NSApp.windows`); `makeKeyAndOrderFront(_:)` shows it again. The page
    /// keeps it in its list of minimized windows.
    public func orderOut(_ sender: Any?) {
        guard let instance, let session = instance.session, !instance.attributes.isMinimized else { return }
        session.minimize(instance)
    }

    /// Fills the screen with the window, or brings it back: the page zooms
    /// the window over its whole desktop, and `styleMask` says `.fullScreen`.
    public func toggleFullScreen(_ sender: Any?) {
        guard let instance, let session = instance.session else { return }
        if styleMask.contains(.fullScreen) { styleMask.remove(.fullScreen) } else { styleMask.insert(.fullScreen) }
        if instance.hints.isZoomed != styleMask.contains(.fullScreen) {
            session.toggleHint(\.isZoomed, on: instance)
        }
    }

    /// One of the window's title-bar buttons: hiding it (`isHidden`) or
    /// disabling it (`isEnabled`) hides or disables it in the page's title
    /// bar. Nil for the buttons the page's title bar does not have.
    public func standardWindowButton(_ b: ButtonType) -> NSButton? {
        guard [.closeButton, .miniaturizeButton, .zoomButton].contains(b) else { return nil }
        if let made = standardButtons[b] { return made }
        let button = TitleBarButton(kind: b, window: self)
        standardButtons[b] = button
        return button
    }

    /// The title-bar buttons hidden or disabled, as the page reads them.
    func titleBarButtonsChanged() {
        func names(_ include: (NSButton) -> Bool) -> [String] {
            standardButtons.filter { include($0.value) }.map { TitleBarButton.names[$0.key] ?? "" }.sorted()
        }
        instance?.hints.hiddenButtons = names(\.isHidden)
        setHint(\.disabledButtons, names { !$0.isEnabled })
    }

    private func clamped(_ size: NSSize) -> NSSize {
        NSSize(width: min(max(size.width, minSize.width, 0), maxSize.width),
               height: min(max(size.height, minSize.height, 0), maxSize.height))
    }

    private func setHint<Value>(_ hint: WritableKeyPath<WindowHints, Value>, _ value: Value) {
        guard let instance else { return }
        instance.hints[keyPath: hint] = value
        changed()
    }

    private func framesChanged() {
        instance?.session?.runtime?.restorationChanged()
        changed()
        frameDidChange()
    }
}

/// A title-bar button of a window (`standardWindowButton(_:)`): its hidden
/// and enabled states show in the page's title bar.
@MainActor
final class TitleBarButton: NSButton {
    static let names: [NSWindow.ButtonType: String] = [.closeButton: "close", .miniaturizeButton: "minimize",
                                                       .zoomButton: "zoom"]
    private weak var owner: NSWindow?

    init(kind: NSWindow.ButtonType, window: NSWindow) {
        owner = window
        super.init(title: "")
    }

    required init?(coder: NSCoder) { nil }

    override var isHidden: Bool {
        didSet { owner?.titleBarButtonsChanged() }
    }

    override var isEnabled: Bool {
        didSet { owner?.titleBarButtonsChanged() }
    }
}
