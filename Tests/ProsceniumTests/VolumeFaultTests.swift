import Foundation
import Testing
import Proscenium
import ProsceniumTesting

/// Saving onto a disk that is full or read-only, for real: the person is told,
/// the document keeps its changes, and the file on disk is the old one, whole.
@MainActor @Suite(.enabled(if: SmallVolume.unavailableReason == nil,
                           "\(SmallVolume.unavailableReason ?? "")"))
struct VolumeFaultTests {
    private func open(_ url: URL) throws -> AppHarness {
        let app = try AppHarness(NotesApp.self)
        app.runtime.open(url)
        try app.update()
        #expect(app.keyWindow?.title == url.lastPathComponent)
        return app
    }

    private func alertTitle(_ app: AppHarness) -> String? {
        app.keyWindow?.root.all(.alert).first?[string: .title]
    }

    private func editorText(_ app: AppHarness) -> String? {
        app.keyWindow?.root.all(.texteditor).first?[string: .value]
    }

    @Test func aFullDiskRefusesTheSaveAndLosesNothing() throws {
        let volume = try SmallVolume(kibibytes: 256)
        let url = volume.folder.appendingPathComponent("note.txt")
        try Data("the original".utf8).write(to: url)
        let app = try open(url)
        let longer = String(repeating: "new words ", count: 2_000)
        try app.type(longer, into: "")
        volume.fill()

        try app.press("command+s")
        #expect(alertTitle(app) == "The document “note.txt” could not be saved. There isn’t enough space.")
        try app.clickAlertButton("OK")
        #expect(try String(contentsOf: url, encoding: .utf8) == "the original")
        #expect(app.keyWindow?.attributes.isEdited == true, "the window still shows unsaved changes")
        #expect(editorText(app) == longer)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: volume.folder.path)
            .filter { $0 != "note.txt" && $0 != ".filler" }
        #expect(leftovers.isEmpty, "no temporary file is left behind: \(leftovers)")

        // Once there is room again, the same save goes through.
        volume.makeRoom()
        try app.press("command+s")
        #expect(alertTitle(app) == nil)
        #expect(try String(contentsOf: url, encoding: .utf8) == longer)
        #expect(app.keyWindow?.attributes.isEdited == false)
    }

    @Test func aVolumeThatTurnsReadOnlyRefusesTheSave() throws {
        let volume = try SmallVolume(kibibytes: 256)
        let url = volume.folder.appendingPathComponent("note.txt")
        try Data("the original".utf8).write(to: url)
        let app = try open(url)
        try app.type("unsaved", into: "")
        try volume.makeReadOnly()

        try app.press("command+s")
        #expect(alertTitle(app) == "The document “note.txt” could not be saved. The volume is read-only.")
        try app.clickAlertButton("OK")
        #expect(try String(contentsOf: url, encoding: .utf8) == "the original")
        #expect(app.keyWindow?.attributes.isEdited == true)
        #expect(editorText(app) == "unsaved")
    }

    @Test func aDocumentOnAReadOnlyVolumeOpensForViewingOnly() throws {
        let volume = try SmallVolume(kibibytes: 64)
        let url = volume.folder.appendingPathComponent("note.txt")
        try Data("look only".utf8).write(to: url)
        try volume.makeReadOnly()
        let app = try open(url)
        #expect(app.keyWindow?.find(.text, "read-only") != nil, "FileDocumentConfiguration.isEditable is false")
        try app.type("changed", into: "")
        #expect(editorText(app) == "look only")
        #expect(try String(contentsOf: url, encoding: .utf8) == "look only")
    }
}
