import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Says whether the focusable view around it has focus.
private struct FocusReport: View {
    @Environment(\.isFocused) private var isFocused
    var body: some View { Text(isFocused ? "Focused" : "Unfocused") }
}

private struct FocusApp: App {
    var body: some Scene {
        WindowGroup("Focus") {
            VStack {
                VStack { FocusReport() }.focusable()
                Text("Elsewhere").focusable()
            }
        }
    }
}

@MainActor @Suite(.serialized) struct FocusedEnvironmentTests {
    @Test func isFocusedFollowsFocusInTheNearestFocusableView() async throws {
        let app = try AppHarness(FocusApp.self)
        #expect(try app.window("Focus").find(.text, "Unfocused") != nil)
        try app.focus(.text, "Unfocused")
        #expect(try await app.settle(until: { (try? app.window("Focus").find(.text, "Focused")) != nil }))
        try app.focus(.text, "Elsewhere")
        #expect(try await app.settle(until: { (try? app.window("Focus").find(.text, "Unfocused")) != nil }))
    }

    @Test func nothingFocusableAroundIsNotFocused() {
        #expect(EnvironmentValues().isFocused == false)
    }
}
