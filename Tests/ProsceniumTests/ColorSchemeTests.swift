import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting

private struct SchemeReport: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.colorSchemeContrast) private var contrast
    @State private var forcesDark = false
    var body: some View {
        VStack {
            Text("scheme \(scheme == .dark ? "dark" : "light") \(contrast == .increased ? "more" : "standard")")
            Toggle("Dark", isOn: $forcesDark)
        }
        .preferredColorScheme(forcesDark ? .dark : nil)
    }
}

private struct SchemeApp: App {
    var body: some Scene {
        WindowGroup("Main") { SchemeReport() }
        Window("Always Light", id: "light") { SchemeReport().preferredColorScheme(.light) }
    }
}

@MainActor @Suite struct ColorSchemeTests {
    @Test func colorSchemeFollowsThePageLive() throws {
        let app = try AppHarness(SchemeApp.self)
        #expect(try app.window("Main").find(.text, "scheme light standard") != nil)
        try app.reportAppearance("dark")
        #expect(try app.window("Main").find(.text, "scheme dark standard") != nil)
        try app.reportAppearance("dark", contrast: "increased")
        #expect(try app.window("Main").find(.text, "scheme dark more") != nil)
        try app.reportAppearance("light")
        #expect(try app.window("Main").find(.text, "scheme light standard") != nil)
        // A malformed report changes nothing.
        try app.reportAppearance("purple")
        #expect(try app.window("Main").find(.text, "scheme light standard") != nil)
    }

    @Test func preferredColorSchemeSwitchesItsWindowOnly() throws {
        let app = try AppHarness(SchemeApp.self)
        try app.toggle("Dark")
        let main = try app.window("Main")
        #expect(main.attributes.hints.colorScheme == "dark")
        #expect(main.find(.text, "scheme dark standard") != nil)
        app.session.openWindowForTests(id: "light")
        try app.update()
        // The page turns dark: the window that asked for light stays light.
        try app.reportAppearance("dark")
        let light = try app.window("Always Light")
        #expect(light.attributes.hints.colorScheme == "light")
        #expect(light.find(.text, "scheme light standard") != nil)
        // Asking no more follows the page again.
        try app.toggle("Dark", in: "Main")
        #expect(try app.window("Main").attributes.hints.colorScheme == nil)
        #expect(try app.window("Main").find(.text, "scheme dark standard") != nil)
        try app.reportAppearance("light")
        #expect(try app.window("Main").find(.text, "scheme light standard") != nil)
    }
}

@MainActor @Suite struct SubtreeColorSchemeTests {
    private struct Reader: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text("reads \(scheme == .dark ? "dark" : "light")") }
    }

    @Test func aSubtreesColorSchemeMarksItsElementAndReachesItsViews() throws {
        let ui = ViewHarness(VStack {
            Reader()
            VStack { Reader() }.environment(\.colorScheme, .dark)
        })
        let inner = try #require(ui.all(.vstack).last)
        #expect(inner[string: .colorScheme] == "dark")
        #expect(ui.all(.vstack).first?[string: .colorScheme] == nil)
        #expect(ui.find(.text, "reads light") != nil)
        #expect(ui.find(.text, "reads dark") != nil)
    }
}
