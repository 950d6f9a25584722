import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumTesting

private struct Settings: View {
    @Environment(\.accessibilityInvertColors) private var inverted
    @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some View {
        Text("inverted \(inverted) shapes \(withoutColor) voiceover \(voiceOver) still \(reduceMotion)")
    }
}

private struct SettingsApp: App {
    var body: some Scene {
        WindowGroup("Main") { Settings() }
    }
}

@MainActor @Suite struct AccessibilitySettingsTests {
    @Test func thePagesDisplaySettingsReachTheEnvironment() throws {
        let app = try AppHarness(SettingsApp.self)
        #expect(try app.window("Main").find(.text, "inverted false shapes false voiceover false still false") != nil)
        try app.send(HostEvent(kind: .appearance, value: "light", key: "standard invertColors"))
        try app.send(HostEvent(kind: .reduceMotion, value: "true"))
        #expect(try app.window("Main").find(.text, "inverted true shapes false voiceover false still true") != nil)
        // Contrast still reads from the same report.
        try app.send(HostEvent(kind: .appearance, value: "dark", key: "increased"))
        #expect(try app.window("Main").find(.text, "inverted false shapes false voiceover false still true") != nil)
    }

    @Test func textContentTypeTellsTheDisplayWhatTheFieldHolds() throws {
        let ui = ViewHarness(VStack {
            TextField("User", text: .constant("")).textContentType(.username)
            SecureField("Password", text: .constant("")).textContentType(.password)
            SecureField("New", text: .constant("")).textContentType(NSTextContentType.newPassword)
            TextField("Mail", text: .constant("")).textContentType(.emailAddress)
            TextField("Code", text: .constant("")).textContentType(.oneTimeCode)
            TextField("Flight", text: .constant("")).textContentType(.flightNumber)
            TextField("Plain", text: .constant(""))
        })
        let names = ["User", "Password", "New", "Mail", "Code", "Flight", "Plain"].map { ui.find(.textfield, $0)?.attributes[.contentType] }
        // What each field holds, by UIKit's names (`TextContentKind`); the web display makes them
        // autocomplete names (Client/autofill.js, BrowserTests/test_everyday.py). An app's own type says nothing.
        #expect(names == ["username", "password", "newPassword", "emailAddress", "oneTimeCode", "flightNumber", nil])
    }
}
