/// The locale, calendar and time zone views format dates and numbers in.
///
/// `Text(date, style:)`, `Text(value, format:)`, `Text(value, formatter:)`,
/// their interpolations in a `LocalizedStringKey` and `MultiDatePicker` read
/// them where the text is shown, so `.environment(\.locale, Locale(identifier: "de_DE"))`
/// reformats everything below it, as in SwiftUI.
extension EnvironmentValues {
    private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale.current } }
    private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar.current } }
    private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }

    /// The current locale that views should use: `Locale.current` (the app
    /// process's) unless set with `.environment(\.locale, ...)`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates:
    /// `Calendar.current` unless set with `.environment(\.calendar, ...)`.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates:
    /// `TimeZone.current` unless set with `.environment(\.timeZone, ...)`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
