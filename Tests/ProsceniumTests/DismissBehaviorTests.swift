import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Controls: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some View {
        VStack {
            Button("Open") { openWindow(id: "aux"); openWindow(id: "plain") }
            Button("Close") { dismissWindow(id: "aux"); dismissWindow(id: "plain") }
            Button("Force") { withTransaction(\.dismissBehavior, .destructive) { dismissWindow(id: "aux") } }
        }
    }
}

/// A window that shows a sheet as soon as it opens.
private struct Asking: View {
    @State private var asking = true
    var body: some View {
        Text("Aux").sheet(isPresented: $asking) { Text("Question") }
    }
}

private struct DismissingApp: App {
    var body: some Scene {
        WindowGroup("Main") { Controls() }
        Window("Aux", id: "aux") { Asking() }
        Window("Plain", id: "plain") { Text("Plain") }
    }
}

@MainActor @Suite struct DismissBehaviorTests {
    @Test func aWindowShowingASheetClosesOnlyDestructively() throws {
        let app = try AppHarness(DismissingApp.self)
        try app.click(.button, "Open", in: "Main")
        #expect(try app.window("Aux").root.all(.sheet).count == 1)
        _ = try app.window("Plain")
        // Interactive (the default): the window with a sheet stays, the other closes.
        try app.click(.button, "Close", in: "Main")
        #expect(app.windows.map(\.title).sorted() == ["Aux", "Main"])
        // Destructive: it closes, sheet and all.
        try app.click(.button, "Force", in: "Main")
        #expect(app.windows.map(\.title) == ["Main"])
    }
}
