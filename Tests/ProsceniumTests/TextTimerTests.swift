import Foundation
import Testing
import Proscenium
import ProsceniumTesting

@MainActor @Suite struct TextTimerTests {
    let start = Date(timeIntervalSince1970: 1_000_000)

    @Test func aPausedTimerShowsTheTimeLeftOrGone() throws {
        let range = start ... start.addingTimeInterval(3725)
        let ui = ViewHarness(VStack {
            Text(timerInterval: range, pauseTime: start.addingTimeInterval(5))
            Text(timerInterval: range, pauseTime: start.addingTimeInterval(65), countsDown: false)
            Text(timerInterval: range, pauseTime: start, showsHours: false)
            Text("Left \(timerInterval: range, pauseTime: start.addingTimeInterval(3700))")
        })
        #expect(try ui.element(.text, "1:02:00").text == "1:02:00")
        #expect(try ui.element(.text, "1:05").text == "1:05")
        #expect(try ui.element(.text, "62:05").text == "62:05")
        #expect(ui.all(.text).contains { $0.text == "Left 0:25" || $0.children.contains { $0.text == "0:25" } })
    }

    @Test func aTimerStopsAtItsEnds() throws {
        let past = start ... start.addingTimeInterval(10)
        let ui = ViewHarness(VStack {
            Text(timerInterval: past)
            Text(timerInterval: past, countsDown: false)
        })
        // The interval has passed: a countdown shows nothing left, a count-up the whole.
        #expect(try ui.element(.text, "0:00").text == "0:00")
        #expect(try ui.element(.text, "0:10").text == "0:10")
    }
}
