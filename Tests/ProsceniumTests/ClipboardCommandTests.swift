import Foundation
import ProsceniumHost
import Testing
import UniformTypeIdentifiers
@_spi(Display) import Proscenium
import ProsceniumTesting

/// A card board whose cards are copied, cut and pasted as text (Transferable forms).
private struct CardBoard: View {
    @State private var cards = ["Ace", "King"]

    var body: some View {
        VStack {
            Text("Cards: \(cards.joined(separator: ","))")
            Text("Board").focusable()
        }
        .copyable(cards)
        .cuttable(for: String.self) {
            let cut = cards
            cards = []
            return cut
        }
        .pasteDestination(for: String.self) { pasted in
            cards += pasted
        } validator: { pasted in
            pasted.filter { $0 != "Joker" }
        }
    }
}

/// The item-provider forms, and a view whose types a page's text cannot be.
private struct ProviderBoard: View {
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("Log: \(log.joined(separator: ","))")
            Text("Links").focusable()
                .onCopyCommand { [NSItemProvider(object: URL(string: "https://www.swift.org/")! as NSURL)] }
                .onPasteCommand(of: [.url]) { providers in log.append("url \(providers.count)") }
            Text("Notes").focusable()
                .onCutCommand { log.append("cut"); return [NSItemProvider(object: "note" as NSString)] }
                .onPasteCommand(of: [.plainText], validator: { providers in providers.first }) { _ in log.append("validated") }
            Text("Pictures").focusable()
                .onPasteCommand(of: [.png]) { _ in log.append("png") }
                .onCopyCommand(perform: nil)
        }
    }
}

/// A field, a view that takes Copy only, and one that takes nothing.
private struct MixedBoard: View {
    @State private var note = ""
    var body: some View {
        VStack {
            TextField("Note", text: $note)
            Text("Copies").focusable().copyable(["copied"])
            Text("Plain").focusable()
        }
    }
}

private struct MixedApp: App {
    var body: some Scene {
        WindowGroup("Mixed") { MixedBoard() }
    }
}

private struct CardApp: App {
    var body: some Scene {
        WindowGroup("Cards") { CardBoard() }
    }
}

private struct ProviderApp: App {
    var body: some Scene {
        WindowGroup("Providers") { ProviderBoard() }
    }
}

/// Copies go to the clipboard of the session whose view was copied from:
/// each test reads its own app's `copiedTexts`.
@MainActor @Suite(.serialized) struct ClipboardCommandTests {
    private func commands(of element: RenderElement?) -> String? { element?.attributes[.clipboardCommands]?.string }

    @Test func aViewTakesCopyCutAndPasteForTheFocusedViewInItAndTheClipboardGetsItsText() async throws {
        let app = try AppHarness(CardApp.self)
        let window = try app.window("Cards")
        let stack = try #require(window.root.allElements().first { commands(of: $0) != nil })
        #expect(commands(of: stack) == "copy cut paste")
        try app.focus(.text, "Board")
        // The display sends Copy to the focused element; the command finds the view around it.
        let board = try #require(window.find(.text, "Board"))
        try app.send(HostEvent(kind: .copyCommand, surface: window.id, target: board.id))
        #expect(try await app.settle(until: { app.copiedTexts == ["Ace\nKing"] }))
        #expect(app.copiedTexts == ["Ace\nKing"])
        try app.send(HostEvent(kind: .cutCommand, surface: window.id, target: board.id))
        #expect(try await app.settle(until: { app.copiedTexts.count == 2 }))
        #expect(app.copiedTexts == ["Ace\nKing", "Ace\nKing"])
        #expect(try app.window("Cards").find(.text, "Cards: ") != nil)
        // Paste: the page's clipboard text, loaded as the Transferable; the validator keeps what it wants.
        try app.send(HostEvent(kind: .pasteCommand, surface: window.id, target: board.id, value: "Queen"))
        #expect(try await app.settle(until: { (try? app.window("Cards").find(.text, "Cards: Queen")) != nil }))
        #expect(try app.window("Cards").find(.text, "Cards: Queen") != nil)
        try app.send(HostEvent(kind: .pasteCommand, surface: window.id, target: board.id, value: "Joker"))
        try await app.settle(for: .milliseconds(100))
        #expect(try app.window("Cards").find(.text, "Cards: Queen") != nil)
    }

    @Test func itemProviderFormsGiveTheirTextAndTakeOnlyTheTypesTheyName() async throws {
        let app = try AppHarness(ProviderApp.self)
        let window = try app.window("Providers")
        #expect(commands(of: window.find(.text, "Links")) == "copy paste")
        #expect(commands(of: window.find(.text, "Notes")) == "cut paste")
        // A page's clipboard holds text: PNGs never paste, and a nil action takes no Copy.
        #expect(commands(of: window.find(.text, "Pictures")) == nil)

        let links = try #require(window.find(.text, "Links"))
        try app.send(HostEvent(kind: .pasteCommand, surface: window.id, target: links.id, value: "not a link"))
        try app.send(HostEvent(kind: .pasteCommand, surface: window.id, target: links.id, value: "https://example.com/a"))
        #expect(try app.window("Providers").find(.text, "Log: url 1") != nil)

        let notes = try #require(window.find(.text, "Notes"))
        try app.send(HostEvent(kind: .cutCommand, surface: window.id, target: notes.id))
        try app.send(HostEvent(kind: .pasteCommand, surface: window.id, target: notes.id, value: "hello"))
        #expect(try app.window("Providers").find(.text, "Log: url 1,cut,validated") != nil)
        #expect(try await app.settle(until: { app.copiedTexts == ["note"] }))
        #expect(NSPasteboard.general.types == [.string])

        try app.send(HostEvent(kind: .copyCommand, surface: window.id, target: links.id))
        #expect(try await app.settle(until: { app.copiedTexts == ["note", "https://www.swift.org/"] }))
        #expect(app.copiedTexts == ["note", "https://www.swift.org/"])
    }

    @Test func theEditMenuEnablesCopyCutAndPasteOnlyWhenTheFocusedViewTakesThem() throws {
        let app = try AppHarness(MixedApp.self)
        func enabled() throws -> [String] {
            try ["Cut", "Copy", "Paste"].filter { try app.menuItem("Edit", $0).attributes[.disabled] != true }
        }
        // Nothing focused: nothing to copy from or paste into.
        #expect(try enabled() == [])
        #expect(throws: HarnessError.self) { try app.chooseMenuItem("Edit", "Copy") }
        // A text field takes all three.
        try app.focus(.textfield, "Note")
        #expect(try enabled() == ["Cut", "Copy", "Paste"])
        // A view with copyable takes Copy only.
        try app.focus(.text, "Copies")
        #expect(try enabled() == ["Copy"])
        try app.focus(.text, "Plain")
        #expect(try enabled() == [])
        // Focus leaving the view (to nothing) disables them again.
        try app.focus(.text, "Copies")
        let window = try app.window("Mixed")
        let copies = try #require(window.find(.text, "Copies"))
        try app.send(HostEvent(kind: .focus, surface: window.id, target: copies.id, value: "false"))
        #expect(try enabled() == [])
        #expect(try app.menuItem("Edit", "Select All").attributes[.disabled] == nil)
    }
}
