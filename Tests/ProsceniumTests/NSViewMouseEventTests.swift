import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// A view that writes down every mouse message it hears, with where (in its
/// own coordinates) and how.
@MainActor private class MouseLogView: NSView {
    var heard: [String] = []
    var takesFirstMouse = false

    private func note(_ name: String, _ event: NSEvent) {
        let point = convert(event.locationInWindow, from: nil)
        heard.append("\(name) \(Int(point.x)),\(Int(point.y)) b\(event.buttonNumber) c\(event.clickCount) p\(event.pressure)")
    }
    override func mouseDown(with event: NSEvent) { note("down", event) }
    override func mouseDragged(with event: NSEvent) { note("dragged", event) }
    override func mouseUp(with event: NSEvent) { note("up", event) }
    override func rightMouseDown(with event: NSEvent) { note("rightDown", event) }
    override func rightMouseUp(with event: NSEvent) { note("rightUp", event) }
    override func otherMouseDown(with event: NSEvent) { note("otherDown", event) }
    override func pressureChange(with event: NSEvent) { note("pressure", event) }
    override func scrollWheel(with event: NSEvent) {
        heard.append("wheel \(event.scrollingDeltaX),\(event.scrollingDeltaY) precise \(event.hasPreciseScrollingDeltas) phase \(event.phase.rawValue)")
    }
    override func magnify(with event: NSEvent) {
        heard.append("magnify \(event.magnification) phase \(event.phase.rawValue)")
    }
    override func acceptsFirstMouse(for event: NSEvent?) -> Bool { takesFirstMouse }
}

/// A subview that overrides nothing: what it gets goes to its superview.
@MainActor private final class PlainView: NSView {}

/// A 100 x 100 canvas with a 30 x 30 spot at (10, 10) from its bottom left,
/// and a plain 20 x 20 view at (60, 60).
private struct Canvas: NSViewRepresentable {
    let canvas: MouseLogView
    let spot: MouseLogView
    let plain: PlainView
    func makeNSView(context: Context) -> MouseLogView {
        canvas.identifier = NSUserInterfaceItemIdentifier("canvas")
        canvas.frame = NSRect(x: 0, y: 0, width: 100, height: 100)
        spot.frame = NSRect(x: 10, y: 10, width: 30, height: 30)
        plain.frame = NSRect(x: 60, y: 60, width: 20, height: 20)
        canvas.addSubview(spot)
        canvas.addSubview(plain)
        return canvas
    }
    func updateNSView(_ nsView: MouseLogView, context: Context) {}
}

/// NSResponder's mouse messages and NSEvent's mouse properties: the page's
/// buttons, wheel and pinch over a representable's view reach the deepest
/// view under the pointer, as AppKit's window sends them.
@MainActor @Suite struct NSViewMouseEventTests {
    private let canvas = MouseLogView()
    private let spot = MouseLogView()
    private let plain = PlainView()

    private func harness() throws -> (ViewHarness, RenderElement) {
        let ui = ViewHarness(Canvas(canvas: canvas, spot: spot, plain: plain))
        let element = try #require(ui.root.all(.frame).first { $0.attributes[.identifier]?.string == "canvas" })
        return (ui, element)
    }

    /// A `mouse` event at (x, y) from the canvas's top left; the canvas at
    /// (50, 40) in a window content 300 high, so its frame is (50, 160) in
    /// the window's coordinates.
    private func mouse(_ target: RenderElement, _ phase: String, _ args: String, x: Double, y: Double,
                       modifiers: [String]? = nil) -> HostEvent {
        HostEvent(kind: .mouse, target: target.id, value: "\(phase) 50 40 300 \(args)", modifiers: modifiers,
                  x: x, y: y, width: 100, height: 100)
    }

    @Test func theViewAsksThePageForTheMouseAndWhereItIs() throws {
        let (ui, element) = try harness()
        #expect(element.attributes[.mouse]?.bool == true)
        #expect(element.attributes[.measure]?.bool == true)
        try ui.send(HostEvent(kind: .geometry, target: element.id, x: 12, y: 8, width: 140, height: 90))
        #expect(canvas.frame.size == NSSize(width: 140, height: 90))
        #expect(canvas.frame.minX == 12)
    }

    @Test func aClickGoesToTheDeepestViewUnderThePointer() throws {
        let (ui, element) = try harness()
        // 20 from the left, 75 from the top: (20, 25) from the bottom left, in the spot.
        try ui.send(mouse(element, "down", "0 2 0.5 0", x: 20, y: 75))
        try ui.send(mouse(element, "up", "0 2 0", x: 20, y: 75))
        #expect(spot.heard == ["down 10,15 b0 c2 p0.5", "up 10,15 b0 c2 p0.0"])
        #expect(canvas.heard.isEmpty)
        #expect(canvas.frame == NSRect(x: 50, y: 160, width: 100, height: 100))
        // Outside the spot: the canvas itself.
        try ui.send(mouse(element, "down", "0 1 0.5 0", x: 90, y: 10))
        #expect(canvas.heard == ["down 90,90 b0 c1 p0.5"])
    }

    @Test func aViewThatDoesNotHandleTheClickPassesItToItsSuperview() throws {
        let (ui, element) = try harness()
        // (65, 65) from the bottom left: in the plain view.
        try ui.send(mouse(element, "down", "0 1 0.5 0", x: 65, y: 35))
        #expect(plain.nextResponder === canvas)
        #expect(canvas.heard == ["down 65,65 b0 c1 p0.5"])
    }

    @Test func aDragStaysWithTheViewItBeganOnOutsideIt() throws {
        let (ui, element) = try harness()
        try ui.send(mouse(element, "down", "0 1 0.5 0", x: 20, y: 75))
        try ui.send(mouse(element, "drag", "0 0.5", x: 90, y: 10))
        try ui.send(mouse(element, "drag", "0 0.5", x: 130, y: -20))
        #expect(NSEvent.pressedMouseButtons & 1 == 1)
        try ui.send(mouse(element, "up", "0 1 0", x: 130, y: -20))
        #expect(NSEvent.pressedMouseButtons & 1 == 0)
        #expect(spot.heard == ["down 10,15 b0 c1 p0.5", "dragged 80,80 b0 c0 p0.5", "dragged 120,110 b0 c0 p0.5",
                               "up 120,110 b0 c1 p0.0"])
        #expect(canvas.heard.isEmpty)
        // The button is up: a drag now goes nowhere.
        try ui.send(mouse(element, "drag", "0 0.5", x: 20, y: 75))
        #expect(spot.heard.count == 4)
    }

    @Test func aChangeOfPressureDuringADragIsAPressureChange() throws {
        let (ui, element) = try harness()
        try ui.send(mouse(element, "down", "0 1 0.25 0", x: 20, y: 75))
        try ui.send(mouse(element, "drag", "0 0.75", x: 21, y: 75))
        #expect(spot.heard == ["down 10,15 b0 c1 p0.25", "pressure 11,15 b0 c0 p0.75", "dragged 11,15 b0 c0 p0.75"])
    }

    @Test func theRightAndOtherButtonsHaveTheirOwnMessages() throws {
        let (ui, element) = try harness()
        try ui.send(mouse(element, "down", "1 1 0.5 0", x: 20, y: 75))
        try ui.send(mouse(element, "up", "1 1 0", x: 20, y: 75))
        try ui.send(mouse(element, "down", "2 1 0.5 0", x: 20, y: 75))
        #expect(spot.heard == ["rightDown 10,15 b1 c1 p0.5", "rightUp 10,15 b1 c1 p0.0", "otherDown 10,15 b2 c1 p0.5"])
    }

    @Test func theWheelAndAPinchGoToTheViewUnderThePointer() throws {
        let (ui, element) = try harness()
        try ui.send(mouse(element, "wheel", "0 -12 1 1", x: 20, y: 75))
        try ui.send(mouse(element, "magnify", "0.1 2", x: 90, y: 10))
        #expect(spot.heard == ["wheel 0.0,-12.0 precise true phase 1"])
        #expect(canvas.heard == ["magnify 0.1 phase 4"])
    }

    @Test func aClickThatMakesTheWindowKeyReachesOnlyAViewThatTakesIt() throws {
        let (ui, element) = try harness()
        try ui.send(mouse(element, "down", "0 1 0.5 1", x: 20, y: 75))
        try ui.send(mouse(element, "up", "0 1 0", x: 20, y: 75))
        #expect(spot.heard.isEmpty)
        spot.takesFirstMouse = true
        try ui.send(mouse(element, "down", "0 1 0.5 1", x: 20, y: 75))
        #expect(spot.heard == ["down 10,15 b0 c1 p0.5"])
    }

    @Test func localMonitorsSeeEventsFirstAndMaySwallowThem() throws {
        let (ui, element) = try harness()
        var seen: [NSEvent.EventType] = []
        let swallow = NSEvent.addLocalMonitorForEvents(matching: [.leftMouseDown]) { event in
            seen.append(event.type)
            return event.modifierFlags.contains(.option) ? nil : event
        }
        let global = NSEvent.addGlobalMonitorForEvents(matching: .any) { _ in Issue.record("another app's event") }
        defer {
            swallow.map(NSEvent.removeMonitor)
            global.map(NSEvent.removeMonitor)
        }
        try ui.send(mouse(element, "down", "0 1 0.5 0", x: 20, y: 75, modifiers: ["option"]))
        try ui.send(mouse(element, "up", "0 1 0", x: 20, y: 75))
        try ui.send(mouse(element, "down", "0 1 0.5 0", x: 20, y: 75))
        #expect(seen == [.leftMouseDown, .leftMouseDown])
        #expect(spot.heard == ["up 10,15 b0 c1 p0.0", "down 10,15 b0 c1 p0.5"])
        swallow.map(NSEvent.removeMonitor)
        try ui.send(mouse(element, "down", "0 1 0.5 0", x: 20, y: 75, modifiers: ["option"]))
        #expect(seen.count == 2)
        #expect(spot.heard.count == 3)
    }

    @Test func aMalformedEventIsDropped() throws {
        let (ui, element) = try harness()
        try ui.send(HostEvent(kind: .mouse, target: element.id, value: "down 50 40", x: 20, y: 75))
        try ui.send(HostEvent(kind: .mouse, target: element.id, value: "down 50 40 300 nan 1 1 0", x: 20, y: 75))
        try ui.send(HostEvent(kind: .mouse, target: element.id, value: "spin 50 40 300 1", x: 20, y: 75))
        #expect(spot.heard.isEmpty && canvas.heard.isEmpty)
    }

    @Test func subviewsSitFromTheBottomLeftOfTheirSuperview() throws {
        let (ui, element) = try harness()
        let spotElement = try #require(ui.root.all(.frame).first { $0.id != element.id && $0.attributes[.position]?.string == "25 75" })
        #expect(spotElement.attributes[.width] != nil)
        // A flipped superview: from its top left.
        let flipped = FlippedView(frame: NSRect(x: 0, y: 0, width: 100, height: 100))
        flipped.addSubview(NSView(frame: NSRect(x: 10, y: 10, width: 30, height: 30)))
        let shown = ViewHarness(Showing(view: flipped))
        #expect(shown.root.all(.frame).contains { $0.attributes[.position]?.string == "25 25" })
    }

    @Test func pointsConvertBetweenViewsAndTheWindow() {
        let top = NSView(frame: NSRect(x: 50, y: 160, width: 100, height: 100))
        let flipped = FlippedView(frame: NSRect(x: 10, y: 20, width: 40, height: 50))
        let inner = NSView(frame: NSRect(x: 5, y: 5, width: 10, height: 10))
        top.addSubview(flipped)
        flipped.addSubview(inner)
        // The flipped view's top is at 70 in the top view, its (0, 0) there.
        #expect(flipped.convert(NSPoint(x: 0, y: 0), to: top) == NSPoint(x: 10, y: 70))
        #expect(flipped.convert(NSPoint(x: 0, y: 0), to: nil) == NSPoint(x: 60, y: 230))
        #expect(top.convert(NSPoint(x: 60, y: 230), from: nil) == NSPoint(x: 10, y: 70))
        // The inner view's (0, 0) is its bottom left: 15 below the flipped view's top.
        #expect(inner.convert(NSPoint.zero, to: flipped) == NSPoint(x: 5, y: 15))
        #expect(inner.convert(NSPoint(x: 2, y: 3), from: top) == NSPoint(x: -13, y: -52))
        #expect(inner.convert(NSRect(x: 0, y: 0, width: 10, height: 10), to: top) == NSRect(x: 15, y: 55, width: 10, height: 10))
        #expect(top.convert(NSRect(x: 15, y: 55, width: 10, height: 10), to: inner) == NSRect(x: 0, y: 0, width: 10, height: 10))
        #expect(top.convert(NSSize(width: 3, height: 4), to: inner) == NSSize(width: 3, height: 4))
        #expect(top.hitTest(NSPoint(x: 70, y: 220)) === inner)
        #expect(top.hitTest(NSPoint(x: 140, y: 220)) === top)
        #expect(top.hitTest(NSPoint(x: 20, y: 20)) == nil)
        inner.isHidden = true
        #expect(top.hitTest(NSPoint(x: 70, y: 220)) === flipped)
    }
}

@MainActor private final class FlippedView: NSView {
    override var isFlipped: Bool { true }
}

private struct Showing: NSViewRepresentable {
    let view: NSView
    func makeNSView(context: Context) -> NSView { view }
    func updateNSView(_ nsView: NSView, context: Context) {}
}
