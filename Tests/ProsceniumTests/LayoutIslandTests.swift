import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting
import ProsceniumLayout

private struct MailApp: App {
    var body: some Scene {
        WindowGroup("Mail") {
            VStack(spacing: 0) {
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
                // A condensed text, which the page measures, keeps the window to the display.
                Text("Status").fontWidth(.condensed)
            }
        }
    }
}

private struct CondensedSidebarApp: App {
    var body: some Scene {
        WindowGroup("Condensed") {
            NavigationSplitView {
                List {
                    Text("Inbox").fontWidth(.condensed)
                }
            } detail: {
                Text("Detail")
            }
        }
    }
}

private struct PanesApp: App {
    var body: some Scene {
        WindowGroup("Panes") {
            HSplitView {
                Color.blue
                Text("Right").fontWidth(.condensed)
                Text("Third")
            }
        }
    }
}

private struct SheetApp: App {
    @State private var renaming = true
    var body: some Scene {
        WindowGroup("Sheets") {
            Text("Behind")
                .sheet(isPresented: $renaming) {
                    VStack(spacing: 8) {
                        Text("Rename File")
                        Color.red.frame(width: 200, height: 40)
                    }
                    .padding(20)
                }
        }
    }
}

private struct LaterSheetApp: App {
    @State private var renaming = false
    var body: some Scene {
        WindowGroup("Later") {
            Button("Rename") { renaming = true }
                .sheet(isPresented: $renaming) {
                    Button("Done") { renaming = false }.padding(20)
                }
        }
    }
}

/// A window the engine does not lay out whole (here a `NavigationSplitView`
/// beside a condensed text, which the page measures) still has the views of
/// the containers the display sizes (the split's columns) laid out
/// by the engine, each in the size the display reported for its column
/// (`SurfaceAttributes.islands`).
@MainActor @Suite struct LayoutIslandTests {
    private func column(_ role: String, in window: ShownWindow) throws -> RenderElement {
        try #require(window.root.first { $0.tag == .column && $0.attributes[.role]?.string == role })
    }

    @Test func eachColumnIsLaidOutInTheSizeTheDisplayReportedForIt() throws {
        let app = try AppHarness(MailApp.self)
        var window = try app.window("Mail")
        #expect(window.attributes.layout == nil, "a condensed text is measured by the display")
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
        let stack = try #require(detail.first { $0.tag == .vstack })
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
        let stack = try #require(detail.first { $0.tag == .vstack })
        let frame = try #require(try app.window("Mail").attributes.islands?["\(detail.id.rawValue)"]?.frame(of: stack.id))
        #expect(abs(frame.x + frame.width / 2 - 200) < 0.01 && abs(frame.y + frame.height / 2 - 150) < 0.01)
    }

    @Test func aColumnHoldingViewsTheEngineDoesNotLayOutIsLeftToTheDisplay() throws {
        let app = try AppHarness(CondensedSidebarApp.self)
        let window = try app.window("Condensed")
        let sidebar = try column("sidebar", in: window), detail = try column("detail", in: window)
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: sidebar.id, width: 220, height: 500))
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: detail.id, width: 600, height: 500))
        let islands = try #require(try app.window("Condensed").attributes.islands)
        #expect(Set(islands.keys) == ["\(detail.id.rawValue)"], "a condensed text is measured by the page")
    }

    /// Each view of an `HSplitView` is an island in the pane the display
    /// makes for it, keyed by the view's own element; a view the engine
    /// does not lay out is left to the display, the others still placed.
    @Test func eachPaneOfASplitViewIsAnIsland() throws {
        let app = try AppHarness(PanesApp.self)
        var window = try app.window("Panes")
        let split = try #require(window.root.first { $0.tag == .splitview })
        let views = split.children
        try #require(views.count == 3)
        for view in views {
            try app.send(HostEvent(kind: .islandSize, surface: window.id, target: view.id, width: 150, height: 300))
        }
        window = try app.window("Panes")
        let islands = try #require(window.attributes.islands)
        #expect(Set(islands.keys) == ["\(views[0].id.rawValue)", "\(views[2].id.rawValue)"])
        // The colour fills its pane; the text is centred in its own.
        let colour = try #require(islands["\(views[0].id.rawValue)"]?.frame(of: views[0].id))
        #expect(colour.x == 0 && colour.y == 0 && colour.width == 150 && colour.height == 300)
        let third = try #require(islands["\(views[2].id.rawValue)"]?.frame(of: views[2].id))
        #expect(abs(third.x + third.width / 2 - 75) < 0.01 && abs(third.y + third.height / 2 - 150) < 0.01)
    }

    /// A sheet is sized by its views, as on a Mac: the engine lays them out
    /// at their ideal size, with no size reported by the display, and sends
    /// that size with their frames; the window under it is placed whole.
    @Test func aSheetIsAnIslandAtItsViewsIdealSize() throws {
        let app = try AppHarness(SheetApp.self)
        let window = try app.window("Sheets")
        #expect(window.attributes.layout != nil, "the window's content is placed whole")
        let sheet = try #require(window.root.first { $0.tag == .sheet })
        let island = try #require(window.attributes.islands?["\(sheet.id.rawValue)"])
        // 20 around a 16-point line, 8 between, a 200 by 40 colour.
        #expect(island.width == 240 && island.height == 20 + 16 + 8 + 40 + 20)
        let swatch = try #require(window.root.first { $0.tag == .color })
        let frame = try #require(island.frame(of: swatch.id))
        #expect(frame.width == 200 && frame.height == 40)
    }

    /// A window looks for sheets only while its graph holds one
    /// (`ViewGraph.liveSheets`): one presented later is laid out as an
    /// island, and its island goes with it.
    @Test func aSheetPresentedLaterIsAnIslandUntilItIsDismissed() throws {
        let app = try AppHarness(LaterSheetApp.self)
        var window = try app.window("Later")
        let graph = try #require(app.session.windows[0].graph)
        #expect(window.attributes.islands == nil && graph.liveSheets == 0)
        try app.click(.button, "Rename")
        window = try app.window("Later")
        let sheet = try #require(window.root.first { $0.tag == .sheet })
        #expect(graph.liveSheets == 1)
        let island = try #require(window.attributes.islands?["\(sheet.id.rawValue)"])
        let done = try #require(window.find(.button, "Done"))
        #expect(island.frame(of: done.id) != nil, "the sheet's views are laid out")
        try app.click(.button, "Done")
        window = try app.window("Later")
        #expect(graph.liveSheets == 0)
        #expect(window.attributes.islands == nil)
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
