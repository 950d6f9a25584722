import Testing
import ProsceniumTesting
@testable import SampleBookClubApp

/// "App essentials in SwiftUI": the book club app's reading list.
@MainActor @Suite struct BookClubAppTests {
    @Test func theReadingListShowsEveryBookUnderItsTitle() throws {
        let app = try AppHarness(BookClubApp.self)
        let window = try #require(app.keyWindow)
        #expect(window.title == "Currently Reading")
        #expect(window.root.all(.row).map(\.textContent) == ["Book #1", "Book #2", "Book #3"])
    }
}
