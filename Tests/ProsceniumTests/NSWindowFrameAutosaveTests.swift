import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct AutosaveApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("Hello") }
    }
}

@MainActor private final class MoveRecorder: NSObject, NSWindowDelegate {
    var events: [String] = []
    func windowDidMove(_ notification: Notification) { events.append("moved") }
    func windowDidResize(_ notification: Notification) { events.append("resized") }
}

/// `NSWindow`'s frame autosave: the frame saved in the user defaults as the
/// window moves, and read back by another window under the same name.
@MainActor @Suite(.serialized) struct NSWindowFrameAutosaveTests {
    @Test func aWindowsFrameIsSavedAsItMovesAndRestoredByName() throws {
        let name = "Autosave-\(UUID().uuidString)"
        let key = "NSWindow Frame \(name)"
        defer { NSWindow.removeFrame(usingName: name) }
        let app = try AppHarness(AutosaveApp.self)
        let window = try #require(NSApp.windows.first)
        #expect(window.frameAutosaveName == "")
        window.setFrame(NSRect(x: 100, y: 200, width: 500, height: 300), display: true)
        // No frame saved yet: the window keeps its own and saves it.
        #expect(window.setFrameAutosaveName(name))
        #expect(window.frameAutosaveName == name)
        #expect(UserDefaults.standard.string(forKey: key)?.hasPrefix("100 200 500 300 ") == true)

        // The person drags and resizes it: the delegate is told, the frame saved.
        let recorder = MoveRecorder()
        window.delegate = recorder
        let shown = try app.window("Main")
        try app.send(HostEvent(kind: .windowFrame, surface: shown.id, x: 40, y: 76, width: 600, height: 400))
        #expect(recorder.events == ["moved", "resized"])
        // 900 - 24 - 76 - 400 = 400 from the bottom.
        #expect(window.frame == NSRect(x: 40, y: 400, width: 600, height: 400))
        #expect(UserDefaults.standard.string(forKey: key)?.hasPrefix("40 400 600 400 ") == true)

        // One window per name.
        try app.chooseMenuItem("File", "New Window")
        let other = try #require(NSApp.windows.first { $0 !== window })
        #expect(!other.setFrameAutosaveName(name))
        #expect(other.frameAutosaveName == "")
        // Once the first lets it go, the other takes the name and the saved frame.
        #expect(window.setFrameAutosaveName(""))
        #expect(other.setFrameAutosaveName(name))
        try app.update()
        #expect(other.frame == NSRect(x: 40, y: 400, width: 600, height: 400))
        #expect(app.windows.count == 2 && app.windows.allSatisfy { $0.attributes.width == 600 })
    }

    @Test func framesAreSavedAndReadByNameAndDescriptor() throws {
        let name = "Saved-\(UUID().uuidString)"
        defer { NSWindow.removeFrame(usingName: name) }
        _ = try AppHarness(AutosaveApp.self)
        let window = try #require(NSApp.windows.first)
        #expect(!window.setFrameUsingName(name))
        window.setFrame(NSRect(x: 300, y: 250, width: 420, height: 320), display: true)
        window.saveFrame(usingName: name)
        let descriptor = window.frameDescriptor
        // The frame, then the visible frame of the 1440 by 900 screen below its menu bar.
        #expect(descriptor == "300 250 420 320 0 0 1440 876 ")
        window.setFrame(NSRect(x: 0, y: 0, width: 200, height: 200), display: true)
        #expect(window.setFrameUsingName(name, force: true))
        #expect(window.frame == NSRect(x: 300, y: 250, width: 420, height: 320))
        window.setFrame(NSRect(x: 0, y: 0, width: 200, height: 200), display: true)
        window.setFrame(from: descriptor)
        #expect(window.frame == NSRect(x: 300, y: 250, width: 420, height: 320))
        NSWindow.removeFrame(usingName: name)
        #expect(!window.setFrameUsingName(name))
    }

    @Test func aControllersAutosaveNameRestoresItsWindowsFrame() throws {
        let name = "Controller-\(UUID().uuidString)"
        defer { NSWindow.removeFrame(usingName: name) }
        _ = try AppHarness(AutosaveApp.self)
        UserDefaults.standard.set("120 300 640 480 0 0 1440 876 ", forKey: "NSWindow Frame \(name)")
        let window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 300, height: 200),
                              styleMask: [.titled, .closable], backing: .buffered, defer: false)
        let controller = NSWindowController(window: window)
        controller.windowFrameAutosaveName = name
        #expect(window.frameAutosaveName == name)
        controller.showWindow(nil)
        #expect(window.frame == NSRect(x: 120, y: 300, width: 640, height: 480))
    }
}
