import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting

private struct TitledNotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { file in
            NoteEditor(document: file.$document, editable: file.isEditable)
                .toolbar { ToolbarTitleMenu() }
        }
    }
}

private struct PlainTitleMenuApp: App {
    var body: some Scene {
        WindowGroup("Plain") { Text("Nothing to rename").toolbar { ToolbarTitleMenu() } }
    }
}

/// `ToolbarTitleMenu()`: a document window's own actions, none elsewhere.
@MainActor @Suite struct DocumentTitleMenuTests {
    @Test func aDocumentWindowsTitleMenuOffersItsDocumentActions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("title-menu-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("note.txt")
        try Data("saved text".utf8).write(to: url)
        let app = try AppHarness(TitledNotesApp.self)
        app.runtime.open(url)
        try app.update()
        let window = try app.window("note.txt")
        let menu = try #require(window.root.all(.titlemenu).first)
        #expect(menu.all(.button).map(\.textContent) == ["Rename…", "Move To…", "Duplicate", "Revert To Saved"])
        #expect(menu.find(.button, "Revert To Saved")?.attributes[.disabled] != true)
        try app.type("scribbles", into: "")
        try app.click(.button, "Revert To Saved", in: "note.txt")
        #expect(app.keyWindow?.root.all(.texteditor).first?.attributes[.value] == "saved text")
        let before = app.windows.count
        try app.click(.button, "Duplicate", in: "note.txt")
        #expect(app.windows.count == before + 1)
    }

    @Test func aWindowWithNoDocumentHasNoDefaultTitleMenu() throws {
        let app = try AppHarness(PlainTitleMenuApp.self)
        #expect(try app.window("Plain").root.all(.titlemenu).isEmpty)
    }
}
