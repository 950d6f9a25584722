import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting

/// A footer that reads its document's file from the environment.
private struct FileFooter: View {
    @Environment(\.documentConfiguration) private var configuration
    var body: some View {
        Text("File: \(configuration?.fileURL?.lastPathComponent ?? "none")")
        Text(configuration?.isEditable == true ? "can edit" : "cannot edit")
    }
}

private struct FooterNotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { _ in FileFooter() }
    }
}

private struct FooterViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: NoteDocument.self) { _ in FileFooter() }
    }
}

@MainActor @Suite struct DocumentConfigurationTests {
    private func note(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("configuration-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data("text".utf8).write(to: url)
        return url
    }

    @Test func aDocumentsWindowReadsItsFileAndWhetherItEdits() throws {
        let url = try note("plan.txt")
        let app = try AppHarness(FooterNotesApp.self)
        app.runtime.open(url)
        try app.update()
        #expect(app.keyWindow?.find(.text, "File: plan.txt") != nil)
        #expect(app.keyWindow?.find(.text, "can edit") != nil)
    }

    @Test func aViewerCannotEditAndOtherViewsHaveNoConfiguration() throws {
        let url = try note("read.txt")
        let app = try AppHarness(FooterViewerApp.self)
        app.runtime.open(url)
        try app.update()
        #expect(app.keyWindow?.find(.text, "cannot edit") != nil)
        #expect(ViewHarness(FileFooter()).find(.text, "File: none") != nil)
    }
}
