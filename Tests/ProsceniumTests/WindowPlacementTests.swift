import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting
import ProsceniumLayout

private struct RowApp: App {
    var body: some Scene {
        WindowGroup("Row") {
            HStack {
                Text("Inbox")
                Spacer()
                Text("12")
            }
            .padding()
        }
    }
}

private struct SizedRowApp: App {
    var body: some Scene {
        Window("Sized", id: "sized") {
            HStack {
                Text("Inbox")
                Spacer()
                Text("12")
            }
            .padding()
        }
        .defaultSize(width: 400, height: 120)
    }
}

private struct ListApp: App {
    var body: some Scene {
        WindowGroup("Names") {
            List {
                Text("Ada")
                Text("Grace").fontWidth(.condensed)
            }
        }
    }
}

private struct FullSizeApp: App {
    var body: some Scene {
        WindowGroup("Full") {
            ZStack {
                Color.green.ignoresSafeArea()
                Text("Over")
            }
        }
        .windowStyle(.hiddenTitleBar)
    }
}

/// The window's content as the layout engine places it
/// (`SurfaceAttributes.layout`), the frames the page puts elements at.
@MainActor @Suite struct WindowPlacementTests {
    private func frame(of element: RenderElement?, in placement: LayoutPlacement?) -> LayoutPlacement.Frame? {
        guard let element else { return nil }
        return placement?.frame(of: element.id)
    }

    @Test func aWindowOfStacksAndTextIsPlacedAtItsIdealSizeThenAtItsContentSize() throws {
        let app = try AppHarness(RowApp.self)
        let window = try app.window("Row")
        let first = try #require(window.attributes.layout, "stacks, spacers and text are laid out by the engine")
        // Before the display reports its content area, the content is laid out
        // at its ideal size: the texts, the spacer's minimum, 16 points of
        // padding around (SwiftUI's default on macOS).
        let inbox = try #require(frame(of: window.find(.text, "Inbox"), in: first))
        let badge = try #require(frame(of: window.find(.text, "12"), in: first))
        // (Text widths are sent rounded up to the hundredth.)
        #expect(inbox.x == 0 && abs(badge.x - (inbox.width + 8 + 8 + 8)) < 0.01, "\(inbox) \(badge)")
        // The display reports a content area 400 wide: the spacer takes the
        // rest of the row, the badge ends 16 points from the window's edge.
        try app.send(HostEvent(kind: .contentSize, surface: window.id, width: 400, height: 120))
        let wide = try #require(try app.window("Row").attributes.layout)
        let stack = try #require(window.root.first { $0.tag == .hstack })
        let row = try #require(wide.frame(of: stack.id))
        let moved = try #require(frame(of: window.find(.text, "12"), in: wide))
        #expect(row.width == 400 - 32)
        #expect(abs(moved.x + moved.width - row.width) < 0.01)
        #expect(wide.width == first.width, "the ideal size does not depend on the window's")
    }

    @Test func aWindowWithADefaultSizeIsFirstPlacedAtThatSizeLessItsTitleBar() throws {
        // A window opens at its default size (the page sizes its frame to
        // it): its content is laid out for that frame less the 28-point
        // title bar before the display reports the area, so the page does
        // not draw it laid out at its ideal size first and then moved.
        let app = try AppHarness(SizedRowApp.self)
        let window = try app.window("Sized")
        let first = try #require(window.attributes.layout)
        let stack = try #require(window.root.first { $0.tag == .hstack })
        let row = try #require(first.frame(of: stack.id))
        let badge = try #require(frame(of: window.find(.text, "12"), in: first))
        #expect(row.width == 400 - 32, "\(row)")
        #expect(abs(badge.x + badge.width - row.width) < 0.01, "the spacer took the row's rest: \(badge)")
        // The display's report of that area (400 by 92) moves nothing, down
        // either: the content was centred in the height the window shows.
        try app.send(HostEvent(kind: .contentSize, surface: window.id, width: 400, height: 92))
        #expect(try app.window("Sized").attributes.layout == first)
    }

    @Test func aWindowWithAKindTheEngineDoesNotLayOutIsLeftToTheDisplay() throws {
        // A condensed text is measured by the page (no face here has a
        // width axis the engine could measure): the page lays the window out.
        let app = try AppHarness(ListApp.self)
        let window = try app.window("Names")
        #expect(window.attributes.layout == nil)
        #expect(LayoutEngine.unplacedReason(in: window.root)?.contains("fontWidth") == true)
    }

    @Test func aViewIgnoringTheSafeAreaReachesUnderTheTitleBarTheDisplayReports() throws {
        // The page reports the content area below a hidden title bar and,
        // as `value`, the 28 points of it the content runs under.
        let app = try AppHarness(FullSizeApp.self)
        let window = try app.window("Full")
        let color = try #require(window.root.first { $0.tag == .color })
        try app.send(HostEvent(kind: .contentSize, surface: window.id, value: "28 0 0 0", width: 400, height: 300))
        let under = try #require(try app.window("Full").attributes.layout?.frame(of: color.id))
        #expect(under.y == -28 && under.height == 328 && under.width == 400, "\(under)")
        // Without a safe area reported, it stays in the content area.
        try app.send(HostEvent(kind: .contentSize, surface: window.id, width: 400, height: 300))
        let inside = try #require(try app.window("Full").attributes.layout?.frame(of: color.id))
        #expect(inside.y == 0 && inside.height == 300, "\(inside)")
        // A malformed safe area is none.
        try app.send(HostEvent(kind: .contentSize, surface: window.id, value: "28 0", width: 400, height: 300))
        #expect(try app.window("Full").attributes.layout?.frame(of: color.id)?.y == 0)
    }

    @Test func aMalformedContentSizeIsDropped() throws {
        let app = try AppHarness(RowApp.self)
        let window = try app.window("Row")
        let before = window.attributes.layout
        try app.send(HostEvent(kind: .contentSize, surface: window.id, width: 400))
        try app.send(HostEvent(kind: .contentSize, surface: window.id, width: -5, height: .infinity))
        #expect(try app.window("Row").attributes.layout == before)
    }
}

/// The zoom button: the window fills the desktop, and a second click restores it.
@MainActor @Suite struct WindowZoomTests {
    @Test func theZoomButtonTogglesTheWindowsZoom() throws {
        let app = try AppHarness(RowApp.self)
        let window = try app.window("Row")
        try app.send(HostEvent(kind: .windowZoom, surface: window.id))
        #expect(try app.window("Row").attributes.hints.isZoomed)
        try app.send(HostEvent(kind: .windowZoom, surface: window.id))
        #expect(try app.window("Row").attributes.hints.isZoomed == false)
    }
}
