import Foundation

// `Text` of an image or a localized string resource, and the same values
// interpolated in a `LocalizedStringKey`: each shows as `Text(_:)` of the
// value does, wherever it is written.

extension Text {
    /// An image shown inline in text, as `"\(image)"` in a key shows it.
    public init(_ image: Image) {
        self.init(runs: [Run(string: image.accessibilityText, isImage: true)])
    }

    /// The text of a localized string resource, resolved in its locale
    /// (Linux apps have no string tables: its default value shows).
    /// Disfavoured, as on a Mac: a literal (`Text("Title")`) stays a
    /// `LocalizedStringKey`.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An attributed string's runs, with their styles, as `Text(_:)` of it shows them.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        appendInterpolation(Text(attributedString))
    }

    /// A range of dates, formatted where the text shows, as `Text(_:)` of it.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        appendInterpolation(Text(dates))
    }

    /// A date interval, formatted where the text shows, as `Text(_:)` of it.
    public mutating func appendInterpolation(_ interval: DateInterval) {
        appendInterpolation(Text(interval))
    }

    /// A localized string resource's text, as `Text(_:)` of it.
    public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
        appendInterpolation(Text(resource))
    }
}
