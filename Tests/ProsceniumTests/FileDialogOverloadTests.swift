import Foundation
import Testing
import UniformTypeIdentifiers
@_spi(Testing) import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Note: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws { text = "" }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct Panels: View {
    @State private var importing = false
    @State private var exportingOne = false
    @State private var exportingMany = false
    @State private var log = "nothing yet"
    var body: some View {
        VStack {
            Button("Import") { importing = true }
            Button("Export one") { exportingOne = true }
            Button("Export many") { exportingMany = true }
            Text("Log: \(log)")
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText], allowsMultipleSelection: true) { _ in
            log = "imported"
        } onCancellation: {
            log = "import cancelled"
        }
        .fileExporter(isPresented: $exportingOne, document: Note(text: "one"), defaultFilename: "One") { result in
            log = (try? result.get().lastPathComponent).map { "wrote \($0)" } ?? "failed"
        } onCancellation: {
            log = "export cancelled"
        }
        .fileExporter(isPresented: $exportingMany, documents: [Note(text: "first"), Note(text: "second")],
                      contentType: .plainText) { result in
            log = (try? result.get().map(\.lastPathComponent).joined(separator: ", ")).map { "wrote \($0)" } ?? "failed"
        }
    }
}

private struct PanelsApp: App {
    var body: some Scene { WindowGroup("Panels") { Panels() } }
}

@MainActor @Suite struct FileDialogOverloadTests {
    let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-overloads-\(UUID())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    @Test func cancellingAnImporterRunsItsOnCancellation() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(PanelsApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Import")
        try app.click(.button, "Cancel", in: "Open")
        #expect(try app.window("Panels").find(.text, "Log: import cancelled") != nil)
    }

    @Test func anExporterWithoutATypeWritesTheDocumentsFirstWritableType() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(PanelsApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Export one")
        #expect(try app.window("Export").root.all(.textfield).first?.attributes[.value] == "One.txt")
        try app.click(.button, "Save", in: "Export")
        #expect(try String(contentsOf: folder.appendingPathComponent("One.txt"), encoding: .utf8) == "one")
        #expect(try app.window("Panels").find(.text, "Log: wrote One.txt") != nil)
        try app.click(.button, "Export one")
        try app.click(.button, "Cancel", in: "Export")
        #expect(try app.window("Panels").find(.text, "Log: export cancelled") != nil)
    }

    @Test func severalDocumentsAreWrittenBesideTheChosenName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(PanelsApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Export many")
        try app.click(.button, "Save", in: "Export")
        #expect(try String(contentsOf: folder.appendingPathComponent("Untitled.txt"), encoding: .utf8) == "first")
        #expect(try String(contentsOf: folder.appendingPathComponent("Untitled 2.txt"), encoding: .utf8) == "second")
        #expect(try app.window("Panels").find(.text, "Log: wrote Untitled.txt, Untitled 2.txt") != nil)
    }
}
