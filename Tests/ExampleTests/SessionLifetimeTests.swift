import Proscenium
import Testing
@testable import BookClub

/// Closed windows and departed pages are freed: the views and closures in
/// their graphs point back at the window and session, a cycle that kept every
/// page that ever connected in memory (`proscenium-bench memory`).
@MainActor @Suite struct SessionLifetimeTests {
    @Test func aDepartedPagesSessionAndWindowsAreFreed() {
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
        #expect(window == nil)
        #expect(session == nil)
    }

    @Test func aClosedWindowIsFreed() {
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
        #expect(window == nil)
        session.disconnect()
    }
}
