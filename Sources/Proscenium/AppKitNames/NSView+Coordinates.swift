import Foundation

/// Converting points, rects and sizes between views, and to and from the
/// window: AppKit's coordinates, each view's from its bottom-left corner
/// unless it `isFlipped`, the window's from the bottom-left corner of its
/// content. A representable's top view has its frame in the window's
/// coordinates, where the page shows it.
extension NSView {
    /// Whether the coordinates the frame is in (the superview's, or the window's) grow downwards.
    private var frameSpaceIsFlipped: Bool { superview?.isFlipped ?? false }

    /// `point` in the view's coordinates, in its superview's (or the window's).
    func convertToSuperview(_ point: NSPoint) -> NSPoint {
        NSPoint(x: frame.minX + point.x,
                y: isFlipped == frameSpaceIsFlipped ? frame.minY + point.y : frame.maxY - point.y)
    }

    /// `point` in the superview's coordinates (or the window's), in the view's.
    func convertFromSuperview(_ point: NSPoint) -> NSPoint {
        NSPoint(x: point.x - frame.minX,
                y: isFlipped == frameSpaceIsFlipped ? point.y - frame.minY : frame.maxY - point.y)
    }

    /// `point` in the view's coordinates, in the window's.
    func convertToWindow(_ point: NSPoint) -> NSPoint {
        var view: NSView? = self, point = point
        while let current = view {
            point = current.convertToSuperview(point)
            view = current.superview
        }
        return point
    }

    /// `point` in the window's coordinates, in the view's.
    func convertFromWindow(_ point: NSPoint) -> NSPoint {
        guard let superview else { return convertFromSuperview(point) }
        return convertFromSuperview(superview.convertFromWindow(point))
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: NSPoint, from view: NSView?) -> NSPoint {
        convertFromWindow(view?.convertToWindow(point) ?? point)
    }

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: NSPoint, to view: NSView?) -> NSPoint {
        let inWindow = convertToWindow(point)
        return view?.convertFromWindow(inWindow) ?? inWindow
    }

    /// Converts a rect from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ rect: NSRect, from view: NSView?) -> NSRect {
        Self.rect(convert(rect.origin, from: view), convert(NSPoint(x: rect.maxX, y: rect.maxY), from: view))
    }

    /// Converts a rect from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ rect: NSRect, to view: NSView?) -> NSRect {
        Self.rect(convert(rect.origin, to: view), convert(NSPoint(x: rect.maxX, y: rect.maxY), to: view))
    }

    /// Converts a size from `view`'s coordinates to this view's: views here
    /// are not scaled (`bounds` is the frame's size), so it is the same size.
    public func convert(_ size: NSSize, from view: NSView?) -> NSSize { size }

    /// Converts a size from this view's coordinates to `view`'s: the same
    /// size (see `convert(_:from:)`).
    public func convert(_ size: NSSize, to view: NSView?) -> NSSize { size }

    /// The rect with corners `a` and `b`, whichever way a flip turned them.
    private static func rect(_ a: NSPoint, _ b: NSPoint) -> NSRect {
        NSRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}

extension NSWindow {
    /// Converts a point from the window's coordinates to the screen's (both
    /// from the bottom left): the window's frame's origin is where its
    /// coordinates start.
    public func convertPoint(toScreen point: NSPoint) -> NSPoint {
        NSPoint(x: frame.minX + point.x, y: frame.minY + point.y)
    }

    /// Converts a point from the screen's coordinates to the window's.
    public func convertPoint(fromScreen point: NSPoint) -> NSPoint {
        NSPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }
}
