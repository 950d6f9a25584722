import Foundation
import ProsceniumHost

/// The page's mouse buttons, wheel and pinch over a representable's view,
/// delivered as AppKit's window does: a button going down goes to the
/// deepest view under the pointer (`hitTest(_:)`), which hears the drag and
/// the button coming up, outside it too; the wheel and a pinch go to the
/// view under the pointer; local monitors see each event first.
extension NSView {
    /// Asks the page for the mouse over a representable's top view (a box,
    /// not a control the page draws itself), and for where it shows it.
    func describeMouse(into element: inout PlatformElement) {
        guard superview == nil, element.kind == .frame else { return }
        element.attributes[.mouse] = true
        element.attributes[.measure] = true
        element.handlers[.mouse] = { [weak self] event in self?.deliverMouse(event) }
        element.handlers[.geometry] = { [weak self] event in
            guard let self, let x = event.x, let y = event.y, let width = event.width, let height = event.height else { return }
            self.place(CGRect(x: x, y: y, width: width, height: height), contentHeight: self.window?.contentHeight)
        }
    }

    /// Sets the top view's frame to where the page shows it: `box` from the
    /// top left of the window's content, made the window's coordinates
    /// (from the bottom left of a content `contentHeight` high).
    private func place(_ box: CGRect, contentHeight: CGFloat?) {
        guard [box.minX, box.minY, box.width, box.height].allSatisfy(\.isFinite), box.width >= 0, box.height >= 0 else { return }
        let y = contentHeight.map { $0 - box.maxY } ?? frame.minY
        let placed = NSRect(x: box.minX, y: y, width: box.width, height: box.height)
        if placed != frame { frame = placed }
    }

    /// One `mouse` event from the page (see `HostEvent.Kind.mouse`).
    func deliverMouse(_ event: HostEvent) {
        let fields = (event.value ?? "").split(separator: " ").map(String.init)
        let numbers = fields.dropFirst().map { Double($0) }
        guard let phase = fields.first, numbers.count >= 3, numbers.allSatisfy({ $0?.isFinite == true }),
              let x = event.x, let y = event.y, x.isFinite, y.isFinite else {
            host?.node?.graph.services.droppedEvents.dropped("malformed mouse event", kind: event.kind.rawValue)
            return
        }
        let values = numbers.map { CGFloat($0!) }
        place(CGRect(x: values[0], y: values[1], width: event.width ?? frame.width, height: event.height ?? frame.height),
              contentHeight: values[2])
        let args = Array(values.dropFirst(3))
        let location = convertToWindow(NSPoint(x: x, y: isFlipped ? y : bounds.height - y))
        NSEvent.lastMouseLocation = window?.convertPoint(toScreen: location) ?? location
        let flags = NSEvent.ModifierFlags(EventModifiers(displayNames: event.modifiers ?? []))
        func make(_ type: NSEvent.EventType) -> NSEvent {
            let made = NSEvent(type: type, window: window)
            made.locationInWindow = location
            made.modifierFlags = flags
            return made
        }
        switch (phase, args.count) {
        case ("down", 4...): pressButton(make, button: Int(args[0]), clicks: Int(args[1]), pressure: Float(args[2]), first: args[3] != 0)
        case ("drag", 2...): dragButton(make, button: Int(args[0]), pressure: Float(args[1]))
        case ("up", 3...): releaseButton(make, button: Int(args[0]), clicks: Int(args[1]), pressure: Float(args[2]))
        case ("wheel", 4...):
            let wheel = make(.scrollWheel)
            wheel.scrollingDeltaX = args[0]
            wheel.scrollingDeltaY = args[1]
            wheel.hasPreciseScrollingDeltas = args[2] != 0
            // A trackpad's coarse deltas are about a tenth of its points.
            let coarse: CGFloat = wheel.hasPreciseScrollingDeltas ? 0.1 : 1
            wheel.deltaX = args[0] * coarse
            wheel.deltaY = args[1] * coarse
            wheel.phase = wheel.hasPreciseScrollingDeltas ? Self.gesturePhase(args[3]) : []
            dispatch(wheel, to: hitTest(location)) { $0.scrollWheel(with: $1) }
        case ("magnify", 2...):
            let pinch = make(.magnify)
            pinch.magnification = args[0]
            pinch.phase = Self.gesturePhase(args[1])
            dispatch(pinch, to: hitTest(location)) { $0.magnify(with: $1) }
        default:
            host?.node?.graph.services.droppedEvents.dropped("malformed mouse event", kind: event.kind.rawValue)
        }
    }

    /// A gesture's phase from the page's number: 1 began, 2 changed, 3 ended.
    private static func gesturePhase(_ number: CGFloat) -> NSEvent.Phase {
        switch number {
        case 1: .began
        case 3: .ended
        default: .changed
        }
    }

    /// The kinds of a button's down, drag and up events: 0 the left, 1 the right, others.
    private static func buttonTypes(_ button: Int) -> (down: NSEvent.EventType, drag: NSEvent.EventType, up: NSEvent.EventType) {
        switch button {
        case 0: (.leftMouseDown, .leftMouseDragged, .leftMouseUp)
        case 1: (.rightMouseDown, .rightMouseDragged, .rightMouseUp)
        default: (.otherMouseDown, .otherMouseDragged, .otherMouseUp)
        }
    }

    private func pressButton(_ make: (NSEvent.EventType) -> NSEvent, button: Int, clicks: Int, pressure: Float, first: Bool) {
        let down = make(Self.buttonTypes(button).down)
        down.buttonNumber = button
        down.clickCount = clicks
        down.pressure = pressure
        down.stage = pressure > 0 ? 1 : 0
        NSEvent.heldMouseButtons |= 1 << max(0, button)
        heldPressure = pressure
        guard let target = hitTest(down.locationInWindow) else { return }
        // A click that makes its window key reaches the view only if it takes the first mouse.
        if first, !target.acceptsFirstMouse(for: down) { return }
        // As AppKit's window: a click on a view that accepts first responder makes it first responder.
        if target.acceptsFirstResponder { window?.makeFirstResponder(target) }
        mouseTarget = target
        dispatch(down, to: target) { view, event in
            switch event.type {
            case .leftMouseDown: view.mouseDown(with: event)
            case .rightMouseDown: view.rightMouseDown(with: event)
            default: view.otherMouseDown(with: event)
            }
        }
    }

    private func dragButton(_ make: (NSEvent.EventType) -> NSEvent, button: Int, pressure: Float) {
        guard let target = mouseTarget else { return }
        if pressure != heldPressure {
            heldPressure = pressure
            let change = make(.pressure)
            change.buttonNumber = button
            change.pressure = pressure
            change.stage = pressure > 0 ? 1 : 0
            dispatch(change, to: target) { $0.pressureChange(with: $1) }
        }
        let drag = make(Self.buttonTypes(button).drag)
        drag.buttonNumber = button
        drag.pressure = pressure
        drag.stage = pressure > 0 ? 1 : 0
        dispatch(drag, to: target) { view, event in
            switch event.type {
            case .leftMouseDragged: view.mouseDragged(with: event)
            case .rightMouseDragged: view.rightMouseDragged(with: event)
            default: view.otherMouseDragged(with: event)
            }
        }
    }

    private func releaseButton(_ make: (NSEvent.EventType) -> NSEvent, button: Int, clicks: Int, pressure: Float) {
        NSEvent.heldMouseButtons &= ~(1 << max(0, button))
        heldPressure = 0
        guard let target = mouseTarget else { return }
        mouseTarget = nil
        let up = make(Self.buttonTypes(button).up)
        up.buttonNumber = button
        up.clickCount = clicks
        up.pressure = pressure
        dispatch(up, to: target) { view, event in
            switch event.type {
            case .leftMouseUp: view.mouseUp(with: event)
            case .rightMouseUp: view.rightMouseUp(with: event)
            default: view.otherMouseUp(with: event)
            }
        }
    }

    /// Hands `event` to the local monitors, then what they pass on to `target`.
    private func dispatch(_ event: NSEvent, to target: NSView?, _ send: (NSView, NSEvent) -> Void) {
        guard let target, let passed = NSEvent.monitored(event) else { return }
        send(target, passed)
    }
}

extension NSWindow {
    /// The height of the window's content (below its title bar), as the page last reported it.
    var contentHeight: CGFloat? {
        instance?.placement.contentSize.map { CGFloat($0.height) }
    }
}
