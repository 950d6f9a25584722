import Foundation

/// An `NSWindow` is the application's view of a window: made for it the
/// first time the app asks (`NSApp.windows`, a representable's `window`),
/// and kept on it so its delegate is asked and told when it closes.
extension NSWindow: WindowHost {
    package func shouldClose() -> Bool { delegate?.windowShouldClose(self) ?? true }

    package func willClose() {
        let notification = Notification(name: NSWindow.willCloseNotification, object: self)
        delegate?.windowWillClose(notification)
        NotificationCenter.default.post(notification)
    }

    /// Posts AppKit's key and main window notifications (the key window is
    /// the main one here) and tells the delegate.
    package func keyChanged(isKey: Bool) {
        let key = Notification(name: isKey ? NSWindow.didBecomeKeyNotification : NSWindow.didResignKeyNotification, object: self)
        let main = Notification(name: isKey ? NSWindow.didBecomeMainNotification : NSWindow.didResignMainNotification, object: self)
        if isKey { delegate?.windowDidBecomeKey(key) } else { delegate?.windowDidResignKey(key) }
        NotificationCenter.default.post(key)
        NotificationCenter.default.post(main)
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

extension NSWindow {
    package func frameChanged() { frameDidChange() }
}
