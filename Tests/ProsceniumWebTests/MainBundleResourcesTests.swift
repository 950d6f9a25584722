import Foundation
import Testing
@testable import ProsceniumWeb

/// An executable target's resources, found through `Bundle.main` as on a Mac.
@Suite struct MainBundleResourcesTests {
    @Test func anExecutablesOwnResourcesAreLinkedBesideIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("Words_Words.resources/en.lproj"),
                                    withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("Other_Tool.resources"), withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        try Data("apple\nberry\n".utf8).write(to: folder.appendingPathComponent("Words_Words.resources/wordDatabase"))
        try Data("theirs".utf8).write(to: folder.appendingPathComponent("Words_Words.resources/notes.txt"))
        try Data("other".utf8).write(to: folder.appendingPathComponent("Other_Tool.resources/tool.txt"))
        // Something the person put beside the executable stays.
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let executable = folder.appendingPathComponent("Words")

        #expect(MainBundleResources.link(executable: executable) == ["en.lproj", "wordDatabase"])
        let bundle = try #require(Bundle(path: folder.path))
        let path = try #require(bundle.path(forResource: "wordDatabase", ofType: nil))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "apple\nberry\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        #expect(!manager.fileExists(atPath: folder.appendingPathComponent("tool.txt").path))
        // A second launch finds its links in place.
        #expect(MainBundleResources.link(executable: executable).isEmpty)
    }
}
