import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// Hears what its tracking areas report.
@MainActor private final class PointerLog: NSResponder {
    var heard: [String] = []
    var added = 0
    override func mouseEntered(with event: NSEvent) { heard.append("entered \(event.type.rawValue)") }
    override func mouseExited(with event: NSEvent) { heard.append("exited \(event.type.rawValue)") }
    override func mouseMoved(with event: NSEvent) { heard.append("moved") }
    override func cursorUpdate(with event: NSEvent) { heard.append("cursor") }
}

/// A 100 x 100 view whose tracking areas `updateTrackingAreas()` makes, as apps write it.
@MainActor private final class TrackedView: NSView {
    var areas: [(NSRect, NSTrackingArea.Options)] = []
    weak var log: PointerLog?
    override func updateTrackingAreas() {
        super.updateTrackingAreas()
        trackingAreas.forEach(removeTrackingArea)
        for (rect, options) in areas {
            addTrackingArea(NSTrackingArea(rect: rect, options: options, owner: log, userInfo: nil))
        }
    }
    // Apps override these to keep their own list of areas.
    override func addTrackingArea(_ trackingArea: NSTrackingArea) {
        log?.added += 1
        super.addTrackingArea(trackingArea)
    }
}

private struct Tracked: NSViewRepresentable {
    let log: PointerLog
    let areas: [(NSRect, NSTrackingArea.Options)]
    func makeNSView(context: Context) -> TrackedView {
        let view = TrackedView(frame: NSRect(x: 0, y: 0, width: 100, height: 100))
        view.identifier = NSUserInterfaceItemIdentifier("tracked")
        view.log = log
        view.areas = areas
        return view
    }
    func updateNSView(_ nsView: TrackedView, context: Context) {}
}

/// `NSTrackingArea`: the page's pointer over a view reaches the area's owner.
@MainActor @Suite struct NSTrackingAreaTests {
    private func tracked(_ ui: ViewHarness) throws -> RenderElement {
        try #require(ui.root.all(.frame).first { $0.attributes[.identifier]?.string == "tracked" })
    }

    @Test func enteringAndLeavingTheViewTellsTheOwner() throws {
        let log = PointerLog()
        let ui = ViewHarness(Tracked(log: log, areas: [(.zero, [.mouseEnteredAndExited, .activeAlways, .inVisibleRect])]))
        let view = try tracked(ui)
        #expect(view.attributes[.hover]?.string == "enter")
        try ui.send(HostEvent(kind: .hover, target: view.id, value: "enter", x: 10, y: 10))
        try ui.send(HostEvent(kind: .hover, target: view.id, value: "leave", x: 0, y: 0))
        #expect(log.heard == ["entered 8", "exited 9"])
        #expect(log.added == 1)
    }

    @Test func anAreaOfPartOfTheViewHearsMovesInItOnly() throws {
        let log = PointerLog()
        // The bottom half, in AppKit's coordinates (from the bottom left).
        let ui = ViewHarness(Tracked(log: log, areas: [(NSRect(x: 0, y: 0, width: 100, height: 50),
                                                        [.mouseEnteredAndExited, .mouseMoved, .cursorUpdate, .activeAlways])]))
        let view = try tracked(ui)
        #expect(view.attributes[.hover]?.string == "continuous")
        try ui.send(HostEvent(kind: .hover, target: view.id, value: "enter", x: 10, y: 10))  // top half
        #expect(log.heard.isEmpty)
        try ui.send(HostEvent(kind: .hover, target: view.id, value: "move", x: 10, y: 80))   // bottom half
        try ui.send(HostEvent(kind: .hover, target: view.id, value: "move", x: 20, y: 90))
        try ui.send(HostEvent(kind: .hover, target: view.id, value: "move", x: 20, y: 20))
        #expect(log.heard == ["entered 8", "cursor", "moved", "exited 9"])
    }

    @Test func aViewWithoutAreasDoesNotAskForThePointer() throws {
        let ui = ViewHarness(Tracked(log: PointerLog(), areas: []))
        #expect(try tracked(ui).attributes[.hover] == nil)
    }
}
