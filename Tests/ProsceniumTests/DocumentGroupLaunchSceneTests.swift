import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting
import UniformTypeIdentifiers

struct LaunchSceneNotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { file in
            NoteEditor(document: file.$document, editable: file.isEditable)
        }
        DocumentGroupLaunchScene {
            NewDocumentButton("Start Writing")
        }
    }
}

struct DefaultLaunchSceneApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { file in
            NoteEditor(document: file.$document, editable: file.isEditable)
        }
        DocumentGroupLaunchScene(Text("My Notes"))
    }
}

struct TemplateButtonApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: NoteDocument()) { file in
            NoteEditor(document: file.$document, editable: file.isEditable)
        }
        DocumentGroupLaunchScene("Notes") {
            NewDocumentButton("From Template", for: NoteDocument.self) { NoteDocument(text: "Dear diary") }
        }
    }
}

@MainActor @Suite struct DocumentGroupLaunchSceneTests {
    @Test func theLaunchWindowOpensInPlaceOfAnUntitledDocument() throws {
        let app = try AppHarness(LaunchSceneNotesApp.self)
        #expect(app.windows.count == 1)
        let launch = try #require(app.keyWindow)
        #expect(launch.find(.text, app.runtime.appName) != nil, "with no title it shows the app's name")
        #expect(launch.find(.button, "Start Writing") != nil)
        #expect(launch.find(.button, "Open…") != nil)
        #expect(launch.root.all(.texteditor).isEmpty, "no document is open yet")
    }

    @Test func aNewDocumentButtonOpensAnUntitledDocumentAndTheLaunchWindowCloses() throws {
        let app = try AppHarness(LaunchSceneNotesApp.self)
        try app.click(.button, "Start Writing")
        #expect(app.windows.count == 1, "the launch window gives way to the document")
        #expect(app.keyWindow?.title == "Untitled")
        #expect(app.keyWindow?.root.all(.texteditor).count == 1)
    }

    @Test func theDefaultActionCreatesADocumentUnderTheGivenTitle() throws {
        let app = try AppHarness(DefaultLaunchSceneApp.self)
        #expect(app.keyWindow?.find(.text, "My Notes") != nil)
        try app.click(.button, "Create Document")
        #expect(app.keyWindow?.title == "Untitled")
    }

    @Test func aPreparedDocumentOpensWithItsContents() async throws {
        let app = try AppHarness(TemplateButtonApp.self)
        try app.click(.button, "From Template")
        let opened = try await app.settle { app.keyWindow?.title == "Untitled" }
        #expect(opened)
        #expect(app.keyWindow?.root.all(.texteditor).first?.attributes[.value] == "Dear diary")
    }

    @Test func openShowsTheOpenPanelAndTheChosenFileReplacesTheLaunchWindow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("kept words".utf8).write(to: folder.appendingPathComponent("kept.txt"))
        let app = try AppHarness(LaunchSceneNotesApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Open…")
        try app.click(.button, "kept.txt", in: "Open")
        try app.click(.button, "Open", in: "Open")
        #expect(app.windows.map(\.title) == ["kept.txt"])
        #expect(app.keyWindow?.root.all(.texteditor).first?.attributes[.value] == "kept words")
    }
}
