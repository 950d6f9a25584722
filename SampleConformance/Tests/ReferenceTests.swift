import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting
@testable import SampleReference

/// The app-structure reference pages: window groups by id and by value,
/// several document groups, settings with tabs.
@MainActor @Suite struct ReferenceTests {
    @Test func launchOpensTheFirstWindowGroupAndDocumentsGetTheFileMenu() throws {
        let app = try AppHarness(MyApp.self)
        #expect(app.windows.count == 1)
        #expect(app.keyWindow?.find(.text, "Root") != nil)
        #expect(try app.menuItem("File", "New").attributes[.shortcut] == "command+n")
        #expect(try app.menuItems("File").contains("Open…"))
    }

    @Test func theMailViewerOpensMessageWindowsByValueAndReusesThem() throws {
        let app = try AppHarness(MyApp.self)
        let viewerNew = try app.menuItems("File").first { $0.hasPrefix("New") && $0 != "New" }
        #expect(viewerNew != nil)
        app.session.openWindowForTests(id: "mail-viewer")
        try app.update()
        let viewer = try #require(app.keyWindow)
        try app.click(.button, "Open message")
        let count = app.windows.count
        #expect(count == 3)
        #expect(app.keyWindow?.visibleText.first?.count == 36, "the message window shows the message's ID")
        try app.focusWindow(viewer)
        try app.click(.button, "Open message")
        #expect(app.windows.count == count, "the same message's window comes forward")
        #expect(app.keyWindow?.id != viewer.id)
    }

    @Test func settingsShowTabsAndAppStorageValues() throws {
        let app = try AppHarness(MyApp.self)
        try app.press("command+,")
        let settings = try #require(app.keyWindow)
        #expect(settings.root.all(.tab).map { $0.attributes[.title] } == ["General", "Advanced"])
        #expect(settings.find(.toggle, "Show Previews") != nil)
        #expect(settings.root.allElements().contains { $0.textContent.contains("Font Size (12 pts)") })
    }
}
