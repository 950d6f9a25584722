import Testing
import ProsceniumHost
import ProsceniumTesting
@testable import Pinboard

/// The Pinboard example headless: what its browser test does with the mouse.
@MainActor @Suite struct PinboardTests {
    @Test func theStyledButtonLooksPressedWhileHeldAndActsOnce() throws {
        let app = try AppHarness(PinboardApp.self)
        let button = try app.window("Pinboard").root.element("button", "Pin a Note")
        #expect(button.attributes["pressable"] == "true")
        try app.change("button", "Pin a Note", to: "press")
        #expect(try app.window("Pinboard").root.element("button", "Pin a Note").allElements().contains { $0.attributes["opacity"] == "0.6" })
        try app.change("button", "Pin a Note", to: "release")
        try app.click("button", "Pin a Note")
        #expect(try app.window("Pinboard").root.element("button", "Pin a Note").allElements().allSatisfy { $0.attributes["opacity"] == nil })
        #expect(app.keyWindow?.find("text", "Order: Groceries, Dentist, Taxes, Birthday, Note 1") != nil)
    }
}
