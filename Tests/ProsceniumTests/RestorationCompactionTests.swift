import Foundation
import Testing
@testable import Proscenium
import ProsceniumTesting

private struct OneWindowApp: App {
    var body: some Scene { WindowGroup { Text("a window") } }
}

/// What the restoration store keeps of departed displays is pruned as they
/// leave, and compacting it (re-making it in one piece) keeps it all.
@MainActor @Suite struct RestorationCompactionTests {
    private static func savedKeys(_ file: URL) throws -> Set<String> {
        let data = try Data(contentsOf: file)
        return Set(try JSONDecoder().decode([String: [RestoredWindow]].self, from: data).keys)
    }

    @Test func departedDisplaysBeyondTheLimitGoWhenTheyLeave() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("windows.json")
        let app = try AppHarness(OneWindowApp.self, clientKey: "here", restorationFile: file)
        let store = try #require(app.runtime.restoration)
        let sessions = (0..<(store.departedLimit + 2)).map {
            app.runtime.makeSession(clientKey: "display\($0)") as! AppSession
        }
        app.runtime.saveRestorationNow()
        #expect(try Self.savedKeys(file).count == store.departedLimit + 3)
        let windowsBefore = (2..<sessions.count).map { store.windows(for: "display\($0)") }

        for session in sessions { session.disconnect() }
        // Saved within a second of the last departure, with no other change.
        try await Task.sleep(for: .milliseconds(900))
        var keys = try Self.savedKeys(file)
        #expect(keys.count == store.departedLimit + 1)
        #expect(!keys.contains("display0") && !keys.contains("display1") && keys.contains("here"))

        app.runtime.compactDepartedState()
        keys = try Self.savedKeys(file)
        #expect(keys.count == store.departedLimit + 1)
        #expect((2..<sessions.count).map { store.windows(for: "display\($0)") } == windowsBefore)
        #expect(!windowsBefore.contains { $0.isEmpty })
        #expect(store.windows(for: "display0").isEmpty)
    }

    @Test func compactingKeepsWhatWasSaved() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("windows.json")
        let app = try AppHarness(OneWindowApp.self, clientKey: "here", restorationFile: file)
        let store = try #require(app.runtime.restoration)
        let other = app.runtime.makeSession(clientKey: "there") as! AppSession
        app.runtime.saveRestorationNow()
        let before = ["here", "there"].map { store.windows(for: $0) }
        other.disconnect()
        app.runtime.compactDepartedState()
        #expect(["here", "there"].map { store.windows(for: $0) } == before)
        // Saved windows still reopen.
        #expect(RestorationStore(file: file).windows(for: "there") == before[1])
    }
}
