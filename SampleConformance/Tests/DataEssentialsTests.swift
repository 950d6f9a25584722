import Foundation
import Testing
import ProsceniumTesting
@testable import SampleDataEssentials

/// "Data Essentials in SwiftUI": the book view, its editor sheet, the toggle
/// that disables the button, the cover loader owned by its view, the store in
/// the environment, the settings in app storage.
@MainActor @Suite struct DataEssentialsTests {
    private func openBook() throws -> AppHarness {
        let app = try AppHarness(BookClubApp.self)
        try app.click(.navlink, "Book #1")
        return app
    }

    @Test func theEnvironmentObjectReachesTheDistantList() throws {
        let app = try AppHarness(BookClubApp.self)
        let window = try #require(app.keyWindow)
        #expect(window.find(.navlink, "Book #1") != nil)
        #expect(window.find(.navlink, "Book #2") != nil)
        #expect(window.find(.text, "Select a book") != nil)
    }

    @Test func updateProgressPresentsTheEditorSheet() throws {
        let app = try openBook()
        try app.click(.button, "Update Progress")
        let sheet = try #require(app.keyWindow?.root.all(.sheet).first)
        #expect(sheet.all(.slider).count == 1)
        #expect(sheet.all(.texteditor).count == 1)
        try app.type("Loved the ending", into: "")
        #expect(app.keyWindow?.root.all(.texteditor).first?.attributes[.value] == "Loved the ending")
    }

    @Test func theDoneToggleDisablesTheUpdateButton() throws {
        let app = try openBook()
        #expect(app.keyWindow?.find(.button, "Update Progress")?.attributes[.disabled] == nil)
        try app.toggle("I'm Done")
        #expect(app.keyWindow?.find(.toggle, "I'm Done")?.attributes[.checked] == true)
        #expect(app.keyWindow?.find(.button, "Update Progress")?.attributes[.disabled] == true)
        #expect(throws: HarnessError.self) { try app.click(.button, "Update Progress") }
    }

    @Test func theCoverLoaderIsMadeOnceAndKeptAcrossUpdates() throws {
        let app = try openBook()
        // onAppear loaded the cover: the loader's image shows instead of the placeholder.
        func covers() -> [String] {
            app.keyWindow?.root.all(.image).compactMap { $0[string: .systemName] }.filter { $0.hasPrefix("book") } ?? []
        }
        #expect(covers().contains("book"))
        #expect(!covers().contains("book.closed"))
        try app.toggle("I'm Done")
        try app.toggle("I'm Done")
        // A remade loader would not load again (onAppear runs once): the placeholder would show.
        #expect(covers().contains("book"))
        #expect(!covers().contains("book.closed"))
    }

    @Test func settingsAreKeptInAppStorage() throws {
        let app = try AppHarness(BookClubApp.self)
        try app.press("command+,")
        let settings = try #require(app.keyWindow)
        #expect(settings.find(.toggle, "Update artwork")?.attributes[.checked] == true)
        try app.toggle("Update artwork")
        #expect(app.keyWindow?.find(.toggle, "Update artwork")?.attributes[.checked] == false)
        #expect(UserDefaults.standard.bool(forKey: "updateArtwork") == false)
        UserDefaults.standard.removeObject(forKey: "updateArtwork")
    }
}
