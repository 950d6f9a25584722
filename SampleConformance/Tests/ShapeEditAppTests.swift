import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting
@testable import SampleShapeEditApp

/// "App essentials in SwiftUI", document groups: a Codable document in its
/// own exported type.
@MainActor @Suite struct ShapeEditAppTests {
    @Test func aNewDocumentSavesAsJSONInItsOwnTypeAndReopens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(ShapeEditApp.self)
        app.runtime.panelDirectoryForTests = folder
        #expect(app.keyWindow?.find(.text, "Untitled") != nil)
        try app.press("command+s")
        #expect(app.keyWindow?.root.all(.textfield).first?.attributes[.value] == "Untitled.shapes",
                "the exported type's extension is suggested")
        try app.click(.button, "Save")
        let saved = folder.appendingPathComponent("Untitled.shapes")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: saved)) as? [String: String]
        #expect(json == ["title": "Untitled"])
        try app.press("command+w")
        try app.press("command+o")
        try app.click(.button, "Untitled.shapes")
        try app.click(.button, "Open")
        #expect(app.keyWindow?.title == "Untitled.shapes")
        #expect(app.keyWindow?.find(.text, "Untitled") != nil)
    }

    @Test func aCorruptDocumentIsRefusedAndLeftUntouched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("broken.shapes")
        try Data("{\"title\": ".utf8).write(to: bad)
        let app = try AppHarness(ShapeEditApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.press("command+o")
        try app.click(.button, "broken.shapes")
        try app.click(.button, "Open")
        #expect(app.keyWindow?.root.all(.alert).first?[string: .title]?.contains("isn’t in the correct format") == true)
        #expect(try Data(contentsOf: bad) == Data("{\"title\": ".utf8))
    }
}
