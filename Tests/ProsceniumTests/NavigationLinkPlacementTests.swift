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
/// window (or a split view's column) from being laid out by the engine.
@MainActor @Suite struct NavigationLinkPlacementTests {
    @Test func aSidebarOfLinksIsAnIslandAndEachLinkSpansItsRow() throws {
        let app = try AppHarness(LibraryApp.self)
        var window = try app.window("Library")
        let sidebar = try #require(window.root.first { $0.tag == .column && $0.attributes[.role]?.string == "sidebar" })
        try app.send(HostEvent(kind: .islandSize, surface: window.id, target: sidebar.id, width: 220, height: 400))
        window = try app.window("Library")
        let island = try #require(window.attributes.islands?["\(sidebar.id.rawValue)"], "the toolbar is drawn elsewhere")
        let links = window.root.all(.navlink)
        #expect(links.count == 2)
        let rows = window.root.all(.row)
        let link = try #require(island.frame(of: links[0].id))
        let row = try #require(rows.first.flatMap { island.frame(of: $0.id) })
        // The link takes the row's content width; its title sits 8 points in.
        let title = try #require(window.find(.text, "Currently Reading"))
        let titleFrame = try #require(island.frame(of: title.id))
        #expect(link.width > 150 && link.width <= row.width)
        #expect(titleFrame.x == 8)
        #expect(abs(titleFrame.y + titleFrame.height / 2 - link.height / 2) < 0.01)
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
