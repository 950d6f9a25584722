import Testing
import ProsceniumTesting
@testable import SampleBookCommands

/// "App essentials in SwiftUI", BookCommands: a Book menu whose items act on
/// the focused book and are disabled without one.
@MainActor @Suite struct BookCommandsTests {
    @Test func theBookMenuFollowsTheFocusedBook() throws {
        let app = try AppHarness(BookClubApp.self)
        #expect(app.menuTitles.contains("Book"))
        #expect(try app.menuItem("Book", "Update Progress...").attributes[.shortcut] == "command+u")
        #expect(try app.menuItem("Book", "Mark Completed").attributes[.shortcut] == "shift+command+c")
        #expect(try app.menuItem("Book", "Update Progress...").attributes[.disabled] == nil)
        try app.press("command+w")
        #expect(try app.menuItem("Book", "Update Progress...").attributes[.disabled] == true,
                "with no window, no book is focused")
        #expect(try app.menuItem("Book", "Mark Completed").attributes[.disabled] == true)
    }
}
