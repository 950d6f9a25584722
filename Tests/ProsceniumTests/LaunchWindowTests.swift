import Testing
import Proscenium
import ProsceniumTesting

/// Which window opens at launch, as on a Mac: the app's first scene when it
/// is a `Window`, else the first window group (or document group).
private struct WindowFirstApp: App {
    var body: some Scene {
        Window("Activity", id: "activity") { Text("activity here") }
        WindowGroup("Group") { Text("group here") }
    }
}

private struct SettingsThenWindowApp: App {
    var body: some Scene {
        Settings { Text("settings here") }
        Window("Dashboard", id: "dashboard") { Text("dashboard here") }
    }
}

private struct GroupThenWindowApp: App {
    var body: some Scene {
        WindowGroup("Group") { Text("group here") }
        Window("Activity", id: "activity") { Text("activity here") }
    }
}

/// Opens a second window as it first appears.
private struct OpensOnAppear: View {
    @Environment(\.openWindow) private var openWindow
    @State private var appeared = false
    var body: some View {
        Text(appeared ? "main appeared" : "main")
            .onAppear {
                appeared = true
                openWindow(id: "inspector")
            }
    }
}

private struct OpenOnAppearApp: App {
    var body: some Scene {
        WindowGroup("Main") { OpensOnAppear() }
        Window("Inspector", id: "inspector") { Text("inspector here") }
    }
}

@MainActor @Suite struct LaunchWindowTests {
    @Test func aWindowThatIsTheFirstSceneOpensAtLaunch() throws {
        let app = try AppHarness(WindowFirstApp.self)
        #expect(app.windows.map(\.title) == ["Activity"])
        #expect(app.keyWindow?.find(nil, "activity here") != nil)
    }

    @Test func aWindowAfterSettingsIsStillTheFirstWindowSceneAndOpens() throws {
        let app = try AppHarness(SettingsThenWindowApp.self)
        #expect(app.windows.map(\.title) == ["Dashboard"])
    }

    @Test func aWindowAfterAWindowGroupWaitsToBeOpened() throws {
        let app = try AppHarness(GroupThenWindowApp.self)
        #expect(app.windows.map(\.title) == ["Group"])
    }

    @Test func openWindowFromOnAppearDuringTheFirstRenderOpensTheWindow() throws {
        let app = try AppHarness(OpenOnAppearApp.self)
        #expect(Set(app.windows.map(\.title)) == ["Main", "Inspector"])
        #expect(app.keyWindow?.title == "Inspector")
        let main = try app.window("Main")
        #expect(main.find(nil, "main appeared") != nil)
        #expect(try app.window("Inspector").find(nil, "inspector here") != nil)
    }
}
