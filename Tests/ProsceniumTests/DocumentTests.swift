import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting
import UniformTypeIdentifiers

struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init(text: String = "") { self.text = text }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct NoteEditor: View {
    @Binding var document: NoteDocument
    let editable: Bool
    var body: some View {
        VStack {
            TextEditor(text: $document.text)
            Text(editable ? "editable" : "read-only")
        }
    }
}

struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { file in
            NoteEditor(document: file.$document, editable: file.isEditable)
        }
    }
}

struct ViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: NoteDocument.self) { file in
            NoteEditor(document: file.$document, editable: file.isEditable)
        }
    }
}

@MainActor @Suite struct DocumentTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("documents-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func write(_ text: String, to name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func aFileChangedOnDiskIsDetectedBeforeSavingOverIt() throws {
        let url = try write("original", to: "note.txt")
        let app = try AppHarness(NotesApp.self)
        app.runtime.openAtLaunch([])
        try app.press("command+w")
        app.runtime.open(url)
        try app.update()
        #expect(app.keyWindow?.title == "note.txt")
        try app.type("mine", into: "")
        // Another program writes the file (with a later modification date).
        try Data("theirs".utf8).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: url.path)
        try app.press("command+s")
        let alert = try #require(app.keyWindow?.root.all(.alert).first)
        #expect(alert[string: .title]?.contains("changed by another application") == true)
        #expect(try String(contentsOf: url, encoding: .utf8) == "theirs", "nothing is written before the person chooses")
        try app.click(.button, "Save Anyway")
        #expect(try String(contentsOf: url, encoding: .utf8) == "mine")
        #expect(app.keyWindow?.attributes.isEdited == false)
    }

    @Test func revertDropsUnsavedChanges() throws {
        let url = try write("saved text", to: "revert.txt")
        let app = try AppHarness(NotesApp.self)
        app.runtime.open(url)
        try app.update()
        try app.type("scribbles", into: "")
        try app.chooseMenuItem("File", "Revert To Saved")
        #expect(app.keyWindow?.root.all(.texteditor).first?.attributes[.value] == "saved text")
        #expect(app.keyWindow?.attributes.isEdited == false)
    }

    @Test func viewerGroupsOpenDocumentsReadOnly() throws {
        let url = try write("look, don't touch", to: "view.txt")
        let app = try AppHarness(ViewerApp.self)
        #expect(app.windows.isEmpty, "a viewer group makes no new document at launch")
        #expect(try !app.menuItems("File").contains("New"))
        app.runtime.open(url)
        try app.update()
        #expect(app.keyWindow?.find(.text, "read-only") != nil)
        try app.type("changed", into: "")
        #expect(app.keyWindow?.root.all(.texteditor).first?.attributes[.value] == "look, don't touch")
        #expect(try app.menuItem("File", "Save").attributes[.disabled] == true)
    }

    @Test func savingOverAnExistingFileAsksFirst() throws {
        let existing = try write("keep me", to: "taken.txt")
        let app = try AppHarness(NotesApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.type("new words", into: "")
        try app.press("command+s")
        try app.type("taken.txt", into: "Save As:")
        try app.click(.button, "Save")
        #expect(app.keyWindow?.root.all(.alert).first?[string: .title]?.contains("already exists") == true)
        try app.clickAlertButton("Cancel")
        #expect(try String(contentsOf: existing, encoding: .utf8) == "keep me")
        try app.click(.button, "Save")
        try app.clickAlertButton("Replace")
        #expect(try String(contentsOf: existing, encoding: .utf8) == "new words")
        #expect(app.keyWindow?.title == "taken.txt")
    }

    @Test func aFailedSaveAlertsAndKeepsTheDocumentEdited() throws {
        let app = try AppHarness(NotesApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.type("precious", into: "")
        try app.press("command+s")
        try app.type("missing-folder/x.txt", into: "Save As:")
        try app.click(.button, "Save")
        #expect(app.keyWindow?.title == "Save", "a name with a slash is refused in the panel")
        try app.type("note.txt", into: "Save As:")
        // Make the destination impossible: a folder where the file should go.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("note.txt/inner"), withIntermediateDirectories: true)
        try app.click(.button, "Save")
        #expect(app.keyWindow?.root.all(.alert).first?.attributes[.title] == "“note.txt” is a folder. Choose another name.")
        try app.click(.button, "OK")
        try app.click(.button, "Cancel")
        #expect(app.keyWindow?.title == "Untitled")
        #expect(app.keyWindow?.attributes.isEdited == true, "the document keeps its changes")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("note.txt/inner").path))
    }
}

@MainActor @Suite struct RecoveryTests {
    @Test func anEditedDocumentIsOfferedBackAfterACrash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recovery-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let restoration = folder.appendingPathComponent("state/windows.json")
        do {
            let app = try AppHarness(NotesApp.self, restorationFile: restoration)
            try app.type("unsaved thoughts", into: "")
            app.runtime.autosaveNow()
            // The app ends here without saving or closing: a crash.
        }
        let relaunched = try AppHarness(NotesApp.self, restorationFile: restoration)
        let recovered = try #require(relaunched.windows.first { $0.root.all(.texteditor).first?.attributes[.value] == "unsaved thoughts" })
        #expect(recovered.attributes.isEdited)
        #expect(recovered.title == "Untitled")
        // Saved, it leaves no recovery copy for the next launch.
        relaunched.runtime.panelDirectoryForTests = folder
        try relaunched.focusWindow(recovered)
        try relaunched.press("command+s")
        try relaunched.type("thoughts.txt", into: "Save As:")
        try relaunched.click(.button, "Save")
        #expect(try String(contentsOf: folder.appendingPathComponent("thoughts.txt"), encoding: .utf8) == "unsaved thoughts")
        let third = try AppHarness(NotesApp.self, restorationFile: restoration)
        #expect(!third.windows.contains { $0.root.all(.texteditor).first?.attributes[.value] == "unsaved thoughts" })
    }
}
