import Foundation
import Testing
import Proscenium
import ProsceniumTesting

/// A custom `openURL` handler that returns `.systemAction` hands the URL to
/// the display showing the view: its own page, not the newest one.
private struct DeferringLinks: View {
    var body: some View {
        Link("Docs", destination: URL(string: "https://example.com/docs")!)
            .environment(\.openURL, OpenURLAction { _ in .systemAction })
        Link("Elsewhere", destination: URL(string: "https://example.com/a")!)
            .environment(\.openURL, OpenURLAction { _ in .systemAction(URL(string: "https://example.com/b")!) })
    }
}

private struct DeferringApp: App {
    var body: some Scene { WindowGroup { DeferringLinks() } }
}

@MainActor @Suite struct SystemOpenURLTests {
    @Test func theSystemActionOpensInTheDisplayOfTheViewsOwnWindow() throws {
        let app = try AppHarness(DeferringApp.self)
        // Another page connects after this one: it must not receive this page's links.
        let other = app.runtime.makeSession(clientKey: "other") as! AppSession
        var otherUpdates: [DisplayUpdate] = []
        other.updateHandler = { otherUpdates.append($0) }
        try app.click(.link, "Docs")
        try app.click(.link, "Elsewhere")
        #expect(app.openedURLs == ["https://example.com/docs", "https://example.com/b"])
        #expect(!otherUpdates.flatMap(\.changes).contains { if case .openURL = $0 { true } else { false } })
    }
}
