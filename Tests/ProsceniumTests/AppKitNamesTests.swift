import Foundation
import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct QuittableApp: App {
    var body: some Scene {
        WindowGroup { Button("Quit") { NSApplication.shared.terminate(nil) } }
    }
}

@MainActor private final class Delegate: NSObject, NSApplicationDelegate {
    var events: [String] = []
    var reply = NSApplication.TerminateReply.terminateNow
    func applicationDidFinishLaunching(_ notification: Notification) { events.append("launched") }
    func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply {
        events.append("asked")
        return reply
    }
    func applicationWillTerminate(_ notification: Notification) { events.append("terminating") }
}

/// The AppKit names apps reach through `import SwiftUI`.
@MainActor @Suite(.serialized) struct AppKitNamesTests {
    @Test func terminateAsksTheDelegateThenQuitsTheApp() throws {
        let app = try AppHarness(QuittableApp.self)
        let delegate = Delegate()
        NSApp.delegate = delegate
        defer { NSApp.delegate = nil }
        delegate.reply = .terminateCancel
        try app.click("button", "Quit")
        #expect(!app.didQuit && delegate.events == ["asked"])
        delegate.reply = .terminateNow
        try app.click("button", "Quit")
        #expect(app.didQuit)
        #expect(delegate.events == ["asked", "asked", "terminating"])
    }

    @Test func theDelegateHearsTheAppFinishLaunchingOnce() throws {
        let delegate = Delegate()
        let application = NSApplication()
        application.delegate = delegate
        application.finishLaunching()
        application.finishLaunching()
        #expect(delegate.events == ["launched"] && application.isActive)
    }

    @Test func nsColorsAreSwiftUIColours() throws {
        let ui = ViewHarness(VStack {
            Color(nsColor: .windowBackgroundColor)
            Color(.darkGray)
            Color(nsColor: NSColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            Color(nsColor: .systemBlue.withAlphaComponent(0.25))
        })
        let colors = ui.all("color").compactMap { $0.attributes[.color]?.color }
        #expect(colors == [
            ColorValue(.windowBackground),
            ColorValue(RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
            ColorValue(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)),
            ColorValue(.blue).opacity(0.25),
        ])
        #expect(NSColor(named: "NoSuchColour") == nil)
    }
}
