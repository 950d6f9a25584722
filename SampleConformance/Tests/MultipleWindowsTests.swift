import Foundation
import Testing
import ProsceniumTesting
@testable import SampleMultipleWindows

/// "Bring multiple windows to your SwiftUI app".
@MainActor @Suite struct MultipleWindowsTests {
    @Test func commandNOpensAnotherReadingListWindow() throws {
        let app = try AppHarness(BookClubApp.self)
        #expect(app.windows.map(\.title) == ["Currently Reading"])
        try app.press("command+n")
        #expect(app.windows.map(\.title) == ["Currently Reading", "Currently Reading"])
    }

    @Test func theBookDetailsGroupHasNoNewItem() throws {
        let app = try AppHarness(BookClubApp.self)
        #expect(try app.menuItems("File").filter { $0.hasPrefix("New") } == ["New Window"])
    }

    @Test func theActivityWindowIsUniqueAndInTheWindowMenu() throws {
        let app = try AppHarness(BookClubApp.self)
        #expect(try app.menuItem("Window", "Reading Activity").attributes[.shortcut] == "option+command+0")
        try app.chooseMenuItem("Window", "Reading Activity")
        #expect(app.keyWindow?.title == "Reading Activity")
        #expect(app.keyWindow?.find(.text, "3 books in progress") != nil)
        #expect(app.keyWindow?.attributes.width == 400)
        #expect(app.keyWindow?.attributes.height == 800)
        try app.focusWindow("Currently Reading")
        try app.click(.button, "Activity")
        try app.press("option+command+0")
        #expect(app.windows.filter { $0.title == "Reading Activity" }.count == 1)
    }

    @Test func aBookOpensInItsOwnWindowFromTheContextMenuAndIsReused() throws {
        let app = try AppHarness(BookClubApp.self)
        try app.openContextMenu(on: "Book #2")
        try app.click(nil, "Open in New Window")
        #expect(app.keyWindow?.title == "Book #2")
        try app.focusWindow("Currently Reading")
        try app.openContextMenu(on: "Book #2")
        try app.click(nil, "Open in New Window")
        #expect(app.windows.filter { $0.title == "Book #2" }.count == 1)
        #expect(app.keyWindow?.title == "Book #2")
        try app.focusWindow("Currently Reading")
        try app.openContextMenu(on: "Book #1")
        try app.click(nil, "Open in New Window")
        #expect(app.windows.map(\.title).sorted() == ["Book #1", "Book #2", "Currently Reading"])
    }

    @Test func theMenuBarExtraShowsItsWindow() throws {
        let app = try AppHarness(BookClubApp.self)
        let extra = try #require(app.menuBar.children.first { $0.tag == .extra })
        #expect(extra.attributes[.title] == "Book Club")
        #expect(extra.attributes[.systemImage] == "books.vertical")
        #expect(extra.attributes[.style] == "window")
        try app.clickMenuBarExtra("Book Club")
        #expect(app.menuBar.find(.button, "Open Reading Activity") != nil)
    }
}
