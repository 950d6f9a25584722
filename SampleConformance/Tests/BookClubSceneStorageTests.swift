import Foundation
import Testing
import ProsceniumTesting
@testable import SampleBookClubSceneStorage

/// "App essentials in SwiftUI", scene storage: each window keeps its own
/// selection, and gets it back after a relaunch.
@MainActor @Suite struct BookClubSceneStorageTests {
    @Test func eachWindowKeepsItsSelectionAcrossARelaunch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenestorage-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("windows.json")
        // Book IDs are new UUIDs each launch (the sample's `let id = UUID()`), so
        // a relaunch restores the stored selection string; the same store and
        // window keep it within a launch.
        let app = try AppHarness(BookClubApp.self, restorationFile: file)
        try app.click(.navlink, "Book #2")
        #expect(app.keyWindow?.root.all(.navlink).first { $0.attributes[.active] == true }?.textContent == "Book #2")
        try app.press("command+n")
        #expect(app.keyWindow?.root.all(.navlink).contains { $0.attributes[.active] == true } == false,
                "a new window has its own, empty selection")
        app.runtime.saveRestorationNow()
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("selectedItem"))
        let relaunched = try AppHarness(BookClubApp.self, restorationFile: file)
        #expect(relaunched.windows.count == 2)
    }
}
