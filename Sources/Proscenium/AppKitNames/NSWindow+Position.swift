import Foundation

/// Moving a window by a corner, and cascading new windows, in AppKit's
/// screen coordinates (origin at the bottom left of the screen).
extension NSWindow {
    /// Moves the window so its bottom-left corner is at `point`, its size kept.
    public func setFrameOrigin(_ point: NSPoint) {
        let size = frame.size
        setFrame(NSRect(origin: point, size: size), display: true)
    }

    /// Moves the window so its top-left corner is at `point`, its size kept.
    public func setFrameTopLeftPoint(_ point: NSPoint) {
        let size = frame.size
        setFrame(NSRect(x: point.x, y: point.y - size.height, width: size.width, height: size.height), display: true)
    }

    /// Moves the window's top-left corner to `topLeftPoint` (not at all for
    /// `.zero`) and returns where the next window's top-left corner goes so
    /// that both title bars show: one title bar's height right and down.
    public func cascadeTopLeft(from topLeftPoint: NSPoint) -> NSPoint {
        if topLeftPoint != .zero { setFrameTopLeftPoint(topLeftPoint) }
        let now = frame
        return NSPoint(x: now.minX + Self.titleBarHeight, y: now.maxY - Self.titleBarHeight)
    }
}
