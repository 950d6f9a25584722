import Foundation
import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

@MainActor private final class Pasted { static var texts: [String] = []; static var urls: [URL] = [] }

private struct PasteView: View {
    @State private var pasted = ""
    var body: some View {
        VStack {
            PasteButton(supportedContentTypes: [.plainText]) { providers in
                for provider in providers {
                    _ = provider.loadObject(ofClass: NSString.self) { object, _ in
                        let text = (object as? NSString).map(String.init) ?? ""
                        Task { @MainActor in Pasted.texts.append(text) }
                    }
                }
            }
            Text("Pasted: \(pasted)")
        }
    }
}

private struct ShareApp: App {
    var body: some Scene {
        WindowGroup("Share") {
            VStack {
                ShareLink(item: "Hello there", subject: Text("Greeting"), message: Text("Read this"))
                ShareLink("Send Link", item: URL(string: "https://www.swift.org")!)
                ShareLink(items: ["a", "b"]) { Text("Share Both") }
                ShareLink("Share Notes", items: ["c", "d"], subject: Text("Notes"))
                ShareLink(Text("Share Sites"), items: [URL(string: "https://a.example")!, URL(string: "https://b.example")!])
            }
        }
    }
}

@MainActor @Suite(.serialized) struct SharingControlsTests {
    @Test func pasteButtonGivesTheClipboardTextAsAnItemProvider() async throws {
        Pasted.texts = []
        let ui = ViewHarness(PasteView())
        let button = try ui.element(.button, "Paste")
        #expect(button.attributes[.paste] == "text")
        #expect(button.attributes[.disabled] == nil)
        try ui.change(.button, "Paste", to: "from the clipboard")
        #expect(try await ui.settle { Pasted.texts == ["from the clipboard"] })
    }

    @Test func pasteButtonForURLsTakesOnlyURLs() throws {
        var received: [NSItemProvider] = []
        let ui = ViewHarness(PasteButton(supportedContentTypes: [.url]) { received = $0 })
        #expect(try ui.element(.button, "Paste").attributes[.paste] == "url")
        try ui.change(.button, "Paste", to: "not a url")
        #expect(received.isEmpty)
        try ui.change(.button, "Paste", to: "https://example.com/a")
        #expect(received.count == 1)
        #expect(received.first?.hasItemConformingToTypeIdentifier("public.url") == true)
    }

    @Test func pasteButtonForTypesAPageCannotReadIsDisabled() throws {
        var called = false
        let ui = ViewHarness(PasteButton(supportedContentTypes: [.png]) { _ in called = true })
        #expect(try ui.element(.button, "Paste").attributes[.disabled] == true)
        try? ui.change(.button, "Paste", to: "text")
        #expect(!called)
    }

    @Test func pasteButtonWithAValidatorDeliversItsPayload() throws {
        var payload: Int?
        let ui = ViewHarness(PasteButton(supportedTypes: ["public.utf8-plain-text"],
                                         validator: { $0.count }, payloadAction: { payload = $0 }))
        try ui.change(.button, "Paste", to: "x")
        #expect(payload == 1)
    }

    @Test func pasteButtonOfContentTypesWithAValidatorDeliversItsPayload() throws {
        var payload: String?
        let ui = ViewHarness(PasteButton(supportedContentTypes: [.plainText],
                                         validator: { $0.isEmpty ? nil : "\($0.count) item" }, payloadAction: { payload = $0 }))
        #expect(try ui.element(.button, "Paste").attributes[.paste] == "text")
        try ui.change(.button, "Paste", to: "x")
        #expect(payload == "1 item")
    }

    @Test func shareLinkSendsItsItemsToTheDisplay() throws {
        let app = try AppHarness(ShareApp.self)
        let window = try app.window("Share")
        let share = try #require(window.find(.button, "Share"))
        #expect(share.attributes[.share] == true)
        try app.click(.button, "Share", in: "Share")
        #expect(app.sharedItems == [ShareRequest(items: ["Hello there"], isURL: false, subject: "Greeting",
                                                 message: "Read this")])
        try app.click(.button, "Send Link", in: "Share")
        #expect(app.sharedItems.last == ShareRequest(items: ["https://www.swift.org"], isURL: true))
        try app.click(.button, "Share Both", in: "Share")
        #expect(app.sharedItems.last?.items == ["a", "b"])
        // Titled lists of strings and of URLs.
        try app.click(.button, "Share Notes", in: "Share")
        #expect(app.sharedItems.last == ShareRequest(items: ["c", "d"], isURL: false, subject: "Notes"))
        try app.click(.button, "Share Sites", in: "Share")
        #expect(app.sharedItems.last == ShareRequest(items: ["https://a.example", "https://b.example"], isURL: true))
        // On the wire it is a `share` change.
        let data = try JSONEncoder().encode(DisplayChange.share(ShareRequest(items: ["x"], isURL: false)))
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"op\":\"share\""))
        #expect(try JSONDecoder().decode(DisplayChange.self, from: data) == .share(ShareRequest(items: ["x"], isURL: false)))
    }
}
