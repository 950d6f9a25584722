import Foundation
import Proscenium
import ProsceniumTesting
import Testing

private struct ActiveLabel: View {
    @Environment(\.controlActiveState) private var state
    @Environment(\.appearsActive) private var appearsActive
    var body: some View { Text("state \(String(describing: state)) \(appearsActive)") }
}

private struct ActiveStateApp: App {
    var body: some Scene { WindowGroup { ActiveLabel() } }
}

@MainActor @Suite struct ControlActiveStateTests {
    @Test func theKeyWindowReadsKeyAndTheOthersInactive() throws {
        let app = try AppHarness(ActiveStateApp.self)
        #expect(app.windows.map { $0.visibleText.first ?? "" } == ["state key true"])
        try app.press("command+n")
        let states = { app.windows.map { ($0.isKey, $0.visibleText.first ?? "") } }
        #expect(states().map(\.1) == ["state inactive false", "state key true"])
        let back = app.windows[0]
        try app.focusWindow(back)
        #expect(states().allSatisfy { $0.0 == ($0.1 == "state key true") }, "the value follows the key window")
        #expect(app.windows.filter { $0.visibleText.first == "state key true" }.count == 1)
    }

    @Test func settingControlActiveStateMapsToAppearsActive() {
        var environment = EnvironmentValues()
        #expect(environment.controlActiveState == .key)
        environment.controlActiveState = .inactive
        #expect(environment.appearsActive == false)
        #expect(environment.controlActiveState == .inactive)
        environment.controlActiveState = .active
        #expect(environment.appearsActive == true)
        #expect(environment.controlActiveState == .key)
        #expect(ControlActiveState.allCases == [.key, .active, .inactive])
    }
}
