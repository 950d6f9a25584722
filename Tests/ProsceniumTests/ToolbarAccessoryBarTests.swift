import ProsceniumHost
import Testing
import Proscenium
import ProsceniumTesting

private extension ToolbarItemPlacement {
    static let favourites = accessoryBar(id: "com.example.favourites")
}

private extension ToolbarPlacement {
    static let favourites = accessoryBar(id: "com.example.favourites")
}

/// Window accessory bars: which bar each item goes in, the bars a toolbar
/// shows or hides, and the accessory bar button styles.
@MainActor @Suite struct ToolbarAccessoryBarTests {
    @Test func itemsNameTheirAccessoryBarByItsIdentifier() throws {
        let ui = ViewHarness(Text("Doc").toolbar {
            ToolbarItem { Button("Reload") {} }
            ToolbarItem(placement: .favourites) { Button("Apple") {} }
            ToolbarItemGroup(placement: ToolbarItemPlacement(id: "scope bar")) { Button("All") {} }
        })
        let items = ui.all(.toolbaritem)
        #expect(items.map(\.textContent) == ["Reload", "Apple", "All"])
        #expect(items.map { $0.attributes[.placement]?.string } == ["automatic", "accessoryBar", "accessoryBar"])
        // One word each, whatever the identifier's characters.
        #expect(items.map { $0.attributes[.bar]?.string } == [nil, "com.example.favourites", "scope%20bar"])
    }

    @Test func placementsOfOneIdentifierAreOneBar() {
        #expect(ToolbarItemPlacement.accessoryBar(id: "a") == ToolbarItemPlacement(id: "a"))
        #expect(ToolbarItemPlacement.accessoryBar(id: "a") != ToolbarItemPlacement.accessoryBar(id: "b"))
        #expect(ToolbarItemPlacement.accessoryBar(id: 1) != .automatic)
        #expect(ToolbarPlacement.accessoryBar(id: "a") == ToolbarPlacement(id: "a"))
        #expect(ToolbarPlacement.accessoryBar(id: "a") != ToolbarPlacement.accessoryBar(id: "b"))
    }

    @Test func aToolbarHidesAnAccessoryBarByItsKey() throws {
        let ui = ViewHarness(Text("Doc").toolbar(.hidden, for: .favourites, .windowToolbar))
        let toolbar = try #require(ui.all(.toolbar).first)
        #expect(toolbar.attributes[.bars]?.string == "accessoryBar:com.example.favourites windowToolbar")
    }

    @Test func anAccessoryBarsButtonsAreAccessoryBarButtonsByDefault() throws {
        let ui = ViewHarness(Text("Doc").toolbar {
            ToolbarItem { Button("Reload") {} }
            ToolbarItemGroup(placement: .favourites) {
                Button("Apple") {}
                Button("Add") {}.buttonStyle(.accessoryBarAction)
                Button("Plain") {}.buttonStyle(.bordered)
            }
        })
        #expect(try ui.element(.button, "Reload").attributes[.style] == nil)
        #expect(try ui.element(.button, "Apple").attributes[.style]?.string == "accessoryBar")
        #expect(try ui.element(.button, "Add").attributes[.style]?.string == "accessoryBarAction")
        #expect(try ui.element(.button, "Plain").attributes[.style]?.string == "bordered")
    }

    @Test func theAccessoryBarStylesDrawAnywhere() throws {
        var pressed = 0
        let ui = ViewHarness(VStack {
            Button("Scope") { pressed += 1 }.buttonStyle(.accessoryBar)
            Button("Filter") { pressed += 10 }.buttonStyle(AccessoryBarActionButtonStyle())
            Button("Other") {}.buttonStyle(AccessoryBarButtonStyle())
        })
        #expect(try ui.element(.button, "Scope").attributes[.style]?.string == "accessoryBar")
        #expect(try ui.element(.button, "Filter").attributes[.style]?.string == "accessoryBarAction")
        #expect(try ui.element(.button, "Other").attributes[.style]?.string == "accessoryBar")
        try ui.click(.button, "Scope")
        try ui.click(.button, "Filter")
        #expect(pressed == 11)
    }

    @Test func aToolbarItemsIdentifierIsItsID() {
        let item = ToolbarItem(id: "share") { Text("Share") }
        #expect(item.id == "share")
    }
}
