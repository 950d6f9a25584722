import Foundation
import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumTesting

private struct TwoWindowsView: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View { Button("Open Second") { openWindow(id: "second") } }
}

private struct TwoWindowsApp: App {
    var body: some Scene {
        WindowGroup("First") { TwoWindowsView() }
        Window("Second", id: "second") { Text("second window") }
    }
}

/// Records the notifications of some names, in order.
@MainActor private final class NotificationLog {
    var names: [String] = []
    nonisolated(unsafe) private var tokens: [NSObjectProtocol] = []

    init(_ names: [Notification.Name]) {
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                // Posted on the main actor, by the app's code.
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated {
                    let title = (note.object as? NSWindow).map { " \($0.title)" } ?? ""
                    self?.names.append(note.name.rawValue + title)
                }
            })
        }
    }

    deinit { for token in tokens { NotificationCenter.default.removeObserver(token) } }
}

@MainActor @Suite(.serialized) struct AppKitNotificationTests {
    @Test func theLaunchedAppBecomesActive() throws {
        let log = NotificationLog([NSApplication.willBecomeActiveNotification, NSApplication.didBecomeActiveNotification])
        _ = try AppHarness(TwoWindowsApp.self)
        #expect(log.names == ["NSApplicationWillBecomeActiveNotification", "NSApplicationDidBecomeActiveNotification"])
    }

    @Test func windowsSayWhenTheyBecomeAndStopBeingKey() throws {
        let app = try AppHarness(TwoWindowsApp.self)
        _ = NSApp.windows  // The AppKit windows exist once the app asks for them.
        let log = NotificationLog([NSWindow.didBecomeKeyNotification, NSWindow.didResignKeyNotification,
                                   NSWindow.didBecomeMainNotification, NSWindow.didResignMainNotification])
        try app.click(.button, "Open Second")
        _ = NSApp.windows
        try app.focusWindow("First")
        #expect(log.names.suffix(4) == ["NSWindowDidResignKeyNotification Second", "NSWindowDidResignMainNotification Second",
                                        "NSWindowDidBecomeKeyNotification First", "NSWindowDidBecomeMainNotification First"])
    }
}
