import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting
import ProsceniumLayout

private struct MailApp: App {
    var body: some Scene {
        WindowGroup("Mail") {
            NavigationSplitView {
                List {
                    Text("Inbox")
                    Text("Sent")
                }
            } detail: {
                VStack {
                    Text("No Message Selected")
                    Text("Choose one on the left")
                }
            }
        }
    }
}

private struct BadgeSidebarApp: App {
    var body: some Scene {
        WindowGroup("Badges") {
            NavigationSplitView {
                List {
                    Text("Inbox").badge(3)
                }
            } detail: {
                Text("Detail")
            }
        }
    }
}

/// A window the engine does not lay out whole (a `NavigationSplitView`,
/// whose columns the display sizes) still has its columns' views laid out
/// by the engine, each in the size the display reported for its column
/// (`SurfaceAttributes.islands`).
@MainActor @Suite struct LayoutIslandTests {
    private func column(_ role: String, in window: ShownWindow) throws -> RenderElement {
        try #require(window.root.first { $0.tag == .column && $0.attributes[.role]?.string == role })
    }

    @Test func eachColumnIsLaidOutInTheSizeTheDisplayReportedForIt() throws {
        let app = try AppHarness(MailApp.self)
        var window = try app.window("Mail")
        #expect(window.attributes.layout == nil, "a split view is sized by the display")
        #expect(window.attributes.islands == nil, "no island is laid out before its size is known")
        let sidebar = try column("sidebar", in: window), detail = try column("detail", in: window)
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: sidebar.id, width: 220, height: 500))
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: detail.id, width: 600, height: 500))
        window = try app.window("Mail")
        let islands = try #require(window.attributes.islands)
        #expect(Set(islands.keys) == ["\(sidebar.id.rawValue)", "\(detail.id.rawValue)"])
        // The sidebar's list takes its whole column (a list is flexible).
        let list = try #require(window.root.first { $0.tag == .list })
        let listFrame = try #require(islands["\(sidebar.id.rawValue)"]?.frame(of: list.id))
        #expect(listFrame.x == 0 && listFrame.y == 0 && listFrame.width == 220 && listFrame.height == 500)
        // The detail's stack is centred in its column, as SwiftUI centres a
        // view smaller than what it is offered.
        let stack = try #require(window.root.first { $0.tag == .vstack })
        let stackFrame = try #require(islands["\(detail.id.rawValue)"]?.frame(of: stack.id))
        #expect(abs(stackFrame.x + stackFrame.width / 2 - 300) < 0.01)
        #expect(abs(stackFrame.y + stackFrame.height / 2 - 250) < 0.01)
        // Its texts are placed too, inside the stack.
        let title = try #require(window.find(.text, "No Message Selected"))
        #expect(islands["\(detail.id.rawValue)"]?.frame(of: title.id) != nil)
    }

    @Test func aColumnIsLaidOutAgainWhenTheDisplayResizesIt() throws {
        let app = try AppHarness(MailApp.self)
        let window = try app.window("Mail")
        let detail = try column("detail", in: window)
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: detail.id, width: 600, height: 500))
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: detail.id, width: 400, height: 300))
        let stack = try #require(window.root.first { $0.tag == .vstack })
        let frame = try #require(try app.window("Mail").attributes.islands?["\(detail.id.rawValue)"]?.frame(of: stack.id))
        #expect(abs(frame.x + frame.width / 2 - 200) < 0.01 && abs(frame.y + frame.height / 2 - 150) < 0.01)
    }

    @Test func aColumnHoldingViewsTheEngineDoesNotLayOutIsLeftToTheDisplay() throws {
        let app = try AppHarness(BadgeSidebarApp.self)
        let window = try app.window("Badges")
        let sidebar = try column("sidebar", in: window), detail = try column("detail", in: window)
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: sidebar.id, width: 220, height: 500))
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: detail.id, width: 600, height: 500))
        let islands = try #require(try app.window("Badges").attributes.islands)
        #expect(Set(islands.keys) == ["\(detail.id.rawValue)"], "a row's badge is drawn by the page")
    }

    @Test func anIslandSizeWithoutItsElementOrSizeIsDropped() throws {
        let app = try AppHarness(MailApp.self)
        let window = try app.window("Mail")
        let detail = try column("detail", in: window)
        try app.send(HostEvent(kind: .islandSize, surface: window.id, width: 600, height: 500))
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: detail.id, width: 600))
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: detail.id, width: -1, height: .nan))
        #expect(try app.window("Mail").attributes.islands == nil)
    }
}
