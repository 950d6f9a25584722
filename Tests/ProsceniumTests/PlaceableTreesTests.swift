import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting
import ProsceniumLayout

@MainActor private final class Names: ObservableObject {
    @Published var rows = (1...40).map { "Name \($0)" }
    @Published var selection: String?
}

private struct NamesApp: App {
    @StateObject private var names = Names()

    var body: some Scene {
        WindowGroup("Names") {
            VStack(alignment: .leading) {
                HStack {
                    Button("Swap") { names.rows.swapAt(1, 38) }
                    Button("Remove") { names.rows.remove(at: 2) }
                    Button("Insert") { names.rows.insert("A much longer name than the others", at: 5) }
                    Button("Rename") { names.rows[0] += " !!!" }
                    Button("Select") { names.selection = names.rows[3] }
                }
                List(names.rows, id: \.self, selection: $names.selection) { name in
                    HStack {
                        Text(name)
                        Spacer()
                        Text("\(name.count)")
                    }
                }
            }
        }
    }
}

/// A window's placement after an update describes again only what the
/// update's patches touched (`PlaceableTrees`), and lays out again only what
/// changed: it must be the placement a layout from nothing gives.
@MainActor @Suite struct PlaceableTreesTests {
    /// The window's placement as sent, and one made from nothing of the
    /// tree the display holds, in the same content size.
    private func placements(_ app: AppHarness) throws -> (sent: LayoutPlacement, fresh: LayoutPlacement) {
        let window = try app.window("Names")
        let sent = try #require(window.attributes.layout, "the engine places the window")
        let fresh = LayoutEngine().placement(of: window.root, in: Size(width: 500, height: 700))
        return (sent, fresh)
    }

    @Test func eachUpdatePlacesTheWindowAsALayoutFromNothingWould() throws {
        let app = try AppHarness(NamesApp.self)
        let window = try app.window("Names")
        try app.send(HostEvent(kind: .contentSize, surface: window.id, width: 500, height: 700))
        for button in ["Select", "Rename", "Swap", "Remove", "Insert", "Rename", "Select", "Swap", "Remove"] {
            try app.click(.button, button)
            let (sent, fresh) = try placements(app)
            #expect(sent == fresh, "after \(button)")
        }
        // The update's changes reached the placement: the inserted row is
        // wider than the others, and the renamed row's text too.
        let root = try app.window("Names").root
        let inserted = try #require(root.find(.text, "A much longer name than the others"))
        let renamed = try #require(root.find(.text, "Name 1 !!! !!!"))
        let placement = try placements(app).sent
        #expect(try #require(placement.frame(of: inserted.id)).width > 150)
        #expect(try #require(placement.frame(of: renamed.id)).width > 60)
    }

    @Test func aSelectionAloneKeepsThePlacementAndItsTrees() throws {
        let app = try AppHarness(NamesApp.self)
        let window = try app.window("Names")
        try app.send(HostEvent(kind: .contentSize, surface: window.id, width: 500, height: 700))
        let before = try placements(app).sent
        try app.click(.button, "Select")
        let after = try app.window("Names")
        #expect(after.root.first { $0.attributes[.selected] != nil } != nil, "a row shows as selected")
        #expect(after.attributes.layout == before)
    }

}
