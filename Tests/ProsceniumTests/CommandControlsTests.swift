import Foundation
import Testing
import Proscenium
import ProsceniumTesting

private struct SortCommands: Commands {
    @AppStorage("proscenium.test.sort") private var sort = "title"
    @AppStorage("proscenium.test.flag") private var flag = false
    var body: some Commands {
        CommandMenu("Sort") {
            Toggle("Show Finished", isOn: $flag)
            Picker("Order", selection: $sort) {
                Text("Title").tag("title")
                Text("Author").tag("author")
            }
            Menu("More") { Button("Reset") { sort = "title" } }
        }
    }
}

private struct SortView: View {
    @AppStorage("proscenium.test.sort") private var sort = "title"
    @AppStorage("proscenium.test.flag") private var flag = false
    var body: some View { Text("sorted by \(sort), finished \(flag ? "shown" : "hidden")") }
}

private struct SortApp: App {
    var body: some Scene { WindowGroup { SortView() }.commands { SortCommands() } }
}

/// Toggles, pickers and menus inside command menus are checkable items and
/// submenus, as on a Mac.
@MainActor @Suite struct CommandControlsTests {
    @Test func togglesPickersAndMenusInCommandMenus() throws {
        for key in ["proscenium.test.sort", "proscenium.test.flag"] { UserDefaults.standard.removeObject(forKey: key) }
        defer { for key in ["proscenium.test.sort", "proscenium.test.flag"] { UserDefaults.standard.removeObject(forKey: key) } }
        let app = try AppHarness(SortApp.self)
        #expect(try app.menuItem("Sort", "Show Finished").attributes[.checked] == false)
        try app.chooseMenuItem("Sort", "Show Finished")
        #expect(try app.menuItem("Sort", "Show Finished").attributes[.checked] == true)
        let order = try #require(app.menuBar.allElements().first { $0.tag == .menu && $0.attributes[.title] == "Order" })
        #expect(order.children.map { $0.attributes[.title] } == ["Title", "Author"])
        #expect(order.children.map { $0.attributes[.checked] } == [true, false])
        try app.chooseMenuItem("Sort", "Author")
        #expect(app.keyWindow?.find(.text, "sorted by author, finished shown") != nil)
        #expect(app.menuBar.allElements().contains { $0.tag == .menu && $0.attributes[.title] == "More" })
        try app.chooseMenuItem("Sort", "Reset")
        #expect(app.keyWindow?.find(.text, "sorted by title, finished shown") != nil)
    }
}
