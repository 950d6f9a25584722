import Testing
import ProsceniumTesting
@testable import Mail

/// The Mail example: viewers by identifier, messages by value, each once.
@MainActor @Suite struct MailTests {
    @Test func viewersOpenByIdentifierAndMessagesOpenOnceByValue() throws {
        let app = try AppHarness(MailApp.self)
        #expect(app.windows.map(\.title) == ["Inbox"])
        try app.click(.button, "Open new mail viewer")
        #expect(app.windows.map(\.title) == ["Inbox", "Inbox"])
        let firstOpen = try #require(app.keyWindow?.root.all(.button).first { $0.textContent == "Open" })
        try app.send(.init(kind: .click, surface: app.keyWindow!.id, target: firstOpen.id))
        #expect(app.keyWindow?.title == "Engines")
        #expect(app.keyWindow?.find(.text, "From Ada") != nil)
        try app.focusWindow(app.windows[1])
        try app.send(.init(kind: .click, surface: app.keyWindow!.id, target: firstOpen.id))
        #expect(app.windows.filter { $0.title == "Engines" }.count == 1)
        #expect(app.keyWindow?.title == "Engines")
        #expect(try app.menuItems("File").filter { $0.hasPrefix("New") } == ["New Window"],
                "a value group without a default value has no New item")
    }
}
