import Foundation

extension Text {
    /// A localized range between two dates (`Jan 5, 2024, 9:41 – 10:41 AM`),
    /// formatted in the locale, calendar and time zone of where it shows.
    public init(_ dates: ClosedRange<Date>) {
        self.init(runs: [Run(formatting: DateRangeValue(dates.lowerBound..<dates.upperBound))])
    }

    /// A localized date interval, as `Text(_:)` with a range of dates shows it.
    public init(_ interval: DateInterval) {
        self.init(runs: [Run(formatting: DateRangeValue(interval.start..<interval.end))])
    }
}

/// `Text(dates)`: the dates' interval, abbreviated to what differs between its ends.
/// Unchecked Sendable: as `FormattedValue`, immutable once made.
final class DateRangeValue: FormattedValue, @unchecked Sendable {
    let range: Range<Date>

    init(_ range: Range<Date>) { self.range = range }

    override func string(in context: FormattingContext) -> String {
        Date.IntervalFormatStyle(date: .numeric, time: .shortened, locale: context.locale,
                                 calendar: context.calendar, timeZone: context.timeZone).format(range)
    }

    override func isSame(as other: FormattedValue) -> Bool {
        guard let other = other as? DateRangeValue else { return false }
        return range == other.range
    }
}
