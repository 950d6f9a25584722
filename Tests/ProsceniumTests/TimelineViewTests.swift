import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Ticker: View {
    let schedule: PeriodicTimelineSchedule
    var body: some View {
        TimelineView(schedule) { context in
            Text("Tick \(Int(context.date.timeIntervalSince1970 * 10))")
        }
    }
}

/// Counts how many times its content was made, and shows the date it was given.
private final class Made { var dates: [Date] = [] }

private struct Explicit: View {
    let dates: [Date]
    let made: Made
    var body: some View {
        TimelineView(.explicit(dates)) { context in
            let _ = made.dates.append(context.date)
            Text("At \(context.date.timeIntervalSince1970)")
        }
    }
}

private struct Toggled: View {
    @State var shown = true
    let made: Made
    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            if shown {
                TimelineView(.periodic(from: .now, by: 0.05)) { context in
                    let _ = made.dates.append(context.date)
                    Text("Live")
                }
            }
        }
    }
}

@MainActor @Suite struct TimelineViewTests {
    @Test func periodicEntriesAreAlignedToTheStartDate() {
        let start = Date(timeIntervalSince1970: 1000)
        var entries = PeriodicTimelineSchedule.periodic(from: start, by: 10)
            .entries(from: Date(timeIntervalSince1970: 1025), mode: .normal).makeIterator()
        #expect(entries.next() == Date(timeIntervalSince1970: 1020))
        #expect(entries.next() == Date(timeIntervalSince1970: 1030))
        // Before the start date the schedule begins at its start.
        var early = PeriodicTimelineSchedule(from: start, by: 10)
            .entries(from: Date(timeIntervalSince1970: 900), mode: .normal).makeIterator()
        #expect(early.next() == start)
    }

    @Test func everyMinuteStartsAtTheMinuteOfTheStartDate() {
        var entries = EveryMinuteTimelineSchedule.everyMinute
            .entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal).makeIterator()
        #expect(entries.next() == Date(timeIntervalSinceReferenceDate: 120))
        #expect(entries.next() == Date(timeIntervalSinceReferenceDate: 180))
    }

    @Test func animationScheduleStopsWhilePausedAndRespectsItsMinimumInterval() {
        let start = Date(timeIntervalSince1970: 0)
        var paused = AnimationTimelineSchedule.animation(paused: true).entries(from: start, mode: .normal).makeIterator()
        #expect(paused.next() == nil)
        var slow = AnimationTimelineSchedule.animation(minimumInterval: 0.5).entries(from: start, mode: .normal)
            .makeIterator()
        #expect(slow.next() == start)
        #expect(slow.next() == Date(timeIntervalSince1970: 0.5))
        var low = AnimationTimelineSchedule.animation.entries(from: start, mode: .lowFrequency).makeIterator()
        #expect(low.next() == nil)
    }

    @Test func theContentShowsEachDateOfThePeriodicSchedule() async throws {
        let ui = ViewHarness(Ticker(schedule: .periodic(from: .now, by: 0.1)))
        let first = try #require(ui.all(.text).first?.text)
        #expect(first.hasPrefix("Tick "))
        #expect(try await ui.settle(until: { ui.all(.text).first?.text != first }, timeout: .seconds(120)))
        let second = try #require(ui.all(.text).first?.text)
        // A tenth of a second later, to the tenth.
        let a = Int(first.dropFirst(5))!, b = Int(second.dropFirst(5))!
        #expect(b > a)
        #expect(try await ui.settle(until: { ui.all(.text).first?.text != second }, timeout: .seconds(120)))
    }

    @Test func anExplicitScheduleShowsThePastDateThenEachFutureOneAndStops() async throws {
        let now = Date()
        let dates = [now.addingTimeInterval(-5), now.addingTimeInterval(0.4), now.addingTimeInterval(1.2)]
        let made = Made()
        let ui = ViewHarness(Explicit(dates: dates, made: made))
        #expect(made.dates.last == dates[0])
        #expect(try await ui.settle(until: { made.dates.last == dates[2] }, timeout: .seconds(120)))
        // Only the schedule's dates, in order (a date the timer was too late for is skipped, as in SwiftUI).
        #expect(made.dates.allSatisfy(dates.contains))
        #expect(made.dates == made.dates.sorted())
        let count = made.dates.count
        try await ui.settle(for: .milliseconds(300))
        #expect(made.dates.count == count, "no dates after the last")
        #expect(ui.find(.text, "At \(dates[2].timeIntervalSince1970)") != nil)
    }

    @Test func theTimerStopsWhenTheViewGoes() async throws {
        let made = Made()
        let ui = ViewHarness(Toggled(made: made))
        #expect(try await ui.settle(until: { made.dates.count >= 3 }, timeout: .seconds(120)))
        try ui.click(.button, "Hide")
        #expect(ui.find(.text, "Live") == nil)
        let count = made.dates.count
        try await ui.settle(for: .milliseconds(300))
        #expect(made.dates.count == count)
    }

    @Test func theCadenceFollowsTheSchedulesSpacing() {
        var cadences: [TimelineViewDefaultContext.Cadence] = []
        for interval in [0.5, 5, 120] as [TimeInterval] {
            let ui = ViewHarness(TimelineView(.periodic(from: .now, by: interval)) { context in
                Text("\(context.cadence)")
            })
            if let text = ui.all(.text).first?.text {
                cadences.append(text == "live" ? .live : text == "seconds" ? .seconds : .minutes)
            }
        }
        #expect(cadences == [.live, .seconds, .minutes])
        #expect(TimelineViewDefaultContext.Cadence.live < .seconds)
    }
}
