/// The key of a localised string, made from a literal with interpolations:
/// `"\(count) books"`, `"\(value, specifier: "%.1f")"`, `"\(date, style: .date)"`,
/// `"\(value, format: .number)"`. Linux apps have no string tables: the key's
/// text, with interpolations formatted, is what shows.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    var runs: [Text.Run]

    public typealias StringLiteralType = String
    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias UnicodeScalarLiteralType = String

    /// A key of `value`, whose Markdown is read as a literal's is.
    public init(_ value: String) { runs = Self.runs(of: [.literal(value)]) }
    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        runs = Self.runs(of: stringInterpolation.pieces)
    }

    var plainText: String { runs.map(\.string).joined() }

    public struct StringInterpolation: StringInterpolationProtocol {
        /// The literal text (Markdown) and the interpolated values, in order.
        var pieces: [Piece] = []

        public typealias StringLiteralType = String

        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// An interpolated value's text: shown as it is, not read as Markdown.
        mutating func append(_ string: String) { pieces.append(.value(Text.Run(string: string))) }

        public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }

        public mutating func appendInterpolation(_ string: String) { append(string) }

        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            append(String(describing: value._arg))
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(String(format: specifier, value._arg))
        }

        public mutating func appendInterpolation(_ text: Text) {
            for run in text.runs { pieces.append(.value(run)) }
        }

        public mutating func appendInterpolation(_ image: Image) { appendInterpolation(Text(image)) }

        /// A date in `style`, formatted in the locale of where the text shows.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            pieces.append(.value(Text.Run(formatting: DateStyleValue(date, style: style))))
        }

        /// A value in a format style, formatted in the locale of where the text shows.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            pieces.append(.value(Text.Run(formatting: FormatStyleValue(input, style: format))))
        }
    }
}

/// Values `specifier:` formats with printf-style specifiers.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int { self } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self } }
extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) } }
extension Double: _FormatSpecifiable { public var _arg: Double { self } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) } }

extension Text {
    /// How `Text(date, style:)` shows a date.
    public enum DateStyle: Sendable {
        case time, date, relative, offset, timer

        func format(_ date: Date, now: Date = Date(), in context: FormattingContext = .process) -> String {
            func style(date dateStyle: Date.FormatStyle.DateStyle?, time: Date.FormatStyle.TimeStyle?) -> String {
                Date.FormatStyle(date: dateStyle, time: time, locale: context.locale, calendar: context.calendar,
                                 timeZone: context.timeZone).format(date)
            }
            switch self {
            case .time: return style(date: .omitted, time: .shortened)
            case .date: return style(date: .long, time: .omitted)
            case .relative, .offset, .timer:
                let seconds = Int(date.timeIntervalSince(now).rounded())
                let magnitude = abs(seconds)
                let text = magnitude >= 3600 ? "\(magnitude / 3600) hr, \(magnitude % 3600 / 60) min"
                    : magnitude >= 60 ? "\(magnitude / 60) min, \(magnitude % 60) sec" : "\(magnitude) sec"
                if self == .offset { return (seconds < 0 ? "-" : "+") + text }
                if self == .timer { return String(format: "%d:%02d", magnitude / 60, magnitude % 60) }
                return text
            }
        }
    }
}
