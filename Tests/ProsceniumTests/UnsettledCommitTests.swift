import Testing
@_spi(Display) @testable import Proscenium
import ProsceniumTesting

/// A view that changes its own state each time it changes: it never settles.
private struct Runaway: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)")
            .onChange(of: count) { count += 1 }
            .onAppear { count += 1 }
    }
}

/// Prefers the colour scheme it is not shown in: each render asks for the other.
private struct SchemeFlipper: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        Text(scheme == .dark ? "dark" : "light")
            .preferredColorScheme(scheme == .dark ? .light : .dark)
    }
}

private struct FlipperApp: App {
    var body: some Scene {
        WindowGroup("Flipper") { SchemeFlipper() }
    }
}

/// A commit is bounded: when a render keeps invalidating what was just
/// rendered, it stops and names the views that kept changing.
@MainActor @Suite struct UnsettledCommitTests {
    @Test func aGraphThatDoesNotSettleNamesTheViewsThatKeptChanging() {
        let log = CapturedLog()
        let graph = ViewGraph(unstarted: Runaway(), environment: EnvironmentValues(), label: "runaway",
                              log: log.logger())
        graph.start()
        let errors = log.messages.filter { $0.hasPrefix("error") }
        #expect(errors.count == 1, "\(log.messages)")
        #expect(errors.first?.contains("still changing: Runaway") == true, "\(errors)")
        graph.tearDown()
    }

    @Test func aWindowWhoseRenderChangesItsAppearanceIsFlushedABoundedNumberOfTimes() throws {
        let app = try AppHarness(FlipperApp.self)
        let scheduler = try #require(app.runtime.scheduler)
        let log = CapturedLog()
        scheduler.log = log.logger()
        try app.update()
        let window = app.session.windows[0].id.rawValue
        let unsettled = try #require(scheduler.unsettled)
        #expect(unsettled.count == 1 && unsettled[0].hasPrefix("window \(window): SchemeFlipper"), "\(unsettled)")
        let errors = log.messages.filter { $0.hasPrefix("error") }
        #expect(errors.count == 1 && errors[0].contains("still changing: window \(window): SchemeFlipper"),
                "\(log.messages)")
    }

    @Test func aWindowThatSettlesReportsNothing() throws {
        struct Plain: App {
            var body: some Scene { WindowGroup("Plain") { Text("Hello").preferredColorScheme(.dark) } }
        }
        let app = try AppHarness(Plain.self)
        try app.update()
        #expect(app.runtime.scheduler.unsettled == nil)
    }
}
