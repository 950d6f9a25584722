import Testing
import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// Menu-bar extras of every remaining titled form, some inserted while a flag is set.
private struct InsertedExtrasApp: App {
    @State private var shown = true
    @State private var hidden = false
    var body: some Scene {
        WindowGroup { Text("Main") }
        MenuBarExtra("Tools", isInserted: $shown) { Button("Sharpen") {} }
        MenuBarExtra(String("Pins"), image: "pin", isInserted: $shown) { Button("Pin") {} }
        MenuBarExtra("Photos", image: "photo") { Button("Import") {} }
        MenuBarExtra(String("Stars"), systemImage: "star", isInserted: $shown) { Button("Rate") {} }
        MenuBarExtra(String("Notes"), isInserted: $shown) { Button("Write") {} }
        MenuBarExtra("Hidden", isInserted: $hidden) { Button("Never") {} }
        MenuBarExtra(String("Also hidden"), image: "pin", isInserted: $hidden) { Button("Never") {} }
        MenuBarExtra("Hidden image", image: "pin", isInserted: $hidden) { Button("Never") {} }
    }
}

@MainActor @Suite struct MenuBarExtraInitTests {
    private func extras(_ app: AppHarness) -> [RenderElement] { app.menuBar.children.filter { $0.tag == .extra } }

    @Test func extrasAreInTheMenuBarOnlyWhileTheirFlagIsSet() throws {
        let app = try AppHarness(InsertedExtrasApp.self)
        #expect(extras(app).compactMap { $0.attributes[.title]?.string } == ["Tools", "Pins", "Photos", "Stars", "Notes"])
        #expect(extras(app)[3].attributes[.systemImage] == "star")
        #expect(app.menuBar.find(.menuitem, "Never") == nil)
    }

    @Test func anExtraTitledWithAnImageOpensItsMenu() throws {
        let app = try AppHarness(InsertedExtrasApp.self)
        let photos = try #require(extras(app).first { $0.attributes[.title]?.string == "Photos" })
        #expect(photos.find(.menuitem, "Import") != nil || photos.allElements().contains { $0.textContent == "Import" })
        try app.clickMenuBarExtra("Photos")
        #expect(try #require(extras(app).first { $0.attributes[.title]?.string == "Photos" }).attributes[.open] == true)
    }
}
