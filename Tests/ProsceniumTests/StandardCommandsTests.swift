import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Editor: View {
    @State private var showsInspector = false
    var body: some View {
        Text("Inspector \(showsInspector ? "shown" : "hidden")")
            .inspector(isPresented: $showsInspector) { Text("Details") }
            .navigationTitle("Editor")
    }
}

private struct Plain: View {
    var body: some View { Text("plain").navigationTitle("Plain") }
}

private struct StandardCommandsApp: App {
    var body: some Scene {
        WindowGroup { Editor() }
            .commands {
                SidebarCommands()
                ToolbarCommands()
                InspectorCommands()
                TextEditingCommands()
                TextFormattingCommands()
                ImportFromDevicesCommands()
                EmptyCommands()
            }
        WindowGroup("Plain", id: "plain") { Plain() }
    }
}

/// Apple's standard command sets add the items a Mac shows, in its menus.
@MainActor @Suite struct StandardCommandsTests {
    @Test func theStandardSetsAddTheirItems() throws {
        let app = try AppHarness(StandardCommandsApp.self)
        let view = try app.menuItems("View")
        for item in ["Toggle Sidebar", "Toggle Toolbar", "Show Inspector"] {
            #expect(view.contains(item), "View > \(item)")
        }
        #expect(try app.menuItems("Edit").contains("Transformations"))
        // Format comes after Edit, with Font and Text submenus whose items
        // plain text cannot take: disabled.
        #expect(app.menuTitles.firstIndex(of: "Format") == app.menuTitles.firstIndex(of: "Edit").map { $0 + 1 })
        #expect(try app.menuItems("Format") == ["Font", "Text"])
        for item in ["Bold", "Italic", "Underline", "Show Fonts", "Align Left", "Justify"] {
            #expect(try app.menuItem("Format", item).attributes[.disabled] == true, "Format > \(item)")
        }
        #expect(try app.menuItems("File").contains("Import from iPhone or iPad"))
    }

    /// View > Show Inspector (Control-Command-I) toggles the key window's
    /// inspector and is named for what it will do.
    @Test func inspectorCommandsToggleTheKeyWindowsInspector() throws {
        let app = try AppHarness(StandardCommandsApp.self)
        let item = try app.menuItem("View", "Show Inspector")
        #expect(item.attributes[.shortcut] == "control+command+i")
        #expect(item.attributes[.disabled] == nil)
        try app.chooseMenuItem("View", "Show Inspector")
        #expect(try app.window("Editor").find(.text, "Inspector shown") != nil)
        #expect(try app.window("Editor").find(.text, "Details") != nil)
        #expect(try app.menuItems("View").contains("Hide Inspector"))
        try app.press("control+command+i")
        #expect(try app.window("Editor").find(.text, "Inspector hidden") != nil)
        #expect(try app.window("Editor").find(.text, "Details") == nil)
    }

    /// With no inspector in the key window's scene the item is disabled.
    @Test func inspectorCommandsAreDisabledWithoutAnInspector() throws {
        let app = try AppHarness(StandardCommandsApp.self)
        app.session.openWindowForTests(id: "plain")
        try app.update()
        #expect(app.keyWindow?.title == "Plain")
        #expect(try app.menuItem("View", "Show Inspector").attributes[.disabled] == true)
    }

    /// Import from iPhone or iPad cannot reach a device from a browser: it shows, disabled.
    @Test func importFromDevicesIsShownDisabled() throws {
        let app = try AppHarness(StandardCommandsApp.self)
        #expect(try app.menuItem("File", "Import from iPhone or iPad").attributes[.disabled] == true)
        var imported = false
        let ui = ViewHarness(Text("Drop").importsItemProviders([.image]) { _ in imported = true; return true })
        #expect(ui.find(.text, "Drop") != nil && !imported)
    }
}
