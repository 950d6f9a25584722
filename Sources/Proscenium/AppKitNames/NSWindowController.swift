import Foundation

/// AppKit's window controller: holds a window the app made and shows it.
/// `showWindow(_:)` opens the window in the page the person is using (or
/// brings it to the front) and makes it key; `close()` closes it. There are
/// no nibs on Linux: the window is the one given to `init(window:)` or set.
@MainActor @preconcurrency
open class NSWindowController: NSResponder {
    /// The window the controller manages.
    open var window: NSWindow? {
        didSet {
            guard window !== oldValue else { return }
            if !windowFrameAutosaveName.isEmpty { window?.setFrameAutosaveName(windowFrameAutosaveName) }
            windowDidLoad()
        }
    }

    /// The name the window's frame is saved under in the user defaults
    /// (`NSWindow.setFrameAutosaveName(_:)`); empty, the default, saves nothing.
    open var windowFrameAutosaveName: NSWindow.FrameAutosaveName = "" {
        didSet { window?.setFrameAutosaveName(windowFrameAutosaveName) }
    }

    /// The view controller whose view the window shows.
    open var contentViewController: NSViewController? {
        get { window?.contentViewController }
        set { window?.contentViewController = newValue }
    }

    /// Whether `window` is set.
    open var isWindowLoaded: Bool { window != nil }

    /// A controller of `window` (which may be nil, and set later).
    public init(window: NSWindow?) {
        self.window = window
        super.init()
    }

    /// Archives are not read on Linux: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Told after the window was set.
    open func windowDidLoad() {}

    /// Opens the window (or brings it to the front) and makes it key.
    open func showWindow(_ sender: Any?) {
        window?.makeKeyAndOrderFront(sender)
    }

    /// Closes the window, without asking its delegate.
    open func close() {
        window?.close()
    }
}
