import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting

/// What a Save panel does with names that try to leave the folder it shows:
/// separators and dot names are refused; encoded forms are names like any
/// other, saved literally inside the folder.
@MainActor @Suite struct PanelTraversalTests {
    let root: URL
    let folder: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("panel-\(UUID())")
        folder = root.appendingPathComponent("inside")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func saveUntitled(as name: String) throws -> AppHarness {
        let app = try AppHarness(NotesApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.type("secret plans", into: "")
        try app.press("command+s")
        try app.type(name, into: "Save As:")
        try app.click(.button, "Save")
        return app
    }

    private func everything(under url: URL) -> [String] {
        (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(arguments: ["../escape.txt", "..", ".", "/tmp/escape.txt", "a/../../escape.txt", "  ..  ",
                      "..\u{0}", "escape\u{0}.txt", "line\nbreak.txt"])
    func aNameThatLeavesTheFolderIsRefused(name: String) throws {
        let app = try saveUntitled(as: name)
        #expect(app.keyWindow?.title == "Save", "the panel stays open")
        #expect(app.keyWindow?.root.all(.alert).first?.attributes[.title] == "Enter a file name (without “/”).")
        #expect(everything(under: root) == ["inside"], "nothing was written anywhere")
    }

    @Test(arguments: ["%2e%2e%2fescape.txt", "..%2fescape.txt", "%2E%2E/".replacingOccurrences(of: "/", with: "%2F"),
                      "&#46;&#46;&#47;escape.txt", "..\\escape.txt", "...", "..escape.txt"])
    func anEncodedNameIsSavedLiterallyInsideTheFolder(name: String) throws {
        let app = try saveUntitled(as: name)
        #expect(app.keyWindow?.title == name)
        #expect(everything(under: root) == ["inside", "inside/\(name)"])
        #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == "secret plans")
    }
}
