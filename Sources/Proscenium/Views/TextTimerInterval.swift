/// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: the time left in
/// (or gone of) an interval, as a timer shows it (`4:05`, `1:02:03`).
/// Unchecked Sendable: as `FormattedValue`, immutable once made.
final class TimerIntervalValue: FormattedValue, @unchecked Sendable {
    let interval: ClosedRange<Date>
    let pauseTime: Date?
    let countsDown: Bool
    let showsHours: Bool

    init(_ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool) {
        self.interval = interval
        self.pauseTime = pauseTime
        self.countsDown = countsDown
        self.showsHours = showsHours
    }

    override func string(in context: FormattingContext) -> String { string(now: Date()) }

    /// The timer at `now` (or at its pause time): clamped to the interval,
    /// whole seconds, hours apart only when `showsHours`.
    func string(now: Date) -> String {
        let moment = Swift.min(Swift.max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
        let elapsed = moment.timeIntervalSince(interval.lowerBound)
        let shown = countsDown ? interval.upperBound.timeIntervalSince(interval.lowerBound) - elapsed : elapsed
        // A countdown shows a second until it has fully passed, as a timer does.
        let seconds = Swift.max(0, Int(countsDown ? shown.rounded(.up) : shown.rounded(.down)))
        if showsHours, seconds >= 3600 {
            return String(format: "%d:%02d:%02d", seconds / 3600, seconds % 3600 / 60, seconds % 60)
        }
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
    }

    override func isSame(as other: FormattedValue) -> Bool {
        guard let other = other as? TimerIntervalValue else { return false }
        return interval == other.interval && pauseTime == other.pauseTime && countsDown == other.countsDown
            && showsHours == other.showsHours
    }
}

extension Text {
    /// A timer over `timerInterval`: the time left (`countsDown`) or gone,
    /// as minutes and seconds (hours too when `showsHours` and an hour or
    /// more), stopped at `pauseTime` when given. Like the relative date
    /// styles, it shows the value when the text was last shown.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true) {
        self.init(runs: [Run(formatting: TimerIntervalValue(timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                                                            showsHours: showsHours))])
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A timer over `timerInterval` in the key's text, as `Text(timerInterval:...)` shows it.
    public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil,
                                             countsDown: Bool = true, showsHours: Bool = true) {
        pieces.append(.value(Text.Run(formatting: TimerIntervalValue(timerInterval, pauseTime: pauseTime,
                                                                     countsDown: countsDown, showsHours: showsHours))))
    }
}
