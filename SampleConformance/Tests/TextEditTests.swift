import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting
@testable import SampleTextEdit

/// "Build document-based apps in SwiftUI": plain-text documents.
@MainActor @Suite struct TextEditTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("textedit-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func launch() throws -> AppHarness {
        let app = try AppHarness(TextEdit.self)
        app.runtime.panelDirectoryForTests = folder
        return app
    }

    private func save(_ app: AppHarness, as name: String) throws {
        try app.press("command+s")
        #expect(app.keyWindow?.title == "Save")
        try app.type(name, into: "Save As:")
        try app.click(.button, "Save")
    }

    @Test func newEditSaveCloseAndReopen() throws {
        let app = try launch()
        #expect(app.keyWindow?.title == "Untitled")
        try app.type("Hello, Linux", into: "")
        #expect(app.keyWindow?.attributes.isEdited == true)
        try save(app, as: "hello.txt")
        #expect(app.keyWindow?.title == "hello.txt")
        #expect(app.keyWindow?.attributes.isEdited == false)
        #expect(try String(contentsOf: folder.appendingPathComponent("hello.txt"), encoding: .utf8) == "Hello, Linux")
        try app.press("command+w")
        #expect(app.windows.isEmpty)
        try app.press("command+o")
        try app.click(.button, "hello.txt")
        try app.click(.button, "Open")
        #expect(app.keyWindow?.title == "hello.txt")
        #expect(app.keyWindow?.root.all(.texteditor).first?.attributes[.value] == "Hello, Linux")
    }

    @Test func undoAndRedoFollowEdits() throws {
        let app = try launch()
        try app.type("one", into: "")
        try app.type("one two", into: "")
        try app.press("command+z")
        #expect(app.keyWindow?.root.all(.texteditor).first?.attributes[.value] == "one")
        try app.chooseMenuItem("Edit", "Undo")
        #expect(app.keyWindow?.root.all(.texteditor).first?.attributes[.value] == "")
        #expect(app.keyWindow?.attributes.isEdited == false, "undoing every edit is the saved state")
        try app.press("shift+command+z")
        #expect(app.keyWindow?.root.all(.texteditor).first?.attributes[.value] == "one")
    }

    @Test func closingWithUnsavedChangesAsks() throws {
        let app = try launch()
        try app.type("draft", into: "")
        try app.press("command+w")
        #expect(app.windows.count == 1, "the window stays while it asks")
        let alert = try #require(app.keyWindow?.root.all(.alert).first)
        #expect(alert[string: .title]?.contains("save the changes") == true)
        try app.click(.button, "Cancel")
        #expect(app.windows.count == 1)
        try app.press("command+w")
        try app.click(.button, "Don’t Save")
        #expect(app.windows.isEmpty)
    }

    @Test func aCorruptFileIsRefusedAndLeftUntouched() throws {
        let bad = folder.appendingPathComponent("bad.txt")
        let bytes = Data([0xFF, 0xFE, 0x00, 0xD8, 0xC3])
        try bytes.write(to: bad)
        let app = try launch()
        try app.press("command+o")
        try app.click(.button, "bad.txt")
        try app.click(.button, "Open")
        #expect(app.keyWindow?.title == "Open", "the panel stays, with the reason")
        let alert = try #require(app.keyWindow?.root.all(.alert).first)
        #expect(alert[string: .title]?.contains("“bad.txt” could not be opened") == true)
        #expect(try Data(contentsOf: bad) == bytes)
        #expect(!app.windows.contains { $0.title == "bad.txt" })
    }
}
