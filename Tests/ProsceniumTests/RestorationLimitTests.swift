import Foundation
import Testing
@testable import Proscenium
import ProsceniumTesting

private struct OneWindowApp: App {
    var body: some Scene { WindowGroup { Text("a window") } }
}

/// The restoration store keeps the windows of connected displays and of the
/// displays that left most recently, not of every browser that ever came.
@MainActor @Suite struct RestorationLimitTests {
    @Test func keepsConnectedDisplaysAndTheLastToLeave() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("windows.json")
        let app = try AppHarness(OneWindowApp.self)
        let store = RestorationStore(file: file, departedLimit: 2)
        let sessions = (0..<5).map { app.runtime.makeSession(clientKey: "display\($0)") as! AppSession }
        // Each display is saved while connected, then leaves.
        for session in sessions { store.saveNow(sessions: [session]) }
        let kept = { (store: RestorationStore) in (0..<5).map { !store.windows(for: "display\($0)").isEmpty } }
        // display4 is connected; of those that left, the last two stay.
        #expect(kept(store) == [false, false, true, true, true])
        #expect(kept(RestorationStore(file: file)) == [false, false, true, true, true])

        // Connected displays are never dropped, however many there are.
        store.saveNow(sessions: sessions)
        #expect(kept(store) == [true, true, true, true, true])

        // A display that closed every window is not kept.
        for window in sessions[0].windows { sessions[0].close(window) }
        store.saveNow(sessions: [sessions[0]])
        #expect(store.windows(for: "display0").isEmpty)
        #expect(kept(RestorationStore(file: file)) == [false, false, false, true, true])
    }
}
