import Testing
import ProsceniumTesting
@testable import SampleBookClubSettings

/// "App essentials in SwiftUI", the Settings scene behind `#if os(macOS) || os(Linux)`.
@MainActor @Suite struct BookClubSettingsTests {
    @Test func settingsOpensFromTheAppMenu() throws {
        let app = try AppHarness(BookClubApp.self)
        try app.chooseMenuItem("BookClubApp", "Settings…")
        #expect(app.keyWindow?.find(.text, "Add your settings UI here.") != nil)
        #expect(app.keyWindow?.root.all(.padding).isEmpty == false)
    }
}
