import CoreGraphics
import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting
import ProsceniumLayout

private struct LibraryApp: App {
    @State private var selection: String?
    var body: some Scene {
        WindowGroup("Library") {
            NavigationSplitView {
                List(selection: $selection) {
                    NavigationLink("Currently Reading", value: "reading")
                    NavigationLink("Finished", value: "finished")
                }
            } detail: {
                Text(selection ?? "Pick a shelf")
            }
            .toolbar {
                Button("Add") {}
            }
        }
    }
}

/// Navigation links, toolbars and a row's swipe actions no longer keep a
/// window from being laid out by the engine.
@MainActor @Suite struct NavigationLinkPlacementTests {
    @Test func aSidebarOfLinksIsPlacedAndEachLinkSpansItsRow() throws {
        let app = try AppHarness(LibraryApp.self)
        var window = try app.window("Library")
        try app.send(HostEvent(kind: .contentSize, surface: window.id, width: 700, height: 400))
        window = try app.window("Library")
        let island = try #require(window.attributes.layout, "the toolbar is drawn elsewhere")
        let sidebar = try #require(window.root.first { $0.tag == .column && $0.attributes[.role]?.string == "sidebar" })
        #expect(island.frame(of: sidebar.id)?.width == 220)
        let links = window.root.all(.navlink)
        #expect(links.count == 2)
        let rows = window.root.all(.row)
        let link = try #require(island.frame(of: links[0].id))
        let row = try #require(rows.first.flatMap { island.frame(of: $0.id) })
        // The link is the row (a Mac highlights the row); its title sits at
        // the sidebar row's 8-point inset, not 8 more inside the link.
        let title = try #require(window.find(.text, "Currently Reading"))
        let titleFrame = try #require(island.frame(of: title.id))
        #expect(link.x == 0 && link.y == 0 && link.width == row.width && link.height == row.height, "\(link) \(row) \(rows[0])")
        #expect(titleFrame.x == 8)
        #expect(abs(titleFrame.y + titleFrame.height / 2 - link.height / 2) < 0.01)
    }

    /// In an inset list a link's title is at the row's 16-point inset and the
    /// row keeps its height; a link beside another view keeps its own insets.
    @Test func aLinkThatIsARowsContentHasTheRowsInsets() throws {
        let ui = ViewHarness(List {
            NavigationLink("Alone") { Text("First") }
            HStack { NavigationLink("Beside") { Text("Second") }; Text("note") }
        })
        let size = CGSize(width: 300, height: 200)
        let rows = ui.all(.row)
        try #require(rows.count == 2)
        let links = ui.all(.navlink)
        let alone = try #require(ui.frame(of: links[0], in: size))
        let row = try #require(ui.frame(of: rows[0], in: size))
        #expect(alone.size == row.size && alone.height == 24)
        #expect(try #require(ui.frame(of: ui.element(.text, "Alone"), in: size)).minX == 16)
        // 16 to the row's content, 8 more inside a link that is not the row.
        #expect(try #require(ui.frame(of: ui.element(.text, "Beside"), in: size)).minX == 24)
    }

    @Test func aRowsSwipeActionsAndBackgroundAreNoPartOfItsLayout() throws {
        let ui = ViewHarness(List {
            Text("Milk")
                .swipeActions { Button("Delete") {} }
                .listRowBackground(Color.yellow)
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
    }
}
