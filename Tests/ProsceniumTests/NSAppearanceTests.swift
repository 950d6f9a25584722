import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(verbatim: "scheme \(scheme == .dark ? "dark" : "light")") }
}

private struct SchemeApp: App {
    var body: some Scene { WindowGroup("Scheme") { SchemeLabel() } }
}

@MainActor @Suite struct NSAppearanceTests {
    @Test func theAppsAppearanceDrawsEveryWindowInIt() throws {
        let app = try AppHarness(SchemeApp.self)
        defer { NSApp.appearance = nil }
        let shown = { try app.window("Scheme") }
        #expect(try shown().find(.text, "scheme light") != nil)
        #expect(NSApp.effectiveAppearance.name == .aqua)
        NSApp.appearance = NSAppearance(named: .darkAqua)
        try app.update()
        #expect(try shown().find(.text, "scheme dark") != nil)
        #expect(try shown().attributes.hints.colorScheme == "dark", "the display draws the window dark")
        #expect(NSApp.effectiveAppearance.name == .darkAqua)
        NSApp.appearance = nil
        try app.update()
        #expect(try shown().find(.text, "scheme light") != nil)
        #expect(try shown().attributes.hints.colorScheme == nil)
        // Without an app appearance, the effective one is the page's.
        try app.send(HostEvent(kind: .appearance, value: "dark", key: "increased"))
        #expect(NSApp.effectiveAppearance.name == .accessibilityHighContrastDarkAqua)
        #expect(try shown().find(.text, "scheme dark") != nil)
    }

    @Test func bestMatchPrefersItselfThenTheSameTone() throws {
        let dark = try #require(NSAppearance(named: .darkAqua))
        #expect(dark.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua)
        #expect(dark.bestMatch(from: [.aqua]) == nil)
        #expect(dark.bestMatch(from: [.vibrantDark, .aqua]) == .vibrantDark)
        let contrast = try #require(NSAppearance(named: .accessibilityHighContrastAqua))
        #expect(contrast.bestMatch(from: [.darkAqua, .aqua]) == .aqua)
        #expect(contrast.bestMatch(from: [.vibrantLight, .accessibilityHighContrastVibrantLight])
                == .accessibilityHighContrastVibrantLight)
        #expect(NSAppearance(named: NSAppearance.Name("NoSuchAppearance")) == nil)
        #expect(!dark.allowsVibrancy && NSAppearance(named: .vibrantLight)?.allowsVibrancy == true)
    }

    @Test func performAsCurrentDrawingAppearanceScopesCurrentDrawing() throws {
        let dark = try #require(NSAppearance(named: .darkAqua))
        var inside: NSAppearance.Name?
        dark.performAsCurrentDrawingAppearance { inside = NSAppearance.currentDrawing().name }
        #expect(inside == .darkAqua)
        let effective = NSApp.effectiveAppearance.name
        #expect(NSAppearance.currentDrawing().name == effective)
    }

    @Test func currentDrawingFollowsThePageAsTheWindowsDraw() throws {
        let app = try AppHarness(SchemeApp.self)
        try app.send(HostEvent(kind: .appearance, value: "dark", key: "standard"))
        #expect(NSAppearance.currentDrawing().name == .darkAqua)
        try app.send(HostEvent(kind: .appearance, value: "light", key: "standard"))
        #expect(NSAppearance.currentDrawing().name == .aqua)
    }
}

@MainActor @Suite struct NSCursorTests {
    /// The window's cursor hint names the pointer's meaning (`PointerShape`); the display draws it.
    @Test func theCurrentCursorShowsOverTheAppsWindows() throws {
        let app = try AppHarness(SchemeApp.self)
        let cursor = { try app.window("Scheme").attributes.hints.cursor?.rawValue }
        #expect(try cursor() == nil)
        NSCursor.pointingHand.push()
        try app.update()
        #expect(try cursor() == "link")
        #expect(NSCursor.current == NSCursor.pointingHand)
        NSCursor.closedHand.push()
        try app.update()
        #expect(try cursor() == "grabActive")
        NSCursor.pop()
        try app.update()
        #expect(try cursor() == "link", "popping shows the cursor below")
        NSCursor.hide()
        try app.update()
        #expect(try cursor() == "hidden")
        NSCursor.unhide()
        NSCursor.pop()
        try app.update()
        #expect(try cursor() == nil, "the arrow gives the page its own pointers back")
        NSCursor.pop()
        #expect(NSCursor.current == NSCursor.arrow, "popping an empty stack keeps the arrow")
        NSCursor.iBeam.set()
        try app.update()
        #expect(try cursor() == "horizontalText")
        NSCursor.arrow.set()
        try app.update()
        #expect(try cursor() == nil)
    }
}
