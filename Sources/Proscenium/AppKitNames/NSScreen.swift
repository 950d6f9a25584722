import Foundation

/// AppKit's screen: the page the person uses is the app's one screen. Its
/// `frame` is the page's size; `visibleFrame` the part windows use (below the
/// menu bar, above the dock); both in AppKit's screen coordinates, with the
/// origin at the bottom-left corner. Until a page reports its size, a
/// 1440 by 900 point screen at 2 pixels per point.
@MainActor @preconcurrency
open class NSScreen: NSObject {
    let screen: DisplayScreen

    init(screen: DisplayScreen) {
        self.screen = screen
        super.init()
    }

    /// The screen of the page the person is using (the app's key window's).
    open class var main: NSScreen? { NSScreen(screen: DisplayScreen.current) }

    /// Every screen: the page's.
    open class var screens: [NSScreen] { [NSScreen(screen: DisplayScreen.current)] }

    /// The page's size, at the origin.
    open var frame: NSRect { NSRect(origin: .zero, size: screen.frame) }

    /// The part of the page windows use, with AppKit's origin at the bottom left.
    open var visibleFrame: NSRect {
        let visible = screen.visible
        return NSRect(x: visible.minX, y: screen.frame.height - visible.maxY,
                      width: visible.width, height: visible.height)
    }

    /// Device pixels per point.
    open var backingScaleFactor: CGFloat { screen.scale }

    /// The screen's name.
    open var localizedName: String { "Browser" }
}

extension DisplayScreen {
    /// In a view's body, the screen its window shows on (read from the
    /// environment, so the body shows again when it changes); elsewhere the
    /// one the person is using, else a default one.
    @MainActor static var current: DisplayScreen {
        if let node = ViewNode.current { return node.currentEnvironment.displayScreen }
        guard let runtime = NSApplication.shared.runtime else { return DisplayScreen() }
        return (runtime.scheduler.preparingSession ?? runtime.modalSession)?.screen ?? DisplayScreen()
    }
}
