import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting
@testable import ShapeEdit

/// The ShapeEdit example: add, select, move, recolour and delete shapes, save
/// as JSON in the app's own type, undo.
@MainActor @Suite struct ShapeEditTests {
    @Test func editShapesSaveAndUndo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shapeedit-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(ShapeEditApp.self)
        app.runtime.panelDirectoryForTests = folder
        #expect(app.keyWindow?.find(.text, "No Selection") != nil)

        try app.click(.button, "Add Rectangle")
        try app.click(.button, "Add Circle")
        #expect(app.keyWindow?.find(.text, "Circle") != nil, "the new shape is selected")
        try app.click(nil, "blue rectangle")
        #expect(app.keyWindow?.find(.text, "Rectangle") != nil)
        try app.change(.picker, "Colour", to: try #require(app.keyWindow?.root.all(.option)
            .first { $0.textContent == "Red" }?[string: .key]))
        #expect(app.keyWindow?.find(nil, "red rectangle") != nil)
        let stepper = try #require(app.keyWindow?.root.all(.stepper).first)
        try app.send(.init(kind: .change, surface: app.keyWindow!.id, target: stepper.id, value: "increment"))
        #expect(app.keyWindow?.find(nil, "X: 30") != nil)

        try app.click(nil, "blue circle")
        try app.press("delete")
        #expect(app.keyWindow?.find(nil, "blue circle") == nil)
        try app.press("command+z")
        #expect(app.keyWindow?.find(nil, "blue circle") != nil, "undo brings the shape back")
        try app.press("shift+command+z")
        #expect(app.keyWindow?.find(nil, "blue circle") == nil, "redo deletes it again")

        try app.press("command+s")
        #expect(app.keyWindow?.root.all(.textfield).first?.attributes[.value] == "Untitled.shapes")
        try app.click(.button, "Save")
        let data = try Data(contentsOf: folder.appendingPathComponent("Untitled.shapes"))
        let saved = try JSONDecoder().decode(ShapeDocument.self, from: data)
        #expect(saved.shapes.map(\.kind) == [.rectangle])
        #expect(saved.shapes.first?.fill == .red)
        #expect(saved.shapes.first?.x == 30)
    }
}
