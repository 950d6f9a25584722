import Foundation
import Testing
import ProsceniumTesting
@testable import BookClub

/// Every feature of the BookClub example, used headless as a person would.
@MainActor @Suite struct BookClubTests {
    @Test func theReadingListSelectsABookAndTheEditorSheetUpdatesIt() throws {
        let app = try AppHarness(BookClubApp.self)
        #expect(app.keyWindow?.title == "Currently Reading")
        try app.click(.navlink, "Dune")
        #expect(app.keyWindow?.find(.text, "Frank Herbert") != nil)
        try app.click(.button, "Update Progress")
        let slider = try #require(app.keyWindow?.root.all(.sheet).first?.all(.slider).first)
        try app.send(.init(kind: .change, surface: app.keyWindow!.id, target: slider.id, value: "0.5"))
        try app.type("Spice must flow", into: "")
        try app.click(.button, "Save")
        #expect(app.keyWindow?.root.all(.sheet).isEmpty == true)
        #expect(app.keyWindow?.root.all(.progress).first?.number(.value) == 0.5)
        #expect(app.keyWindow?.find(.text, "Spice must flow") != nil)
    }

    @Test func bookCommandsFollowTheBookShownInTheKeyWindow() throws {
        let app = try AppHarness(BookClubApp.self)
        #expect(try app.menuItem("Book", "Add 10% Progress").attributes[.disabled] == true)
        try app.click(.navlink, "Emma")
        #expect(try app.menuItem("Book", "Add 10% Progress").attributes[.disabled] == nil)
        try app.press("command+u")
        try app.press("command+u")
        #expect(app.keyWindow?.root.all(.progress).first?.number(.value) == 0.2)
        try app.press("shift+command+c")
        #expect(app.keyWindow?.find(.button, "Update Progress")?.attributes[.disabled] == true)
    }

    @Test func aBookOpensInItsOwnWindowOnceAndTheActivityWindowIsUnique() throws {
        let app = try AppHarness(BookClubApp.self)
        try app.openContextMenu(on: "Dune")
        try app.click(nil, "Open in New Window")
        #expect(app.keyWindow?.title == "Dune")
        try app.focusWindow("Currently Reading")
        try app.openContextMenu(on: "Dune")
        try app.click(nil, "Open in New Window")
        #expect(app.windows.filter { $0.title == "Dune" }.count == 1)
        try app.press("option+command+0")
        try app.press("option+command+0")
        #expect(app.windows.filter { $0.title == "Reading Activity" }.count == 1)
        #expect(app.keyWindow?.find(.text, "3 books in progress") != nil)
    }

    @Test func settingsAndTheMenuBarExtra() throws {
        let app = try AppHarness(BookClubApp.self)
        try app.press("command+,")
        #expect(app.keyWindow?.find(.toggle, "Sync progress") != nil)
        try app.clickMenuBarExtra("Book Club")
        #expect(app.menuBar.find(.text, "3 books") != nil)
        try app.clickInMenuBar(nil, "Open Reading Activity")
        #expect(app.keyWindow?.title == "Reading Activity")
    }

    @Test func eachWindowsSelectionIsRestoredAfterARelaunch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bookclub-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("windows.json")
        do {
            let app = try AppHarness(BookClubApp.self, restorationFile: file)
            try app.click(.navlink, "Emma")
            try app.press("command+n")
            try app.click(.navlink, "Dune")
            app.runtime.saveRestorationNow()
        }
        let app = try AppHarness(BookClubApp.self, restorationFile: file)
        let active = app.windows.map { $0.root.all(.navlink).first { $0.attributes[.active] == true }?.textContent }
        #expect(active == ["Emma", "Dune"])
    }
}
