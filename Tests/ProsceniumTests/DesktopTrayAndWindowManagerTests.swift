import Foundation
import Testing
@_spi(Display) @testable import Proscenium
import ProsceniumHost
import ProsceniumTesting

private struct TrayApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("A window") }
        MenuBarExtra("Coffee", systemImage: "cup.and.saucer") {
            Button("Brew") {}
        }
        MenuBarExtra("Summary") { Text("Summed") }
            .menuBarExtraStyle(.window)
    }
}

/// What own windows mode asks of the app from outside its pages: a tray
/// icon's click opens its extra, and the window manager's minimise and
/// maximise are the window's, as AppKit reads them.
@MainActor @Suite struct DesktopTrayAndWindowManagerTests {
    private func extra(_ app: AppHarness, _ title: String) throws -> RenderElement {
        try #require(app.menuBar.children.first { $0.tag == .extra && $0.attributes[.title]?.string == title })
    }

    @Test func theExtrasAreListedAndATrayClickOpensOne() async throws {
        let app = try AppHarness(TrayApp.self)
        let extras = app.runtime.menuBarExtras
        #expect(extras.map(\.title) == ["Coffee", "Summary"])
        #expect(extras.map(\.systemImage) == ["cup.and.saucer", nil])
        #expect(try extra(app, "Summary").attributes[.open] == false)
        #expect(app.menuBar.find(.text, "Summed") == nil)

        #expect(app.session.openMenuBarExtra(id: extras[1].id))
        _ = try await app.settle(until: { (try? extra(app, "Summary").attributes[.open]) == true })
        #expect(try extra(app, "Summary").attributes[.open] == true)
        // A window-style extra's views are made when it opens, as for a click in the menu bar.
        #expect(app.menuBar.find(.text, "Summed") != nil)
        // Clicked again while open: it stays open (the click does not toggle it shut).
        #expect(app.session.openMenuBarExtra(id: extras[1].id))
        try await app.settle()
        #expect(try extra(app, "Summary").attributes[.open] == true)
        #expect(!app.session.openMenuBarExtra(id: "no such scene"))
    }

    @Test func theWindowManagersZoomAndMinimiseAreTheWindows() throws {
        let app = try AppHarness(TrayApp.self)
        let window = try #require(app.session.windows.first).appKitWindow
        let surface = app.windows[0].id
        #expect(!window.isZoomed)
        // Maximised (own windows mode says which), and said again: no toggling.
        try app.send(HostEvent(kind: .windowZoom, surface: surface, value: "true"))
        try app.send(HostEvent(kind: .windowZoom, surface: surface, value: "true"))
        #expect(window.isZoomed)
        #expect(app.windows[0].attributes.hints.isZoomed)
        try app.send(HostEvent(kind: .windowZoom, surface: surface, value: "false"))
        #expect(!window.isZoomed)
        // A title bar's button, with no value, toggles.
        try app.send(HostEvent(kind: .windowZoom, surface: surface))
        #expect(window.isZoomed)

        try app.send(HostEvent(kind: .windowMinimize, surface: surface, value: "true"))
        #expect(window.isMiniaturized)
        try app.send(HostEvent(kind: .windowMinimize, surface: surface, value: "false"))
        #expect(!window.isMiniaturized)
    }
}
