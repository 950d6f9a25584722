import Foundation
import ProsceniumHost

/// A view that shows its content again at each date of a schedule.
///
/// It has no element of its own: its content is its children. A main-actor
/// timer waits for the schedule's next date and re-renders the content with
/// it; the timer is cancelled when the view goes. The first content shows the
/// schedule's latest date not after now (it may be in the past, as in SwiftUI).
nonisolated public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// What the content closure is given: the date that prompted the update and the rate of updates.
    public struct Context {
        /// How often a timeline updates, slowest last.
        public enum Cadence: Comparable, Sendable {
            /// Many times a second.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The schedule's date that prompted this update.
        public let date: Date
        /// The rate at which the timeline updates.
        public let cadence: Cadence
        let invalidate: @MainActor () -> Void

        /// Asks the timeline view to make its content again, with the same date.
        @MainActor public func invalidateTimelineContent() { invalidate() }
    }
}

/// The context every timeline view's content is given, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
    /// A timeline view showing `content` at each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// A timeline view whose content is given this view type's own context
    /// (the older form; `TimelineViewDefaultContext` is the same for every
    /// timeline view).
    @available(macOS, introduced: 12.0, deprecated: 100000.0,
               message: "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure.")
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content) {
        self.schedule = schedule
        self.content = { shown in
            let cadence: Context.Cadence = switch shown.cadence {
            case .live: .live
            case .seconds: .seconds
            case .minutes: .minutes
            }
            return content(Context(date: shown.date, cadence: cadence, invalidate: shown.invalidate))
        }
    }

    @MainActor package func render(into context: inout RenderContext) {
        let timer = context.state("timeline") { TimelineTimer() }
        if timer.entries == nil {
            let node = context.node
            node.onUnmount { timer.stop() }
            timer.start(schedule.entries(from: Date(), mode: .normal)) { [weak node] in
                node?.invalidate(reason: "timeline")
            }
        }
        let invalidate: @MainActor () -> Void = { [weak node = context.node] in node?.invalidate(reason: "timeline") }
        let shown = TimelineViewDefaultContext(date: timer.current, cadence: timer.cadence, invalidate: invalidate)
        context.addChildren(content(shown))
    }
}

/// The clock of one timeline view: the date it shows and the wait for the next.
@MainActor
final class TimelineTimer {
    private(set) var entries: AnyIterator<Date>?
    private(set) var current = Date()
    private(set) var cadence: TimelineViewDefaultContext.Cadence = .live
    private var upcoming: Date?
    private var task: Task<Void, Never>?
    private var fire: (@MainActor () -> Void)?

    /// Dates a custom schedule may have in the past before the first one shown; more are skipped unseen.
    private static let pastLimit = 100_000

    func start<Entries: Sequence>(_ dates: Entries, fire: @escaping @MainActor () -> Void) where Entries.Element == Date {
        var iterator = dates.makeIterator()
        entries = AnyIterator { iterator.next() }
        self.fire = fire
        let now = Date()
        var latest: Date?
        var skipped = 0
        while let date = entries?.next() {
            if date > now { upcoming = date; break }
            latest = date
            skipped += 1
            if skipped > Self.pastLimit { break }
        }
        current = latest ?? upcoming ?? now
        if latest == nil, let first = upcoming {
            // Every date is ahead: show the first now, wait for the one after.
            current = first
            upcoming = entries?.next()
        }
        if let upcoming { cadence = Self.cadence(between: current, and: upcoming) }
        wait()
    }

    func stop() {
        task?.cancel()
        task = nil
        fire = nil
        entries = nil
    }

    private func wait() {
        guard let upcoming else { return }
        task = Task { @MainActor [weak self] in
            let delay = upcoming.timeIntervalSinceNow
            if delay > 0 { try? await Task.sleep(for: .milliseconds(Int((delay * 1000).rounded(.up)))) }
            guard !Task.isCancelled, let self else { return }
            self.advance()
        }
    }

    private func advance() {
        guard let date = upcoming else { return }
        current = date
        let now = Date()
        upcoming = nil
        // Dates that passed while the timer waited are not shown one by one.
        while let next = entries?.next() {
            if next > now { upcoming = next; break }
            current = next
        }
        if let upcoming { cadence = Self.cadence(between: current, and: upcoming) }
        fire?()
        wait()
    }

    private static func cadence(between a: Date, and b: Date) -> TimelineViewDefaultContext.Cadence {
        let gap = b.timeIntervalSince(a)
        return gap < 1 ? .live : gap < 60 ? .seconds : .minutes
    }
}
