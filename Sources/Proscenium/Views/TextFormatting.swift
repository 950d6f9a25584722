/// Text made from values (`Text(date, style:)`, `Text(value, format:)`, their
/// interpolations) is formatted where it is shown, in the locale, calendar and
/// time zone of that environment, as SwiftUI does: a text is made before it
/// knows where it goes, so its run keeps the values and formats them again at
/// render. The run's `string` holds them formatted in the process's own
/// locale, for what reads a text outside any environment (`plainText`,
/// accessibility labels, menu titles).

/// The locale, calendar and time zone a text's values are formatted in.
struct FormattingContext {
    var locale: Locale
    var calendar: Calendar
    var timeZone: TimeZone

    /// The process's own: what a text made outside any view shows.
    static var process: FormattingContext {
        FormattingContext(locale: .current, calendar: .current, timeZone: .current)
    }

    init(locale: Locale, calendar: Calendar, timeZone: TimeZone) {
        self.locale = locale
        self.calendar = calendar
        self.timeZone = timeZone
    }

    /// The environment's (reading them makes the text depend on them).
    init(_ environment: EnvironmentValues) {
        self.init(locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
    }
}

/// A value and how it is formatted. Immutable once made; the value and the
/// style are what the app passed to `Text` (values, as Text itself is
/// `Sendable`), hence `@unchecked`: `FormatStyle` does not require `Sendable`.
class FormattedValue: @unchecked Sendable {
    func string(in context: FormattingContext) -> String { "" }
    /// Whether `other` formats the same value the same way.
    func isSame(as other: FormattedValue) -> Bool { self === other }
}

/// `Text(input, format:)`: the style with the environment's locale.
/// Unchecked Sendable: as `FormattedValue`, immutable once made.
final class FormatStyleValue<F: FormatStyle>: FormattedValue, @unchecked Sendable
where F.FormatInput: Equatable, F.FormatOutput == String {
    let input: F.FormatInput
    let style: F

    init(_ input: F.FormatInput, style: F) {
        self.input = input
        self.style = style
    }

    override func string(in context: FormattingContext) -> String {
        // A date style takes the calendar and time zone too; any style takes
        // the locale (`FormatStyle.locale(_:)`, which styles without one ignore).
        if var dateStyle = style as? Date.FormatStyle {
            dateStyle.calendar = context.calendar
            dateStyle.timeZone = context.timeZone
            if let adjusted = dateStyle.locale(context.locale) as? F { return adjusted.format(input) }
        }
        return style.locale(context.locale).format(input)
    }

    override func isSame(as other: FormattedValue) -> Bool {
        guard let other = other as? FormatStyleValue<F> else { return false }
        return input == other.input && style == other.style
    }
}

/// `Text(date, style:)`.
/// Unchecked Sendable: as `FormattedValue`, immutable once made.
final class DateStyleValue: FormattedValue, @unchecked Sendable {
    let date: Date
    let style: Text.DateStyle

    init(_ date: Date, style: Text.DateStyle) {
        self.date = date
        self.style = style
    }

    override func string(in context: FormattingContext) -> String { style.format(date, in: context) }

    override func isSame(as other: FormattedValue) -> Bool {
        guard let other = other as? DateStyleValue else { return false }
        return date == other.date && style == other.style
    }
}

/// A run's characters as literal text and formatted values, in order (a
/// Markdown key joins the literal text around a value into the value's run).
/// Unchecked Sendable: its parts are immutable once made, as `FormattedValue` is.
final class FormattedText: Equatable, @unchecked Sendable {
    enum Part {
        case literal(String)
        case value(FormattedValue)
    }

    let parts: [Part]

    init(_ parts: [Part]) { self.parts = parts }

    func string(in context: FormattingContext) -> String {
        parts.map { part in
            switch part {
            case let .literal(text): text
            case let .value(value): value.string(in: context)
            }
        }.joined()
    }

    static func == (lhs: FormattedText, rhs: FormattedText) -> Bool {
        if lhs === rhs { return true }
        guard lhs.parts.count == rhs.parts.count else { return false }
        return zip(lhs.parts, rhs.parts).allSatisfy { pair in
            switch pair {
            case let (.literal(left), .literal(right)): left == right
            case let (.value(left), .value(right)): left.isSame(as: right)
            default: false
            }
        }
    }
}

extension Text.Run {
    /// A run of a formatted value, showing it in the process's locale until rendered.
    init(formatting value: FormattedValue) {
        self.init(string: value.string(in: .process))
        self.formatted = FormattedText([.value(value)])
    }

    /// The run's parts: its formatted ones, or its characters as one literal.
    private var parts: [FormattedText.Part] { self.formatted?.parts ?? [.literal(string)] }

    /// Appends `other`'s characters (and formatted values) to this run's.
    mutating func append(_ other: Text.Run) {
        if self.formatted != nil || other.formatted != nil {
            self.formatted = FormattedText(parts + other.parts)
        }
        string += other.string
    }

    /// This run with its values formatted in `context`.
    func resolved(in context: FormattingContext) -> Text.Run {
        guard let formatted = self.formatted else { return self }
        var run = self
        run.string = formatted.string(in: context)
        run.formatted = nil
        return run
    }
}

extension Text {
    /// Whether any run formats values where it is shown.
    var hasFormattedRuns: Bool { runs.contains { $0.formatted != nil } }

    /// A value shown with a format style: `Text(price, format: .currency(code: "EUR"))`,
    /// in the locale of the environment it is shown in.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(runs: [Run(formatting: FormatStyleValue(input, style: format))])
    }

    /// A date shown in `style` (`.time`, `.date`, `.relative`, ...), in the
    /// locale, calendar and time zone of the environment it is shown in.
    /// Relative styles show the value when the text was last shown.
    public init(_ date: Date, style: DateStyle) {
        self.init(runs: [Run(formatting: DateStyleValue(date, style: style))])
    }

    /// A value formatted by a Foundation formatter (`DateFormatter`,
    /// `NumberFormatter`, ...), as the formatter is configured: its own
    /// `locale`, not the environment's, since the app set it up.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formattedString(formatter, for: subject) ?? "")
    }

    /// A Foundation object formatted by a Foundation formatter, as the formatter is configured.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formattedString(formatter, for: subject) ?? "")
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A value formatted by a Foundation formatter, as the formatter is configured: `"Due \(date, formatter: f)"`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
        append(formatter.flatMap { formattedString($0, for: subject) } ?? String(describing: subject))
    }

    /// A Foundation object formatted by a Foundation formatter, as the formatter is configured.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        append(formatter.flatMap { formattedString($0, for: subject) } ?? subject.description)
    }
}
