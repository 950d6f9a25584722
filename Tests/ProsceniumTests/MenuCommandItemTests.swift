import Testing
@testable import Proscenium
import ProsceniumHost
import ProsceniumTesting

private struct TwoWindowApp: App {
    var body: some Scene {
        WindowGroup { Text("A window") }
        Settings { Text("Preferences") }
    }
}

/// The menu bar's built-in items (About, Settings…, New Window, Close,
/// Minimize, ...) are one element each, titled, with their shortcut and
/// disabled state, as a `Button` with those modifiers shows in a menu: each
/// page has its own menu bar, and these items were four nodes each.
@MainActor @Suite struct MenuCommandItemTests {
    @Test func builtInItemsAreTitledItemsWithTheirShortcuts() throws {
        let app = try AppHarness(TwoWindowApp.self)
        let newWindow = try app.menuItem("File", "New Window")
        #expect(newWindow.children.isEmpty)
        #expect(newWindow.attributes[.shortcut] == .string(KeyboardShortcut("n").displayString))
        #expect(newWindow.attributes[.disabled] == nil)
        #expect(try app.menuItem("File", "Close").attributes[.shortcut] == .string(KeyboardShortcut("w").displayString))
        #expect(try app.menuItem(app.menuTitles[0], "Settings…").attributes[.shortcut]
            == .string(KeyboardShortcut(",").displayString))
        #expect(try app.menuItem("Window", "Merge All Windows").attributes[.disabled] == true)
        for menu in app.menuBar.children where menu.tag == .menu {
            for item in menu.children where item.tag == .menuitem && item.attributes[.title] != nil {
                #expect(item.children.isEmpty, "\(item.attributes[.title]?.string ?? "") has children")
            }
        }
    }

    @Test func choosingAnItemActsAndADisabledOneDoesNothing() throws {
        let app = try AppHarness(TwoWindowApp.self)
        #expect(app.windows.count == 1)
        try app.chooseMenuItem("File", "New Window")
        #expect(app.windows.count == 2)
        #expect(try app.menuItem("Window", "Merge All Windows").attributes[.disabled] == nil)
        try app.chooseMenuItem("File", "Close")
        try app.chooseMenuItem("File", "Close")
        #expect(app.windows.isEmpty)
        // With no key window, Close and Minimize are disabled, and a click
        // that reaches them anyway (a stale menu) does nothing.
        let close = try app.menuItem("File", "Close")
        #expect(close.attributes[.disabled] == true)
        #expect(try app.menuItem("Window", "Minimize").attributes[.disabled] == true)
        try app.send(HostEvent(kind: .click, surface: .menuBar, target: close.id))
        #expect(app.windows.isEmpty)
        try app.press("command+n")
        #expect(app.windows.count == 1)
    }
}
