import Foundation

/// Event monitors, and the pointer's state between events.
extension NSEvent {
    /// A monitor: the object `addLocalMonitorForEvents(matching:handler:)`
    /// returns, which `removeMonitor(_:)` takes back.
    final class Monitor: NSObject {
        let mask: EventTypeMask
        let handler: (NSEvent) -> NSEvent?
        init(mask: EventTypeMask, handler: @escaping (NSEvent) -> NSEvent?) {
            self.mask = mask
            self.handler = handler
        }
    }

    /// The local monitors, in the order they were added.
    static var localMonitors: [Monitor] = []
    /// The global monitors: kept until removed, never called (see
    /// `addGlobalMonitorForEvents(matching:handler:)`).
    static var globalMonitors: [Monitor] = []

    /// Installs a monitor that sees the app's events before they are
    /// dispatched: the mouse buttons, wheel and pinch over a
    /// representable's view (`NSView.hitTest(_:)`). It may return the
    /// event, another event, or nil to stop its dispatch.
    public class func addLocalMonitorForEvents(matching mask: NSEvent.EventTypeMask,
                                               handler block: @escaping (NSEvent) -> NSEvent?) -> Any? {
        let monitor = Monitor(mask: mask, handler: block)
        localMonitors.append(monitor)
        return monitor
    }

    /// Installs a monitor of the events the system posts to other
    /// applications. A page hears only its own events, never another
    /// application's: the handler is never called. The monitor is kept
    /// until `removeMonitor(_:)`, as AppKit's.
    public class func addGlobalMonitorForEvents(matching mask: NSEvent.EventTypeMask,
                                                handler block: @escaping (NSEvent) -> Void) -> Any? {
        let monitor = Monitor(mask: mask) { event in block(event); return event }
        globalMonitors.append(monitor)
        return monitor
    }

    /// Removes a monitor `addLocalMonitorForEvents(matching:handler:)` or
    /// `addGlobalMonitorForEvents(matching:handler:)` returned.
    public class func removeMonitor(_ eventMonitor: Any) {
        guard let monitor = eventMonitor as? Monitor else { return }
        localMonitors.removeAll { $0 === monitor }
        globalMonitors.removeAll { $0 === monitor }
    }

    /// The event after the local monitors that want its kind, in the order
    /// they were added: nil when one swallowed it.
    static func monitored(_ event: NSEvent) -> NSEvent? {
        var event = event
        for monitor in localMonitors where monitor.mask.contains(EventTypeMask(rawValue: 1 << event.type.rawValue)) {
            guard let passed = monitor.handler(event) else { return nil }
            event = passed
        }
        return event
    }

    /// The pointer where the page last reported it, in screen coordinates.
    static var lastMouseLocation: NSPoint = .zero
    /// The buttons held down, one bit each by `buttonNumber`.
    static var heldMouseButtons = 0

    /// The pointer in screen coordinates (from the bottom-left corner of the
    /// screen): where the page last reported it, since a page hears the
    /// pointer only over its own elements that ask for it.
    public class var mouseLocation: NSPoint { lastMouseLocation }

    /// The mouse buttons held down, bit 0 the left, 1 the right, 2 and up
    /// the others, as the page last reported them.
    public class var pressedMouseButtons: Int { heldMouseButtons }
}
