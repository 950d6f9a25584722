import Foundation
import Observation
import ProsceniumHost
import Testing
@_spi(Display) @testable import Proscenium
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
            Color(nsColor: NSColor(Color.red.opacity(0.5)))
        })
        let colors = ui.all("color").compactMap { $0.attributes[.color]?.color }
        #expect(colors == [
            ColorValue(.windowBackground),
            ColorValue(RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
            ColorValue(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)),
            ColorValue(.blue).opacity(0.25),
            ColorValue(.red).opacity(0.5),
        ])
        #expect(NSColor(named: "NoSuchColour") == nil)
    }
}

// MARK: @NSApplicationDelegateAdaptor

/// As apps write it: no `init()` of its own, defaulted stored properties.
private final class LaunchDelegate: NSObject, NSApplicationDelegate, ObservableObject {
    @Published var greeting = "Hello"
    var events: [String] = []
    let made = Date()
    func applicationDidFinishLaunching(_ notification: Notification) { events.append("launched") }
    func applicationWillTerminate(_ notification: Notification) { events.append("terminating") }
}

private struct DelegateGreeting: View {
    @EnvironmentObject var delegate: LaunchDelegate
    var body: some View { Text(delegate.greeting) }
}

private struct AdaptedApp: App {
    @NSApplicationDelegateAdaptor(LaunchDelegate.self) var appDelegate
    var body: some Scene {
        WindowGroup("Greeting") {
            VStack {
                DelegateGreeting()
                Button("Quit") { NSApplication.shared.terminate(nil) }
            }
        }
        .commands {
            CommandMenu("Delegate") { Text("App says \(appDelegate.greeting)") }
        }
    }
}

/// An `init()` of its own, and a delegate put in the environment by type.
@Observable private final class CountingDelegate: NSObject, NSApplicationDelegate {
    static var made = 0
    var launches = 0
    let number: Int
    override init() {
        CountingDelegate.made += 1
        number = CountingDelegate.made
        super.init()
    }
    func applicationDidFinishLaunching(_ notification: Notification) { launches += 1 }
}

private struct CountingView: View {
    @Environment(CountingDelegate.self) var delegate
    var body: some View { Text("Delegate \(delegate.number) launched \(delegate.launches) times") }
}

private struct ObservedDelegateApp: App {
    @NSApplicationDelegateAdaptor private var delegate: CountingDelegate
    var body: some Scene { WindowGroup("Counting") { CountingView() } }
}

private class BaseObject: NSObject { var base = [1, 2] }
private final class DerivedObject: BaseObject { var derived = "derived" }

@MainActor @Suite(.serialized) struct DelegateAdaptorTests {
    @Test func theAdaptorMakesTheDelegateThatHearsLaunchAndQuit() throws {
        let app = try AppHarness(AdaptedApp.self)
        let delegate = try #require(NSApp.delegate as? LaunchDelegate)
        #expect(delegate.events == ["launched"])
        #expect(try app.window("Greeting").visibleText.contains("Hello"))
        try app.click("button", "Quit")
        #expect(app.didQuit && delegate.events == ["launched", "terminating"])
    }

    @Test func anObservableObjectDelegateIsInTheEnvironmentAndUpdatesTheApp() throws {
        let app = try AppHarness(AdaptedApp.self)
        let delegate = try #require(NSApp.delegate as? LaunchDelegate)
        #expect(try app.menuItems("Delegate") == ["App says Hello"])
        delegate.greeting = "Bonjour"
        try app.update()
        let shown = try app.window("Greeting").visibleText
        #expect(shown.contains("Bonjour") && !shown.contains("Hello"))
        #expect(try app.menuItems("Delegate") == ["App says Bonjour"])
    }

    @Test func anObservableDelegateIsMadeOncePerAppWithItsOwnInit() throws {
        let before = CountingDelegate.made
        let app = try AppHarness(ObservedDelegateApp.self)
        #expect(CountingDelegate.made == before + 1)
        let delegate = try #require(NSApp.delegate as? CountingDelegate)
        #expect(try app.window("Counting").visibleText.contains("Delegate \(delegate.number) launched 1 times"))
        _ = try app.window("Counting")
        try app.update()
        #expect(CountingDelegate.made == before + 1)
    }

    @Test func aSubclassIsMadeWithEveryStoredPropertyInitialised() {
        let made = makeObject(of: DerivedObject.self)
        #expect(type(of: made) == DerivedObject.self)
        #expect(made.base == [1, 2] && made.derived == "derived")
    }
}
