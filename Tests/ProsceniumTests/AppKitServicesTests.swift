import Foundation
import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct ServicesApp: App {
    var body: some Scene {
        WindowGroup("Services") {
            VStack {
                Button("Copy") {
                    NSPasteboard.general.clearContents()
                    let text = NSEvent.modifierFlags.contains(.shift) ? "HELLO" : "hello"
                    NSPasteboard.general.setString(text, forType: .string)
                }
                Button("Open Site") { NSWorkspace.shared.open(URL(string: "https://www.swift.org")!) }
            }
        }
    }
}

/// AppKit's pasteboard, workspace and event modifiers, as apps use them.
@MainActor @Suite(.serialized) struct AppKitServicesTests {
    @Test func textOnTheGeneralPasteboardGoesToThePersonsClipboard() throws {
        let app = try AppHarness(ServicesApp.self)
        try app.click("button", "Copy", in: "Services")
        #expect(app.copiedTexts == ["hello"])
        #expect(NSPasteboard.general.string(forType: .string) == "hello")
        #expect(NSPasteboard.general.types == [.string])
        // Shift held during the click: NSEvent.modifierFlags says so.
        let window = try app.window("Services")
        let button = try #require(window.find(.button, "Copy"))
        try app.send(HostEvent(kind: .click, surface: window.id, target: button.id, modifiers: ["shift"]))
        #expect(app.copiedTexts == ["hello", "HELLO"])
        #expect(NSEvent.modifierFlags.isEmpty)
    }

    @Test func aPrivatePasteboardKeepsItsDataToItself() {
        let pasteboard = NSPasteboard()
        let count = pasteboard.clearContents()
        pasteboard.setData(Data([1, 2]), forType: .png)
        #expect(pasteboard.data(forType: .png) == Data([1, 2]))
        #expect(pasteboard.string(forType: .string) == nil)
        #expect(pasteboard.availableType(from: [.string, .png]) == .png)
        #expect(pasteboard.clearContents() == count + 1 && pasteboard.types == [])
    }

    @Test func theWorkspaceOpensLinksInTheBrowser() throws {
        let app = try AppHarness(ServicesApp.self)
        try app.click("button", "Open Site", in: "Services")
        #expect(app.openedURLs == ["https://www.swift.org"])
    }
}
