import Testing
@testable import Proscenium
import ProsceniumHost
import ProsceniumTesting

@MainActor private enum Refreshes { static var count = 0 }

private struct ExtraWindow: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Tapped \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

private struct ExtrasApp: App {
    var body: some Scene {
        WindowGroup { Text("A window") }
        MenuBarExtra("Summary", systemImage: "books.vertical") { ExtraWindow() }
            .menuBarExtraStyle(.window)
        MenuBarExtra("Actions") {
            Button("Refresh") { Refreshes.count += 1 }.keyboardShortcut("r", modifiers: [.option, .command])
        }
    }
}

/// A window-style menu-bar extra's views are made when it first opens, as a
/// Mac makes the extra's window then: each page has a menu bar of its own,
/// and most never open the extra, whose views were a fifth of a page's menu
/// bar (BookClub). A menu-style extra's items are always there, as the menu
/// bar's are, so that their shortcuts work.
@MainActor @Suite struct MenuBarExtraContentTests {
    private func extra(_ app: AppHarness, _ title: String) throws -> RenderElement {
        try #require(app.menuBar.children.first { $0.tag == .extra && $0.attributes[.title]?.string == title })
    }

    @Test func aWindowExtrasViewsAreMadeWhenItFirstOpensAndKeptWithTheirState() throws {
        let app = try AppHarness(ExtrasApp.self)
        #expect(try extra(app, "Summary").children.isEmpty)
        #expect(app.menuBar.find(.text, "Tapped 0") == nil)

        try app.clickMenuBarExtra("Summary")
        #expect(try extra(app, "Summary").attributes[.open] == true)
        #expect(app.menuBar.find(.text, "Tapped 0") != nil)
        try app.clickInMenuBar(.button, "Tap")
        #expect(app.menuBar.find(.text, "Tapped 1") != nil)

        // Closed (the display sends a dismiss) and opened again: the same views, their state kept.
        try app.send(HostEvent(kind: .dismiss, surface: .menuBar, target: try extra(app, "Summary").id))
        #expect(try extra(app, "Summary").attributes[.open] == false)
        #expect(app.menuBar.find(.text, "Tapped 1") != nil)
        try app.clickMenuBarExtra("Summary")
        #expect(app.menuBar.find(.text, "Tapped 1") != nil)
    }

    @Test func aMenuExtrasItemsAreThereBeforeItOpensAndTheirShortcutsWork() throws {
        let app = try AppHarness(ExtrasApp.self)
        let actions = try extra(app, "Actions")
        #expect(actions.attributes[.open] == false)
        #expect(app.menuBar.find(nil, "Refresh") != nil)
        Refreshes.count = 0
        try app.press("option+command+r")
        #expect(Refreshes.count == 1)
    }
}
