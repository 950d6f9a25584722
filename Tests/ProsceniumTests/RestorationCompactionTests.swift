import Foundation
import Testing
@testable import Proscenium
import ProsceniumTesting

private struct OneWindowApp: App {
    var body: some Scene { WindowGroup { Text("a window") } }
}

/// What the restoration store keeps of departed displays: a save counts the
/// displays connected when it runs, and compacting the store (re-making it
/// in one piece) lets the oldest departed go and keeps the rest as they were.
@MainActor @Suite struct RestorationCompactionTests {
    private static func savedKeys(_ file: URL) throws -> Set<String> {
        let data = try Data(contentsOf: file)
        return Set(try JSONDecoder().decode([String: [RestoredWindow]].self, from: data).keys)
    }

    private static func scratchFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-\(UUID())")
            .appendingPathComponent("windows.json")
    }

    @Test func compactingLetsTheOldestDepartedGoAndKeepsTheRest() async throws {
        let file = Self.scratchFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let app = try AppHarness(OneWindowApp.self, clientKey: "here", restorationFile: file)
        let store = try #require(app.runtime.restoration)
        let sessions = (0..<(store.departedLimit + 2)).map {
            app.runtime.makeSession(clientKey: "display\($0)") as! AppSession
        }
        // Any save the sessions' first commits scheduled has run.
        try await Task.sleep(for: .milliseconds(700))
        app.runtime.saveRestorationNow()
        #expect(try Self.savedKeys(file).count == store.departedLimit + 3)
        let windowsBefore = (2..<sessions.count).map { store.windows(for: "display\($0)") }
        #expect(!windowsBefore.contains { $0.isEmpty })

        for session in sessions { session.disconnect() }
        app.runtime.compactDepartedState()
        let keys = try Self.savedKeys(file)
        #expect(keys.count == store.departedLimit + 1)
        #expect(!keys.contains("display0") && !keys.contains("display1") && keys.contains("here"))
        #expect((2..<sessions.count).map { store.windows(for: "display\($0)") } == windowsBefore)
        #expect(store.windows(for: "display0").isEmpty)
        #expect(RestorationStore(file: file).windows(for: "display2") == windowsBefore[0])
    }

    /// A save scheduled while a display was connected, which runs after it
    /// left, does not save it as connected (with the list of when it was
    /// scheduled, a crowd that left was never let go).
    @Test func aSaveCountsTheDisplaysConnectedWhenItRuns() async throws {
        let file = Self.scratchFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let app = try AppHarness(OneWindowApp.self, clientKey: "here", restorationFile: file)
        // The save the harness's first window scheduled has run.
        try await Task.sleep(for: .milliseconds(700))
        // This display's first commit schedules a save while it is connected.
        let other = app.runtime.makeSession(clientKey: "there") as! AppSession
        other.disconnect()
        try await Task.sleep(for: .milliseconds(900))
        let keys = try Self.savedKeys(file)
        #expect(keys.contains("here"))
        #expect(!keys.contains("there"))
    }
}
