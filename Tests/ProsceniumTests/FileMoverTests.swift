import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// A window that moves one file, and two at once, with the app's own panel.
private struct Mover: View {
    let file: URL
    let others: [URL]
    @State private var moving = false
    @State private var movingAll = false
    @State private var log = "nothing yet"

    var body: some View {
        VStack {
            Button("Move") { moving = true }
            Button("Move All") { movingAll = true }
            Text("Log: \(log)")
        }
        .fileMover(isPresented: $moving, file: file) { result in
            switch result {
            case let .success(url): log = "moved to \(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)"
            case let .failure(error): log = "failed \(error.localizedDescription)"
            }
        } onCancellation: {
            log = "cancelled"
        }
        .fileMover(isPresented: $movingAll, files: others) { result in
            log = (try? result.get().map(\.lastPathComponent).joined(separator: ",")).map { "moved \($0)" } ?? "failed"
        }
    }
}

@MainActor private var moverFolder = URL(fileURLWithPath: "/")

private struct MoverApp: App {
    var body: some Scene {
        WindowGroup("Mover") {
            Mover(file: moverFolder.appendingPathComponent("a.txt"),
                  others: [moverFolder.appendingPathComponent("b.txt"), moverFolder.appendingPathComponent("c.txt")])
        }
    }
}

@MainActor @Suite(.serialized) struct FileMoverTests {
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-mover-\(UUID())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Archive"), withIntermediateDirectories: true)
        for name in ["a.txt", "b.txt", "c.txt"] {
            try name.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        moverFolder = folder
        return folder
    }

    @Test func theFileMovesToTheFolderChosen() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(MoverApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Move")
        let panel = try app.window("Move")
        // Files are listed but only folders can be entered.
        #expect(panel.find(.button, "a.txt")?.attributes[.disabled] == true)
        try app.click(.button, "Archive/", in: "Move")
        try app.click(.button, "Move", in: "Move")
        #expect(app.windows.map(\.title) == ["Mover"])
        #expect(try app.window("Mover").find(.text, "Log: moved to Archive/a.txt") != nil)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Archive/a.txt").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.txt").path))
    }

    @Test func severalFilesMoveAndCancellingReportsIt() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(MoverApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Move")
        try app.click(.button, "Cancel", in: "Move")
        #expect(try app.window("Mover").find(.text, "Log: cancelled") != nil)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.txt").path))
        try app.click(.button, "Move All")
        try app.click(.button, "Archive/", in: "Move")
        try app.click(.button, "Move", in: "Move")
        #expect(try app.window("Mover").find(.text, "Log: moved b.txt,c.txt") != nil)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Archive/c.txt").path))
        // A name already taken in the folder is an error, and nothing is replaced.
        try "old".write(to: folder.appendingPathComponent("Archive/a.txt"), atomically: true, encoding: .utf8)
        try app.click(.button, "Move")
        try app.click(.button, "Archive/", in: "Move")
        try app.click(.button, "Move", in: "Move")
        #expect(try app.window("Mover").root.all(.text).contains { $0.textContent.hasPrefix("Log: failed") })
        #expect(try String(contentsOf: folder.appendingPathComponent("Archive/a.txt"), encoding: .utf8) == "old")
    }
}
