import Foundation

/// A type that provides a sequence of dates for use as a schedule: a
/// `TimelineView` shows its content again at each date.
public protocol TimelineSchedule {
    /// The dates of the schedule, ascending.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// How often the view wants updates.
    typealias Mode = TimelineScheduleMode
    /// The dates, starting around `startDate`.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates. A browser page is
/// always `normal` (it has no lowered-wrist state).
public enum TimelineScheduleMode: Sendable, Hashable {
    /// Updates at the schedule's natural cadence.
    case normal
    /// Updates at a reduced rate.
    case lowFrequency
}

/// A schedule of dates a fixed interval apart, aligned to a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// A schedule of `startDate`, `startDate + interval`, ... .
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates, from the one at or before `startDate` in the schedule's phase.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(first: phaseAligned(startDate), interval: interval)
    }

    private func phaseAligned(_ date: Date) -> Date {
        guard interval > 0, date > startDate else { return startDate }
        let steps = (date.timeIntervalSince(startDate) / interval).rounded(.down)
        return startDate.addingTimeInterval(steps * interval)
    }

    /// The dates of a periodic schedule, ascending, without end.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        init(first: Date, interval: TimeInterval) {
            upcoming = first
            self.interval = interval
        }
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            // A non-positive interval is one date only.
            upcoming = interval > 0 ? date.addingTimeInterval(interval) : nil
            return date
        }
    }
}

/// A schedule of the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    /// The start of `startDate`'s minute, then each following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
        return Entries(periodic: PeriodicTimelineSchedule.Entries(first: minute, interval: 60))
    }

    /// The per-minute dates, ascending.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var periodic: PeriodicTimelineSchedule.Entries
        public mutating func next() -> Date? { periodic.next() }
    }
}

/// A schedule of the dates it was given.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`, ascending.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates given, whatever `startDate` and `mode`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A schedule for animating a timeline view's content: a date each frame.
///
/// The browser display updates from the app, so "each frame" is each
/// `minimumInterval` (at most 60 a second); `paused` stops it.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule at most every `minimumInterval` seconds (nil: each frame), stopped while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The dates: none while paused or in low-frequency mode.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: start, interval: Swift.max(minimumInterval ?? 1.0 / 60, 1.0 / 60),
                stopped: paused || mode == .lowFrequency)
    }

    /// The frame dates, ascending.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        let stopped: Bool
        public mutating func next() -> Date? {
            guard !stopped else { return nil }
            let date = upcoming
            upcoming = date.addingTimeInterval(interval)
            return date
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule of dates `interval` apart from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule of the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// A schedule of the given dates.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule of a date each frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule of a date each frame, at most every `minimumInterval` seconds, stopped while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
