import Testing
import ProsceniumHost
import ProsceniumTesting
@testable import Pinboard

/// The Pinboard example headless: what its browser test does with the mouse.
@MainActor @Suite struct PinboardTests {
    @Test func theStyledButtonLooksPressedWhileHeldAndActsOnce() throws {
        let app = try AppHarness(PinboardApp.self)
        let button = try app.window("Pinboard").root.element(.button, "Pin a Note")
        #expect(button.attributes[.pressable] == true)
        try app.change(.button, "Pin a Note", to: "press")
        #expect(try app.window("Pinboard").root.element(.button, "Pin a Note").allElements().contains { $0.number(.opacity) == 0.6 })
        try app.change(.button, "Pin a Note", to: "release")
        try app.click(.button, "Pin a Note")
        #expect(try app.window("Pinboard").root.element(.button, "Pin a Note").allElements().allSatisfy { $0.attributes[.opacity] == nil })
        #expect(app.keyWindow?.find(.text, "Order: Groceries, Dentist, Taxes, Birthday, Note 1") != nil)
    }

    @Test func aDoubleTapStarsAndASingleTapPeeks() throws {
        let app = try AppHarness(PinboardApp.self)
        let today = try app.window("Pinboard").root.element(.text, "☆ Today")
        #expect(today.attributes[.tapCount] == "1 2")
        try app.send(HostEvent(kind: .click, surface: app.keyWindow!.id, target: today.id, value: "1"))
        #expect(app.keyWindow?.find(.text, "Peeks: 1") != nil)
        try app.send(HostEvent(kind: .click, surface: app.keyWindow!.id, target: today.id, value: "2"))
        #expect(app.keyWindow?.find(.text, "★ Today") != nil)
        #expect(app.keyWindow?.find(.text, "Peeks: 1") != nil)
    }

    @Test func rowsMoveAndDeleteAsSwiftUISays() throws {
        let app = try AppHarness(PinboardApp.self)
        try app.moveRow("Groceries", toOffset: 3)
        #expect(app.keyWindow?.find(.text, "Order: Dentist, Taxes, Groceries, Birthday") != nil)
        try app.moveRow("Birthday", toOffset: 0)
        #expect(app.keyWindow?.find(.text, "Order: Birthday, Dentist, Taxes, Groceries") != nil)
        try app.deleteRow("Taxes")
        #expect(app.keyWindow?.find(.text, "Order: Birthday, Dentist, Groceries") != nil)
    }
}
