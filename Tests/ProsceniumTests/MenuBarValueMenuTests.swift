import Foundation
import Testing
@testable import Proscenium
import ProsceniumHost
import ProsceniumTesting
import UniformTypeIdentifiers

private final class Imports { var count = 0 }
@MainActor private let imports = Imports()

private struct PlainApp: App {
    var body: some Scene {
        WindowGroup { Text("A window") }
        Settings { Text("Preferences") }
    }
}

private struct ImportingApp: App {
    var body: some Scene {
        WindowGroup { Text("A window") }
            .commands {
                CommandGroup(after: .newItem) {
                    Button("Import") { imports.count += 1 }.keyboardShortcut("i")
                }
            }
    }
}

@MainActor private var bookActions = 0

private struct BookMenuApp: App {
    var body: some Scene {
        WindowGroup { Text("A window") }
            .commands {
                CommandMenu("Book") {
                    Button("Add Progress") { bookActions += 1 }.keyboardShortcut("u")
                    Button { bookActions += 10 } label: { Text("Emphasised").bold() }
                }
            }
    }
}

/// Each page has a menu bar of its own. The menus made only of built-in items
/// (the app menu, Edit, Window, Help; File without the app's groups) keep their
/// items as values: one node a menu, not one an item, and their elements made
/// and patched by the menu bar itself. The page sees the same elements.
@MainActor @Suite struct MenuBarValueMenuTests {
    private func nodes(in graph: ViewGraph) -> Int {
        func count(_ node: ViewNode) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }
        return count(graph.root)
    }

    private func expectMenuBarMatches(_ app: AppHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(app.menuBar == app.session.menuBar.currentTree(), sourceLocation: sourceLocation)
    }

    @Test func builtInItemsHaveNoViewNodes() throws {
        let app = try AppHarness(PlainApp.self)
        let graph = app.session.menuBar.menuGraph!
        var items = 0
        for menu in app.menuBar.children where menu.tag == .menu {
            for item in menu.allElements().dropFirst() {
                #expect(graph.owner(of: item.id) == nil, "\(item.attributes[.title]?.string ?? "") has a node")
                items += 1
            }
        }
        // About, Settings…, Quit, New Window, Close, Undo, Redo, Cut, Copy,
        // Paste, Select All, Minimize, Zoom, Merge All Windows, the window,
        // Help, and the separators between sections.
        #expect(items >= 20)
        // The root, the menu bar's content and one node a menu (five menus).
        #expect(nodes(in: graph) <= 8)
        expectMenuBarMatches(app)
    }

    /// An app's own menu item titled by plain text is one element with its
    /// title, as a built-in item is, not an item with a text element under
    /// it: the label's node, view and element were most of the item, in
    /// every page's menu bar. A styled label still draws the item.
    @Test func anAppsItemTitledByPlainTextHasNoLabelNode() throws {
        let app = try AppHarness(BookMenuApp.self)
        let graph = app.session.menuBar.menuGraph!
        let item = try app.menuItem("Book", "Add Progress")
        #expect(item.children.isEmpty)
        #expect(item.attributes[.title]?.string == "Add Progress")
        #expect(item.attributes[.shortcut] != nil)
        func texts(_ node: ViewNode) -> Int {
            (node.view is Text ? 1 : 0) + node.children.reduce(0) { $0 + texts($1) }
        }
        // The styled label's alone.
        #expect(texts(graph.root) == 1)
        let styled = try app.menuItem("Book", "Emphasised")
        #expect(styled.children.count == 1)
        #expect(styled.children.first?.attributes[.weight]?.string == "bold")
        // The item still acts, chosen and by its shortcut.
        bookActions = 0
        try app.chooseMenuItem("Book", "Add Progress")
        try app.press("command+u")
        try app.chooseMenuItem("Book", "Emphasised")
        #expect(bookActions == 12)
        expectMenuBarMatches(app)
    }

    @Test func menuBarGraphsFollowNoWindowPreferences() throws {
        let app = try AppHarness(PlainApp.self)
        #expect(app.session.menuBar.menuGraph.preferences.readers.isEmpty)
        #expect(app.session.menuBar.commandsGraph.preferences.readers.isEmpty)
        // A window's graph follows its title and colour scheme.
        #expect(app.session.windows[0].graph.preferences.readers.count >= 4)
    }

    @Test func itemsChangeInPlaceAndTheWindowListFollowsTheWindows() throws {
        let app = try AppHarness(PlainApp.self)
        #expect(try app.menuItem("Window", "Merge All Windows").attributes[.disabled] == true)
        let close = try app.menuItem("File", "Close").id
        try app.press("command+n")
        try app.press("command+n")
        #expect(app.windows.count == 3)
        expectMenuBarMatches(app)
        // The same element, enabled now.
        let merge = try app.menuItem("Window", "Merge All Windows")
        #expect(merge.attributes[.disabled] == nil)
        #expect(try app.menuItem("File", "Close").id == close)
        let window = try #require(app.menuBar.children.first { $0.attributes[.title] == "Window" })
        let listed = window.children.filter { $0.attributes[.checked] != nil }
        #expect(listed.count == 3)
        #expect(listed.filter { $0.attributes[.checked] == true }.count == 1)
        // Choosing a window in the list makes it key.
        let first = try #require(listed.first { $0.attributes[.checked] == false })
        try app.send(HostEvent(kind: .click, surface: .menuBar, target: first.id))
        #expect(app.session.keyWindow?.title == first.attributes[.title]?.string)
        expectMenuBarMatches(app)
        try app.press("command+w")
        try app.press("command+w")
        #expect(app.windows.count == 1)
        #expect(try app.menuItem("Window", "Merge All Windows").attributes[.disabled] == true)
        expectMenuBarMatches(app)
        try app.press("command+w")
        #expect(app.windows.isEmpty)
        #expect(try app.menuItem("File", "Close").attributes[.disabled] == true)
        expectMenuBarMatches(app)
        // A click on an item that does nothing itself (Copy, a separator) goes to its menu, harmlessly.
        try app.send(HostEvent(kind: .click, surface: .menuBar, target: try app.menuItem("Edit", "Copy").id))
        let separator = try #require(window.children.first { $0.tag == .separator })
        try app.send(HostEvent(kind: .click, surface: .menuBar, target: separator.id))
        try app.send(HostEvent(kind: .click, surface: .menuBar, target: ElementID(ValueMenus.firstID + 10_000)))
        #expect(app.windows.isEmpty)
    }

    @Test func aMenuWithTheAppsGroupKeepsNodesAndBothShortcutsWork() throws {
        imports.count = 0
        let app = try AppHarness(ImportingApp.self)
        #expect(try app.menuItems("File").contains("Import"))
        try app.press("command+i")
        #expect(imports.count == 1)
        try app.press("command+n")
        #expect(app.windows.count == 2)
        try app.press("command+m")
        expectMenuBarMatches(app)
        #expect(try app.menuItem("Window", "Minimize").attributes[.shortcut] == .string(KeyboardShortcut("m").displayString))
    }

    @Test func openRecentIsASubmenuOfValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recent-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(RecentNotesApp.self)
        let recent = try #require(app.menuBar.allElements().first { $0.tag == .menu && $0.attributes[.title] == "Open Recent" })
        #expect(recent.children.isEmpty)
        #expect(app.session.menuBar.menuGraph.owner(of: recent.id) == nil)
        for name in ["one.txt", "two.txt"] {
            let url = folder.appendingPathComponent(name)
            try Data("text".utf8).write(to: url)
            try app.session.openDocument(at: url)
            try app.update()
        }
        let after = try #require(app.menuBar.allElements().first { $0.tag == .menu && $0.attributes[.title] == "Open Recent" })
        #expect(after.id == recent.id)
        #expect(after.children.map { $0.attributes[.title]?.string } == ["two.txt", "one.txt"])
        expectMenuBarMatches(app)
    }
}

private struct RecentNote: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init() {}
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }
}

private struct RecentNotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: RecentNote()) { file in Text(file.document.text) }
    }
}
