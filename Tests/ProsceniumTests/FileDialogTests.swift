import Foundation
import Testing
import UniformTypeIdentifiers
@_spi(Testing) import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Memo: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct Transfers: View {
    @State private var importing = false
    @State private var exporting = false
    @State private var showInspector = false
    @State private var log = "nothing yet"
    var body: some View {
        VStack {
            Button("Import") { importing = true }
            Button("Export") { exporting = true }
            Button("Inspect") { showInspector.toggle() }
            Text("Log: \(log)")
            Text(importing ? "importing" : "not importing")
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
            log = (try? String(contentsOf: result.get(), encoding: .utf8)).map { "read \($0)" } ?? "failed"
        }
        .fileExporter(isPresented: $exporting, document: Memo(text: "exported words"), contentType: .plainText,
                      defaultFilename: "Memo") { result in
            log = (try? result.get().lastPathComponent).map { "wrote \($0)" } ?? "failed"
        }
        .inspector(isPresented: $showInspector) {
            Text("Inspector body").inspectorColumnWidth(min: 180, ideal: 240, max: 320)
        }
    }
}

private struct TransfersApp: App {
    var body: some Scene {
        WindowGroup("Transfers") { Transfers() }
    }
}

@MainActor @Suite struct FileDialogTests {
    let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-dialogs-\(UUID())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    @Test func fileImporterOpensThePanelAndGivesTheChosenFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "hello from disk".write(to: folder.appendingPathComponent("note.txt"), atomically: true, encoding: .utf8)
        try "not text".write(to: folder.appendingPathComponent("image.png"), atomically: true, encoding: .utf8)
        let app = try AppHarness(TransfersApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Import")
        let panel = try app.window("Open")
        #expect(panel.isKey)
        // Only the allowed types can be chosen.
        #expect(panel.find(.button, "image.png")?.attributes[.disabled] == true)
        try app.click(.button, "note.txt", in: "Open")
        try app.click(.button, "Open", in: "Open")
        #expect(app.windows.map(\.title) == ["Transfers"])
        let window = try app.window("Transfers")
        #expect(window.find(.text, "Log: read hello from disk") != nil)
        #expect(window.find(.text, "not importing") != nil)
    }

    @Test func cancellingTheImporterResetsTheBindingWithoutACompletion() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(TransfersApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Import")
        try app.click(.button, "Cancel", in: "Open")
        let window = try app.window("Transfers")
        #expect(window.find(.text, "not importing") != nil)
        #expect(window.find(.text, "Log: nothing yet") != nil)
    }

    @Test func fileExporterWritesTheDocumentWhereThePersonSaves() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(TransfersApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Export")
        let panel = try app.window("Export")
        #expect(panel.root.all(.textfield).first?.attributes[.value] == "Memo.txt")
        try app.click(.button, "Save", in: "Export")
        #expect(try String(contentsOf: folder.appendingPathComponent("Memo.txt"), encoding: .utf8) == "exported words")
        #expect(try app.window("Transfers").find(.text, "Log: wrote Memo.txt") != nil)
    }

    @Test func inspectorIsATrailingColumnWhilePresented() throws {
        let ui = ViewHarness(Transfers())
        #expect(ui.find(.text, "Inspector body") == nil)
        try ui.click(.button, "Inspect")
        let column = try #require(ui.all(.column).first { $0.attributes[.role] == "inspector" })
        #expect(column.find(.text, "Inspector body") != nil)
        #expect(column.length(.minWidth) == 180 && column.length(.idealWidth) == 240)
        #expect(column.length(.maxWidth) == 320)
        try ui.click(.button, "Inspect")
        #expect(ui.find(.text, "Inspector body") == nil)
    }
}
