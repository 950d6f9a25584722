import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct VisualEffectTests {
    @Test func effectsFollowTheMeasuredFrame() throws {
        let ui = ViewHarness(Text("Row").visualEffect { content, proxy in
            content.offset(x: proxy.size.width, y: proxy.frame(in: .global).minY / 10).blur(radius: 2)
                .rotationEffect(.degrees(proxy.size.height))
        })
        // Before the display has measured the view it is drawn as it is.
        let before = try ui.element(.text, "Row")
        #expect(before.attributes[.offsetX] == nil && before.filters == [] && before.transform == nil)
        let probe = try #require(ui.all(.geometry).first)
        try ui.send(HostEvent(kind: .geometry, target: probe.id, x: 0, y: 200, width: 40, height: 30))
        let row = try ui.element(.text, "Row")
        // The offset is inside the turn, so it turns with the view (as `.offset(...).rotationEffect(...)`).
        #expect(row.transform == TransformValue([.rotate(degrees: 30, anchor: .center), .translate(x: 40, y: 20)]))
        #expect(row.filters == [.blur(radius: 2, opaque: false)])
        // Scrolled: the frame moved, so the effect did.
        try ui.send(HostEvent(kind: .geometry, target: probe.id, x: 0, y: 100, width: 40, height: 30))
        #expect(try ui.element(.text, "Row").transform
            == TransformValue([.rotate(degrees: 30, anchor: .center), .translate(x: 40, y: 10)]))
    }

    @Test func anEmptyEffectChangesNothing() throws {
        let ui = ViewHarness(Text("Plain").visualEffect { content, _ in content })
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.geometry).first).id,
                              x: 0, y: 0, width: 10, height: 10))
        let plain = try ui.element(.text, "Plain")
        #expect(plain.attributes[.offsetX] == nil && plain.filters == [] && plain.transform == nil)
    }

    @Test func effectsKeepTheirOrderAndValues() throws {
        let ui = ViewHarness(Text("Dim").visualEffect { content, _ in
            content.opacity(0.5).grayscale(1).saturation(0.5).scaleEffect(2)
        })
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.geometry).first).id,
                              x: 0, y: 0, width: 10, height: 10))
        let dim = try ui.element(.text, "Dim")
        #expect(dim.filters == [.grayscale(1), .saturation(0.5)])
        #expect(dim.transform == TransformValue([.scale(x: 2, y: 2, anchor: .center)]))
    }
}
