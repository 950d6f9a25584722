import Foundation

/// What the application object does with all of its windows at once:
/// hiding them, running one modally, showing the About panel.
extension NSApplication {
    /// Takes every window of the app off the screen (the page keeps them
    /// in its list of minimized windows) until `unhide(_:)`.
    public func hide(_ sender: Any?) {
        guard hiddenWindows == nil else { return }
        let shown = windows.filter(\.isVisible)
        hiddenWindows = shown
        for window in shown { window.orderOut(sender) }
    }

    /// Shows again the windows `hide(_:)` took off the screen, the key
    /// window in front.
    public func unhide(_ sender: Any?) {
        guard let hidden = hiddenWindows else { return }
        hiddenWindows = nil
        for window in hidden.reversed() { window.orderFront(sender) }
    }

    /// Whether `hide(_:)` hid the app's windows.
    public var isHidden: Bool { hiddenWindows != nil }

    /// Shows `window` in front as the key window and waits, handling the
    /// person's events meanwhile, until `stopModal()`,
    /// `stopModal(withCode:)` or `abortModal()` ends it, or the window
    /// closes (`.abort`). Other windows still take clicks, since the page
    /// does not block them.
    public func runModal(for window: NSWindow) -> ModalResponse {
        guard let instance = window.instance, let runtime else { return .abort }
        modalAnswers.append(nil)
        modalWindows.append(window)
        let depth = modalAnswers.count - 1
        defer {
            modalAnswers.removeLast()
            modalWindows.removeLast()
        }
        let ended = runtime.runModal(show: { $0.makeKey(instance) },
                                     until: { modalAnswers[depth] != nil || instance.session == nil })
        return ended ? modalAnswers[depth] ?? .abort : .abort
    }

    /// Ends the innermost `runModal(for:)`, which answers `.stop`.
    public func stopModal() { stopModal(withCode: .stop) }

    /// Ends the innermost `runModal(for:)`, which answers `returnCode`.
    public func stopModal(withCode returnCode: ModalResponse) {
        guard let last = modalAnswers.indices.last(where: { modalAnswers[$0] == nil }) else { return }
        modalAnswers[last] = returnCode
    }

    /// Ends the innermost `runModal(for:)`, which answers `.abort`.
    public func abortModal() { stopModal(withCode: .abort) }

    /// The window `runModal(for:)` is running, if any.
    public var modalWindow: NSWindow? { modalWindows.last }

    /// Keys of `orderFrontStandardAboutPanel(options:)`'s dictionary.
    public struct AboutPanelOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let credits = AboutPanelOptionKey("Credits")
        public static let applicationName = AboutPanelOptionKey("ApplicationName")
        public static let applicationIcon = AboutPanelOptionKey("ApplicationIcon")
        public static let version = AboutPanelOptionKey("Version")
        public static let applicationVersion = AboutPanelOptionKey("ApplicationVersion")
    }

    /// Opens the app's About window, as the app menu's About item does.
    public func orderFrontStandardAboutPanel(_ sender: Any?) {
        orderFrontStandardAboutPanel(options: [:])
    }

    /// Opens the app's About window, as the app menu's About item does. It
    /// shows the app's name, version and copyright from its bundle: the
    /// options given here are not shown.
    public func orderFrontStandardAboutPanel(options optionsDictionary: [AboutPanelOptionKey: Any] = [:]) {
        runtime?.modalSession?.showAbout()
    }

    /// How insistently `requestUserAttention(_:)` asks.
    public enum RequestUserAttentionType: UInt, Sendable {
        case criticalRequest = 0
        case informationalRequest = 10
    }

    /// Asks for the person's attention. On a Mac the Dock icon bounces; a
    /// browser page has no Dock icon, so nothing shows. Returns the
    /// request's number for `cancelUserAttentionRequest(_:)`.
    public func requestUserAttention(_ requestType: RequestUserAttentionType) -> Int {
        attentionRequests += 1
        return attentionRequests
    }

    /// Withdraws a request `requestUserAttention(_:)` made.
    public func cancelUserAttentionRequest(_ request: Int) {}

    /// The app's icon: the one set here, else the app's `AppIcon` image
    /// resource, else a generic app icon (the `app` symbol). A browser page
    /// has no Dock, so a new icon is read back but shows nowhere.
    public var applicationIconImage: NSImage! {
        get {
            iconImage ?? NSImage(named: "AppIcon")
                ?? NSImage(systemSymbolName: "app", accessibilityDescription: nil)
        }
        set { iconImage = newValue }
    }

    /// The app's Dock tile. A browser page has no Dock: its badge and
    /// content are kept and read back, and show nowhere.
    public var dockTile: NSDockTile { appDockTile }
}

/// The app's tile in the Dock: its badge and custom content. What is set
/// here is kept and read back and has no visible effect: a browser page has no Dock.
@MainActor @preconcurrency
open class NSDockTile: NSObject {
    /// The tile's size: the Dock's standard 128 by 128 points.
    open var size: NSSize { NSSize(width: 128, height: 128) }
    /// A view drawn in place of the app's icon.
    open var contentView: NSView?
    /// Whether the badge shows.
    open var showsApplicationBadge = true
    /// The badge's text (an unread count, say).
    open var badgeLabel: String?

    public override init() { super.init() }

    /// Redraws `contentView` into the tile; nothing to redraw in a page.
    open func display() {}
}
