import Foundation
import Testing
import ProsceniumHost
import ProsceniumTesting
@testable import BookClub

/// Hostile input at the session level: thousands of random, malformed and
/// out-of-place events against the BookClub app. The process must not crash,
/// the display must stay consistent with the graphs, and the app must still
/// work afterwards.
@MainActor @Suite struct EventFuzzTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func randomEventsNeverCrashOrCorruptTheDisplay() throws {
        let app = try AppHarness(BookClubApp.self)
        var random = Generator(state: 20261122)
        let kinds: [HostEvent.Kind] = [.click, .input, .toggle, .change, .submit, .key, .focus, .contextMenu, .dismiss,
                                       .windowFocus, .windowFrame, .windowMinimize, .visibility]
        let values = ["", "true", "false", "0.5", "-1e308", "NaN", "increment", "decrement", "delete", "move:999",
                      "move:-3", "back", "open", "<script>alert(1)</script>", String(repeating: "x", count: 5000), "press"]
        let keys = ["n", "w", "u", "c", ",", "0", "z", "s", "o", "escape", "return", "uparrow", "é", ""]
        let modifiers = [[], ["command"], ["command", "shift"], ["option", "command"], ["control"]]
        for step in 0..<4000 {
            let surfaces = app.windows.map(\.id) + [.menuBar, SurfaceID("w999"), SurfaceID("")]
            let surface = surfaces.randomElement(using: &random)!
            let elements = surface == .menuBar ? app.menuBar.allElements()
                : app.windows.first { $0.id == surface }?.root.allElements() ?? []
            let target = Bool.random(using: &random) ? elements.randomElement(using: &random)?.id
                : ElementID(Int.random(in: -5...100_000, using: &random))
            var event = HostEvent(kind: kinds.randomElement(using: &random)!, surface: surface, target: target,
                                  value: values.randomElement(using: &random))
            if event.kind == .key {
                event.key = keys.randomElement(using: &random)
                event.modifiers = modifiers.randomElement(using: &random)
                // Quitting would end the run early; it is tested elsewhere.
                if event.key == "q" { continue }
            }
            if event.kind == .windowFrame {
                event.x = [Double.nan, -1e9, 0, 100, .infinity].randomElement(using: &random)
                event.width = [Double.nan, 0, 300, -5].randomElement(using: &random)
            }
            do {
                try app.send(event)
            } catch let error as HarnessError {
                Issue.record("step \(step): \(error)")
                return
            }
            // Keep the run bounded: close windows when they pile up.
            if app.windows.count > 12, let last = app.windows.last { try app.closeWindow(last.title) }
        }
        // Still usable: a fresh window works.
        try app.press("command+n")
        #expect(app.keyWindow?.title == "Currently Reading" || app.keyWindow != nil)
        #expect(!app.didQuit)
    }
}
