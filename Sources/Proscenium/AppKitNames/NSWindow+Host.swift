import Foundation

/// An `NSWindow` is the application's view of a window: made for it the
/// first time the app asks (`NSApp.windows`, a representable's `window`),
/// and kept on it so its delegate is asked and told when it closes.
extension NSWindow: WindowHost {
    package func shouldClose() -> Bool { delegate?.windowShouldClose(self) ?? true }

    package func willClose() {
        delegate?.windowWillClose(Notification(name: NSWindow.willCloseNotification, object: self))
    }
}

extension WindowInstance {
    /// The window as AppKit's `NSWindow` (`NSApp.windows`), made on first use.
    var appKitWindow: NSWindow {
        if let made = host as? NSWindow { return made }
        let made = NSWindow(instance: self)
        host = made
        return made
    }
}
