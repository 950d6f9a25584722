import Foundation
import ProsceniumHost

/// A region of a view that tells its owner when the pointer enters, moves in
/// and leaves it (`mouseEntered(with:)`, `mouseMoved(with:)`,
/// `mouseExited(with:)`, `cursorUpdate(with:)`).
///
/// The page reports the pointer over the view that holds the area
/// (`NSView.addTrackingArea(_:)`); the area is its `rect` in the view's
/// coordinates, or the whole view with `.inVisibleRect`. The owner hears the
/// messages when it is an `NSResponder`: Linux has no Objective-C runtime
/// to send them to any other object by name.
@MainActor @preconcurrency
open class NSTrackingArea: NSObject {
    /// What the area reports and when.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The owner hears `mouseEntered(with:)` and `mouseExited(with:)`.
        public static let mouseEnteredAndExited = Options(rawValue: 0x01)
        /// The owner hears `mouseMoved(with:)` while the pointer is in the area.
        public static let mouseMoved = Options(rawValue: 0x02)
        /// The owner hears `cursorUpdate(with:)` when the pointer enters the area.
        public static let cursorUpdate = Options(rawValue: 0x04)
        /// Active while the view is first responder.
        public static let activeWhenFirstResponder = Options(rawValue: 0x10)
        /// Active while the view's window is key.
        public static let activeInKeyWindow = Options(rawValue: 0x20)
        /// Active while the app is active.
        public static let activeInActiveApp = Options(rawValue: 0x40)
        /// Always active.
        public static let activeAlways = Options(rawValue: 0x80)
        /// The pointer is taken to start inside the area.
        public static let assumeInside = Options(rawValue: 0x100)
        /// The area is the view's visible part; `rect` is not used.
        public static let inVisibleRect = Options(rawValue: 0x200)
        /// Entering and leaving are reported while a button is held too.
        public static let enabledDuringMouseDrag = Options(rawValue: 0x400)
    }

    /// The area in its view's coordinates.
    public let rect: NSRect
    /// What it reports and when.
    public let options: Options
    /// The object told of the pointer.
    public private(set) weak var owner: AnyObject?
    /// Data the area was made with.
    public let userInfo: [AnyHashable: Any]?

    /// Whether the pointer is in the area, as last reported.
    var pointerInside: Bool

    /// Initializes and returns an object defining a region of a view to
    /// receive mouse-tracking events, mouse-moved events, cursor-update
    /// events, or possibly all these events.
    public init(rect: NSRect, options: NSTrackingArea.Options = [], owner: Any?, userInfo: [AnyHashable: Any]? = nil) {
        self.rect = rect
        self.options = options
        self.owner = owner as AnyObject?
        self.userInfo = userInfo
        pointerInside = options.contains(.assumeInside)
        super.init()
    }

    /// Whether `point` (in the view's coordinates) is in the area.
    func contains(_ point: NSPoint) -> Bool {
        options.contains(.inVisibleRect) || rect.contains(point)
    }
}

extension NSView {
    /// Asks the page for the pointer over the view while it has tracking
    /// areas: every move when an area wants moves or is a part of the view.
    func describeTracking(into element: inout PlatformElement) {
        guard !trackingAreas.isEmpty else { return }
        let moves = trackingAreas.contains { $0.options.contains(.mouseMoved) || !$0.options.contains(.inVisibleRect) }
        element.attributes[.hover] = .string(moves ? "continuous" : "enter")
        element.handlers[.hover] = { [weak self] event in self?.trackPointer(event) }
    }

    /// Tells each tracking area's owner what the pointer did (a page `hover`
    /// event: `enter`, `move` or `leave`, at `x`, `y` from the top left).
    func trackPointer(_ event: HostEvent) {
        let left = event.value == "leave"
        let x = CGFloat(event.x ?? 0), y = CGFloat(event.y ?? 0)
        let point = NSPoint(x: x, y: isFlipped ? y : bounds.height - y)
        let keyWindow = window?.isKeyWindow ?? true
        for area in trackingAreas {
            if area.options.contains(.activeInKeyWindow), !keyWindow, !area.options.contains(.activeAlways) { continue }
            let inside = !left && area.contains(point)
            let owner = area.owner as? NSResponder
            func message(_ type: NSEvent.EventType) -> NSEvent {
                let event = NSEvent(type: type, trackingArea: area, window: window)
                event.locationInWindow = convertToWindow(point)
                return event
            }
            if inside != area.pointerInside {
                area.pointerInside = inside
                if area.options.contains(.mouseEnteredAndExited) {
                    if inside { owner?.mouseEntered(with: message(.mouseEntered)) } else { owner?.mouseExited(with: message(.mouseExited)) }
                }
                if inside, area.options.contains(.cursorUpdate) { owner?.cursorUpdate(with: message(.cursorUpdate)) }
            } else if inside, event.value == "move", area.options.contains(.mouseMoved) {
                owner?.mouseMoved(with: message(.mouseMoved))
            }
        }
    }
}
