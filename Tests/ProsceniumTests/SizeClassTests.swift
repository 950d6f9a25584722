import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumTesting

private struct Adaptive: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View {
        if horizontal == .compact {
            VStack { Text("Compact stack"); Text("vertical \(vertical == .compact ? "compact" : "regular")") }
        } else {
            HStack { Text("Regular row"); Text("vertical \(vertical == .compact ? "compact" : "regular")") }
        }
    }
}

private struct AdaptiveApp: App {
    var body: some Scene {
        WindowGroup("Main") { Adaptive() }
    }
}

@MainActor @Suite struct SizeClassTests {
    @Test func aNarrowPageOrWindowIsCompact() throws {
        let app = try AppHarness(AdaptiveApp.self)
        // A desktop page: regular both ways.
        #expect(try app.window("Main").find(.text, "Regular row") != nil)
        #expect(try app.window("Main").find(.text, "vertical regular") != nil)
        // A phone upright: narrow, tall.
        try app.send(HostEvent(kind: .screen, value: #"{"frame": [390, 844], "visible": [0, 24, 390, 820], "scale": 3, "touch": true}"#))
        #expect(try app.window("Main").find(.text, "Compact stack") != nil)
        #expect(try app.window("Main").find(.text, "vertical regular") != nil)
        // On its side: wide and low.
        try app.send(HostEvent(kind: .screen, value: #"{"frame": [844, 390], "visible": [0, 24, 844, 366], "scale": 3, "touch": true}"#))
        #expect(try app.window("Main").find(.text, "Regular row") != nil)
        #expect(try app.window("Main").find(.text, "vertical compact") != nil)
        // A desktop again, with the window narrowed by the person.
        try app.send(HostEvent(kind: .screen, value: #"{"frame": [1440, 900], "visible": [0, 24, 1440, 876], "scale": 2}"#))
        #expect(try app.window("Main").find(.text, "Regular row") != nil)
        let window = try app.window("Main")
        try app.send(HostEvent(kind: .windowFrame, surface: window.id, x: 10, y: 40, width: 420, height: 700))
        #expect(try app.window("Main").find(.text, "Compact stack") != nil)
        try app.send(HostEvent(kind: .windowFrame, surface: window.id, x: 10, y: 40, width: 800, height: 700))
        #expect(try app.window("Main").find(.text, "Regular row") != nil)
    }

    @Test func aViewMaySetItsOwnSizeClass() throws {
        let ui = ViewHarness(Adaptive().environment(\.horizontalSizeClass, .compact))
        #expect(ui.find(.text, "Compact stack") != nil)
        #expect(UserInterfaceSizeClass.allCases == [.compact, .regular])
    }
}

