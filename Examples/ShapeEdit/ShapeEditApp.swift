// ShapeEdit: a canvas of coloured shapes, as "App essentials in SwiftUI"
// builds it: add, select, move, recolour and delete shapes, saved as JSON in
// the app's own exported type. Plain SwiftUI code.
import SwiftUI
import UniformTypeIdentifiers

@main
struct ShapeEditApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: ShapeDocument()) { file in
            ShapeEditor(document: file.$document)
        }
    }
}

extension UTType {
    static let shapeEditDocument = UTType(exportedAs: "com.example.ShapeEdit.shapes")
}

struct CanvasShape: Identifiable, Codable, Hashable {
    enum Kind: String, Codable, CaseIterable { case rectangle, circle, capsule }
    enum Fill: String, Codable, CaseIterable { case blue, red, green, orange, purple }

    var id = UUID()
    var kind: Kind
    var fill: Fill = .blue
    var x: Double = 20
    var y: Double = 20
    var width: Double = 80
    var height: Double = 60
}

struct ShapeDocument: FileDocument, Codable {
    static var readableContentTypes: [UTType] { [.shapeEditDocument] }

    var shapes: [CanvasShape] = []

    init() {}

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        self = try JSONDecoder().decode(ShapeDocument.self, from: data)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return FileWrapper(regularFileWithContents: try encoder.encode(self))
    }
}
