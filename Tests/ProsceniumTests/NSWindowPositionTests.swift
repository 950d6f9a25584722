import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct PositionApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("Hello") }
    }
}

/// `NSWindow`'s origin, top-left corner, cascading and centring, in
/// AppKit's coordinates on the default 1440 by 900 screen (a 24-point menu bar).
@MainActor @Suite(.serialized) struct NSWindowPositionTests {
    @Test func aWindowMovesByItsCornersAndCascades() throws {
        let app = try AppHarness(PositionApp.self)
        let window = try #require(NSApp.windows.first)
        window.setFrame(NSRect(x: 100, y: 200, width: 500, height: 300), display: true)
        window.setFrameOrigin(NSPoint(x: 40, y: 60))
        #expect(window.frame == NSRect(x: 40, y: 60, width: 500, height: 300))
        window.setFrameTopLeftPoint(NSPoint(x: 10, y: 800))
        #expect(window.frame == NSRect(x: 10, y: 500, width: 500, height: 300))
        try app.update()
        // The page shows it there: 900 - 800 = 100 from the top, 76 below the menu bar.
        #expect(try app.window("Main").attributes.x == 10 && app.window("Main").attributes.y == 76)
        let next = window.cascadeTopLeft(from: NSPoint(x: 200, y: 700))
        #expect(window.frame == NSRect(x: 200, y: 400, width: 500, height: 300))
        #expect(next == NSPoint(x: 228, y: 672))
        // From zero: the window stays.
        #expect(window.cascadeTopLeft(from: .zero) == next)
        #expect(window.frame.origin == NSPoint(x: 200, y: 400))
    }

    @Test func centringPutsAThirdOfTheSpaceBelowAboveTheWindow() throws {
        _ = try AppHarness(PositionApp.self)
        let window = try #require(NSApp.windows.first)
        window.setFrame(NSRect(x: 0, y: 0, width: 440, height: 476), display: true)
        window.center()
        // Visible area 0...1440 by 0...876: 400 to spare, 100 above, 300 below.
        #expect(window.frame == NSRect(x: 500, y: 300, width: 440, height: 476))
    }
}
