@_spi(Testing) import Proscenium
import Testing
@testable import BookClub

/// Closed windows and departed pages are freed: the views and closures in
/// their graphs point back at the window and session, a cycle that kept every
/// page that ever connected in memory (`proscenium-bench memory`).
@MainActor @Suite struct SessionLifetimeTests {
    /// Waits (at most 30 s) for work already queued, such as a cancelled
    /// task's last run, to let go of what it captured; a leak never does.
    private func settle(until released: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(30)
        while !released(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    @Test func aDepartedPagesSessionAndWindowsAreFreed() async {
        let runtime = AppRuntime(BookClubApp.self)
        runtime.schedulesUpdates = false
        weak var session: AppSession?
        weak var window: WindowInstance?
        do {
            let made = runtime.makeSession(clientKey: "leaving") as! AppSession
            _ = made.snapshot()
            made.openWindowForTests(id: "activity")
            runtime.flush()
            session = made
            window = made.windows.first
            made.disconnect()
        }
        await settle { window == nil && session == nil }
        #expect(window == nil)
        #expect(session == nil)
    }

    @Test func aClosedWindowIsFreed() async {
        let runtime = AppRuntime(BookClubApp.self)
        runtime.schedulesUpdates = false
        let session = runtime.makeSession(clientKey: "staying") as! AppSession
        _ = session.snapshot()
        weak var window: WindowInstance?
        do {
            session.openWindowForTests(id: "activity")
            runtime.flush()
            let made = session.windows.last!
            window = made
            session.close(made)
            runtime.flush()
        }
        await settle { window == nil }
        #expect(window == nil)
        session.disconnect()
    }
}
