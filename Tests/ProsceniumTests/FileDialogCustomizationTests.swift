import Foundation
import Testing
import UniformTypeIdentifiers
@_spi(Testing) import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Note: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data("note".utf8))
    }
}

private struct Customized: View {
    /// Apart for each test: a customization ID's folder outlives its app.
    let customizationID: String
    @State private var importing = false
    @State private var exporting = false
    @State private var log = "nothing yet"
    var body: some View {
        VStack {
            Button("Import") { importing = true }
            Button("Export") { exporting = true }
            Text("Log: \(log)")
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
            log = (try? result.get().path) ?? "failed"
        }
        .fileDialogMessage("Pick a note to read")
        .fileDialogConfirmationLabel("Read")
        .fileDialogBrowserOptions(.includeHiddenFiles)
        .fileDialogURLEnabled(#Predicate<URL> { url in url.lastPathComponent != "secret.txt" })
        .fileDialogCustomizationID(customizationID)
        .fileExporter(isPresented: $exporting, document: Note(), contentType: .plainText) { result in
            log = (try? result.get().lastPathComponent) ?? "failed"
        }
        .fileExporterFilenameLabel(Text("Export As:"))
    }
}

private struct CustomizedApp: App {
    var body: some Scene { WindowGroup("Customized") { Customized(customizationID: "notes") } }
}

private struct RememberingApp: App {
    var body: some Scene { WindowGroup("Customized") { Customized(customizationID: "remembered notes") } }
}

private struct Aliases: View {
    let unresolved: Bool
    @State private var importing = false
    @State private var log = "nothing yet"
    var body: some View {
        VStack {
            Button("Import") { importing = true }
            Text("Log: \(log)")
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
            log = (try? result.get().lastPathComponent) ?? "failed"
        }
        .fileDialogImportsUnresolvedAliases(unresolved)
    }
}

private struct ResolvingApp: App {
    var body: some Scene { WindowGroup("Aliases") { Aliases(unresolved: false) } }
}

private struct UnresolvedApp: App {
    var body: some Scene { WindowGroup("Aliases") { Aliases(unresolved: true) } }
}

@MainActor @Suite struct FileDialogCustomizationTests {
    let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-dialog-options-\(UUID())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    private func write(_ name: String, in directory: URL? = nil) throws {
        try "words".write(to: (directory ?? folder).appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    @Test func theImporterShowsTheMessageLabelHiddenFilesAndDisablesRejectedURLs() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("plain.txt")
        try write(".hidden.txt")
        try write("secret.txt")
        let app = try AppHarness(CustomizedApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Import")
        let panel = try app.window("Open")
        #expect(panel.find(.text, "Pick a note to read") != nil)
        #expect(panel.find(.button, "Open") == nil, "the confirmation label replaces Open")
        #expect(panel.find(.button, ".hidden.txt") != nil, "includeHiddenFiles lists dot files")
        #expect(panel.find(.button, "secret.txt")?.attributes[.disabled] == true, "the predicate disables it")
        #expect(panel.find(.button, "plain.txt")?.attributes[.disabled] != true)
        try app.click(.button, "plain.txt", in: "Open")
        try app.click(.button, "Read", in: "Open")
        let log = try app.window("Customized").visibleText.first { $0.hasPrefix("Log: ") }
        #expect(log?.hasSuffix("plain.txt") == true)
    }

    @Test func aCustomizationIDReopensWhereItsLastPanelChose() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try write("deep.txt", in: inner)
        let app = try AppHarness(RememberingApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Import")
        try app.click(.button, "inner/", in: "Open")
        try app.click(.button, "deep.txt", in: "Open")
        try app.click(.button, "Read", in: "Open")
        // Another panel moves the app's shared folder elsewhere; the ID's folder stays.
        app.runtime.panelDirectoryForTests = URL(fileURLWithPath: "/")
        try app.click(.button, "Import")
        #expect(try app.window("Open").find(.button, "deep.txt") != nil)
    }

    @Test func theExporterLabelsItsNameField() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(CustomizedApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Export")
        let panel = try app.window("Export")
        #expect(panel.find(.textfield, "Export As:") != nil)
        #expect(panel.find(.textfield, "Save As:") == nil)
    }

    @Test func importedLinksResolveUnlessUnresolvedAliasesAreAskedFor() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("target.txt")
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.txt"),
                                                   withDestinationURL: folder.appendingPathComponent("target.txt"))
        for (app, expected) in [(try AppHarness(ResolvingApp.self), "target.txt"),
                                (try AppHarness(UnresolvedApp.self), "link.txt")] {
            app.runtime.panelDirectoryForTests = folder
            try app.click(.button, "Import")
            try app.click(.button, "link.txt", in: "Open")
            try app.click(.button, "Open", in: "Open")
            #expect(try app.window("Aliases").find(.text, "Log: \(expected)") != nil)
        }
    }

    @Test func browserOptionsAreAnOptionSet() {
        let options: FileDialogBrowserOptions = [.enumeratePackages, .includeHiddenFiles]
        #expect(options.contains(.includeHiddenFiles) && !options.contains(.displayFileExtensions))
        #expect(FileDialogBrowserOptions(rawValue: options.rawValue) == options)
    }
}
