import Foundation

/// A window's frame saved in the user defaults and read back, as AppKit
/// does: under "NSWindow Frame NAME", as a frame descriptor (the window's
/// frame, then the visible frame of its screen, in whole points).
extension NSWindow {
    /// The name a window's frame is saved under in the user defaults.
    public typealias FrameAutosaveName = String
    /// A window's frame as a string (`frameDescriptor`, `setFrame(from:)`).
    public typealias PersistableFrameDescriptor = String

    /// The windows that autosave their frames, by name: one window per name.
    private static var autosaving: [FrameAutosaveName: WeakWindow] = [:]
    private struct WeakWindow { weak var window: NSWindow? }

    private static func defaultsKey(_ name: FrameAutosaveName) -> String { "NSWindow Frame \(name)" }

    /// The name under which the window's frame is saved each time it moves
    /// or changes size; empty when it is not saved.
    public var frameAutosaveName: NSWindow.FrameAutosaveName { madeContent.autosaveName }

    /// Saves the window's frame under `name` from now on, and moves the
    /// window to the frame saved under it before, if there is one. False when
    /// another window already uses the name.
    @discardableResult
    public func setFrameAutosaveName(_ name: NSWindow.FrameAutosaveName) -> Bool {
        if !name.isEmpty, let owner = Self.autosaving[name]?.window, owner !== self { return false }
        if !frameAutosaveName.isEmpty { Self.autosaving[frameAutosaveName] = nil }
        madeContent.autosaveName = name
        guard !name.isEmpty else { return true }
        Self.autosaving[name] = WeakWindow(window: self)
        if !setFrameUsingName(name) { saveFrame(usingName: name) }
        return true
    }

    /// Saves the window's frame in the user defaults under `name`.
    public func saveFrame(usingName name: NSWindow.FrameAutosaveName) {
        guard !name.isEmpty, instance != nil || madeContent.pendingFrame != nil else { return }
        UserDefaults.standard.set(frameDescriptor, forKey: Self.defaultsKey(name))
    }

    /// Moves and sizes the window to the frame saved under `name`; false
    /// when none is saved.
    @discardableResult
    public func setFrameUsingName(_ name: NSWindow.FrameAutosaveName) -> Bool {
        setFrameUsingName(name, force: false)
    }

    /// Moves and sizes the window to the frame saved under `name`, whether
    /// or not the window is resizable (`force`: the page resizes any window).
    @discardableResult
    public func setFrameUsingName(_ name: NSWindow.FrameAutosaveName, force: Bool) -> Bool {
        guard !name.isEmpty, let saved = UserDefaults.standard.string(forKey: Self.defaultsKey(name)),
              let frame = Self.frame(from: saved) else { return false }
        setFrame(frame)
        return true
    }

    /// Forgets the frame saved under `name`.
    public class func removeFrame(usingName name: NSWindow.FrameAutosaveName) {
        UserDefaults.standard.removeObject(forKey: defaultsKey(name))
    }

    /// The window's frame and its screen's visible frame as a string that
    /// `setFrame(from:)` reads back: "x y width height" of each, in points.
    public var frameDescriptor: NSWindow.PersistableFrameDescriptor {
        let window = instance == nil ? (madeContent.pendingFrame ?? frame) : frame
        let visible = (screen ?? NSScreen.main)?.visibleFrame ?? .zero
        return [window.minX, window.minY, window.width, window.height,
                visible.minX, visible.minY, visible.width, visible.height]
            .map { String(Int(($0).rounded())) }.joined(separator: " ") + " "
    }

    /// Moves and sizes the window to the frame a `frameDescriptor` gave.
    public func setFrame(from string: NSWindow.PersistableFrameDescriptor) {
        if let frame = Self.frame(from: string) { setFrame(frame) }
    }

    /// The window frame at the start of a frame descriptor.
    private static func frame(from descriptor: String) -> NSRect? {
        let numbers = descriptor.split(separator: " ").compactMap { Double($0) }
        guard numbers.count >= 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return NSRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Sets the frame of an open window, or the one a closed window opens at.
    private func setFrame(_ frame: NSRect) {
        if instance == nil {
            madeContent.pendingFrame = frame
            madeContent.contentRect.size = NSSize(width: frame.width, height: max(frame.height - Self.titleBarHeight, 0))
        } else {
            setFrame(frame, display: true)
        }
    }

    /// After the window moved or changed size: tells the delegate and
    /// observers, and saves the frame under its autosave name.
    func frameDidChange() {
        guard instance != nil else { return }
        let now = frame, before = madeContent.lastFrame
        madeContent.lastFrame = now
        if let before, before.origin != now.origin {
            let moved = Notification(name: NSWindow.didMoveNotification, object: self)
            delegate?.windowDidMove(moved)
            NotificationCenter.default.post(moved)
        }
        if let before, before.size != now.size {
            let resized = Notification(name: NSWindow.didResizeNotification, object: self)
            delegate?.windowDidResize(resized)
            NotificationCenter.default.post(resized)
        }
        if !frameAutosaveName.isEmpty { saveFrame(usingName: frameAutosaveName) }
    }
}
