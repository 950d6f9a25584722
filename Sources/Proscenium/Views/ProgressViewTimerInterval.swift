import Foundation

// Progress over a time interval: the bar empties (or fills) as the clock
// passes through it, redrawn on a timeline, and the default current value
// label is the time left (or gone), as `Text(timerInterval:)` shows it.

/// The interval a progress view follows and which way it goes.
struct ProgressTimer: Sendable {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The fraction shown at `date`: what is left of the interval when
    /// counting down, what has passed otherwise.
    func fraction(at date: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0 else { return 1 }
        let passed = min(max(date.timeIntervalSince(interval.lowerBound) / length, 0), 1)
        return countsDown ? 1 - passed : passed
    }

    /// A determinate progress view at each moment of a timeline: about two
    /// hundred steps over the interval, at most one a tenth of a second.
    @MainActor func view<Label: View, CurrentValueLabel: View>(label: Label, currentValueLabel: CurrentValueLabel) -> some View {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let step = min(max(length / 200, 0.1), 1)
        return TimelineView(.periodic(from: interval.lowerBound, by: step)) { context in
            ProgressView<Label, CurrentValueLabel>(value: fraction(at: context.date), total: 1, label: label,
                                                   currentValueLabel: currentValueLabel)
        }
    }
}

/// The current value label of a progress view over a time interval: the
/// time left in it (or gone of it), as a timer shows it.
nonisolated public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView {
    /// Progress over `timerInterval`, labelled by `label` and
    /// `currentValueLabel`: it empties as the clock passes through the
    /// interval (fills, when `countsDown` is false).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
        self.init(value: timer.fraction(at: Date()), total: 1, label: label(), currentValueLabel: currentValueLabel())
        self.timer = timer
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress over `timerInterval`, labelled by `label`, with the time left
    /// (or gone) as its current value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress over `timerInterval`, with the time left (or gone) as its
    /// current value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}
