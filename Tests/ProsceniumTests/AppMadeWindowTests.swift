import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

@MainActor private final class PreferencesController: NSWindowController {
    static var shared: PreferencesController?

    init() {
        let window = NSWindow(contentViewController: NSHostingController(rootView: Text("Units: metric")))
        window.title = "Preferences"
        window.setContentSize(NSSize(width: 300, height: 120))
        super.init(window: window)
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor private enum Overlay {
    static var window: NSWindow?
}

private struct MadeWindowsApp: App {
    var body: some Scene {
        WindowGroup("Main") {
            VStack {
                Button("Overlay") {
                    let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 200, height: 100),
                                          styleMask: [.borderless], backing: .buffered, defer: false)
                    window.title = "Countdown"
                    window.contentView = NSHostingView(rootView: Text("3"))
                    window.orderFrontRegardless()
                    Overlay.window = window
                }
                Button("Next") { Overlay.window?.contentView = NSHostingView(rootView: Text("2")) }
                Button("Hide") { Overlay.window?.close() }
                Button("Preferences") {
                    if PreferencesController.shared == nil { PreferencesController.shared = PreferencesController() }
                    PreferencesController.shared?.showWindow(nil)
                }
                Button("Close Preferences") { PreferencesController.shared?.close() }
            }
        }
    }
}

/// Windows the app makes with AppKit, opened in the page.
@MainActor @Suite(.serialized) struct AppMadeWindowTests {
    @Test func aWindowTheAppMakesOpensWithItsContentAndShowsANewContentView() throws {
        let app = try AppHarness(MadeWindowsApp.self)
        try app.click("button", "Overlay", in: "Main")
        let overlay = try app.window("Countdown")
        #expect(overlay.isKey)
        #expect(overlay.visibleText.contains("3"))
        #expect(overlay.attributes.width == 200)
        // Typed alone inside #expect, `100 + 28` is an Int and never equals the
        // Double height; 100 points of content and the 28-point title bar.
        #expect(overlay.attributes.height == Double(100 + 28))
        #expect(NSApp.windows.map(\.title).contains("Countdown"))
        try app.click("button", "Next", in: "Main")
        #expect(try app.window("Countdown").visibleText.contains("2"))
        #expect(!(try app.window("Countdown").visibleText.contains("3")))
        try app.click("button", "Hide", in: "Main")
        #expect(app.windows.map(\.title) == ["Main"])
        // Ordered front again, it opens again.
        try app.click("button", "Overlay", in: "Main")
        #expect(app.windows.map(\.title).sorted() == ["Countdown", "Main"])
    }

    @Test func aWindowControllerShowsAndClosesItsWindow() throws {
        PreferencesController.shared = nil
        let app = try AppHarness(MadeWindowsApp.self)
        try app.click("button", "Preferences", in: "Main")
        let preferences = try app.window("Preferences")
        #expect(preferences.visibleText.contains("Units: metric"))
        #expect(preferences.attributes.width == 300)
        // Shown again, the one window comes forward.
        try app.click("button", "Preferences", in: "Main")
        #expect(app.windows.filter { $0.title == "Preferences" }.count == 1)
        try app.click("button", "Close Preferences", in: "Main")
        #expect(app.windows.map(\.title) == ["Main"])
    }

    @Test func aWindowNotYetOpenKeepsItsTitleAndSize() {
        let window = NSWindow()
        window.title = "Later"
        window.setContentSize(NSSize(width: 10, height: 20))
        #expect(window.title == "Later")
        #expect(window.contentView == nil)
        #expect(!window.isVisible)
        let controller = NSWindowController(window: window)
        #expect(controller.isWindowLoaded)
    }
}

private struct DocumentCountApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { _ in
            Button("Another") { _ = try? NSDocumentController.shared.openUntitledDocumentAndDisplay(true) }
            Button("Count") {
                let names = NSDocumentController.shared.documents.map { $0.displayName ?? "" }
                NSApp.keyWindow?.title = "\(names.count): \(names.joined(separator: ", "))"
            }
        }
    }
}

/// AppKit's document controller over SwiftUI's document windows.
@MainActor @Suite(.serialized) struct NSDocumentControllerTests {
    @Test func theControllerListsTheDocumentsAndOpensAnUntitledOne() throws {
        let app = try AppHarness(DocumentCountApp.self)
        #expect(NSDocumentController.shared.documents.count == 1)
        try app.click("button", "Another", in: "Untitled")
        #expect(app.windows.count == 2)
        #expect(NSDocumentController.shared.documents.map(\.displayName) == ["Untitled", "Untitled 2"])
        #expect(NSDocumentController.shared.documents.first === NSDocumentController.shared.documents.first)
        #expect(NSDocumentController.shared.currentDocument?.displayName == "Untitled 2")
        NSDocumentController.shared.currentDocument?.close()
        // AppKit takes the window away at once; the page shows it at the next update.
        #expect(NSApp.windows.count == 1)
        try app.update()
        #expect(app.windows.count == 1)
        #expect(NSDocumentController.shared.documents.count == 1)
    }
}
