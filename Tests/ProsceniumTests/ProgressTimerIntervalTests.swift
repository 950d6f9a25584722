import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct ProgressTimerIntervalTests {
    @Test func progressOverAnIntervalFollowsTheClock() throws {
        let now = Date()
        let interval = now.addingTimeInterval(-15)...now.addingTimeInterval(45)
        let ui = ViewHarness(VStack {
            ProgressView(timerInterval: interval)
            ProgressView(timerInterval: interval, countsDown: false) { Text("Upload") }
        })
        let bars = ui.all(.progress)
        #expect(bars.count == 2)
        let down = try #require(bars[0].attributes[.value]?.number)
        let up = try #require(bars[1].attributes[.value]?.number)
        // A quarter of the interval has passed: three quarters left.
        #expect(abs(down - 0.75) < 0.02 && abs(up - 0.25) < 0.02)
        // The default current value label is the time left.
        #expect(bars[0].find(.text, "0:45") != nil || bars[0].find(.text, "0:44") != nil)
        #expect(bars[1].find(.text, "Upload") != nil)
    }

    @Test func theBarMovesAsTimePasses() async throws {
        let now = Date()
        let ui = ViewHarness(ProgressView(timerInterval: now...now.addingTimeInterval(2), countsDown: false))
        let first = try #require(ui.all(.progress).first?.attributes[.value]?.number)
        #expect(try await ui.settle(until: { (ui.all(.progress).first?.attributes[.value]?.number ?? 0) > first + 0.2 }, timeout: .seconds(5)))
    }
}
