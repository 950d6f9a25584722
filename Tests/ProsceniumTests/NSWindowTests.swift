import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

@MainActor private final class GuardDelegate: NSObject, NSWindowDelegate {
    static let shared = GuardDelegate()
    var allowsClosing = false
    var events: [String] = []
    func windowShouldClose(_ sender: NSWindow) -> Bool {
        events.append("asked \(sender.title)")
        return allowsClosing
    }
    func windowWillClose(_ notification: Notification) { events.append("closing") }
}

private struct WindowsApp: App {
    var body: some Scene {
        WindowGroup("Notes") {
            VStack {
                Button("Rename") { NSApplication.shared.windows.first?.title = "Renamed" }
                Button("Edit") { NSApp.keyWindow?.isDocumentEdited = true }
                Button("Guard") { NSApp.windows.first?.delegate = GuardDelegate.shared }
                Button("Count") { NSApp.keyWindow?.title = "\(NSApp.windows.count) windows" }
                Button("Close Me") { NSApp.keyWindow?.close() }
                Button("Hide Title") { NSApp.keyWindow?.titleVisibility = .hidden }
            }
        }
    }
}

/// The windows SwiftUI made, as AppKit's `NSWindow`s.
@MainActor @Suite(.serialized) struct NSWindowTests {
    @Test func aWindowsTitleAndEditedStateAreSetThroughAppKit() throws {
        let app = try AppHarness(WindowsApp.self)
        try app.click("button", "Rename", in: "Notes")
        #expect(app.windows.map(\.title) == ["Renamed"])
        #expect(try app.window("Renamed").attributes.isEdited == false)
        try app.click("button", "Edit", in: "Renamed")
        #expect(try app.window("Renamed").attributes.isEdited)
        try app.click("button", "Hide Title", in: "Renamed")
        #expect(try app.window("Renamed").attributes.hints.isTitleHidden)
        try app.chooseMenuItem("File", "New Window")
        try app.click("button", "Count", in: "Notes")
        #expect(app.windows.map(\.title).sorted() == ["2 windows", "Renamed"])
    }

    @Test func theDelegateIsAskedBeforeThePersonClosesAWindow() throws {
        GuardDelegate.shared.events = []
        GuardDelegate.shared.allowsClosing = false
        let app = try AppHarness(WindowsApp.self)
        try app.click("button", "Guard", in: "Notes")
        try app.closeWindow("Notes")
        #expect(app.windows.map(\.title) == ["Notes"])
        GuardDelegate.shared.allowsClosing = true
        try app.closeWindow("Notes")
        #expect(app.windows.isEmpty)
        #expect(GuardDelegate.shared.events == ["asked Notes", "asked Notes", "closing"])
    }

    @Test func closeDoesNotAskTheDelegate() throws {
        GuardDelegate.shared.events = []
        GuardDelegate.shared.allowsClosing = false
        let app = try AppHarness(WindowsApp.self)
        try app.click("button", "Guard", in: "Notes")
        try app.click("button", "Close Me", in: "Notes")
        #expect(app.windows.isEmpty)
        #expect(GuardDelegate.shared.events == ["closing"])
    }
}
