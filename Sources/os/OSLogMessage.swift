// A log message written with string interpolation, each value with its privacy and format.
import Foundation

/// A log message: a string literal with interpolated values, each redacted
/// or shown by its privacy (`"\(name, privacy: .public)"`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as it is logged, redactions applied.
    let text: String

    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
    public init(stringLiteral value: String) { text = value }
}

/// The parts of a log message: literal text and interpolated values.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + 8 * interpolationCount) }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A string; redacted unless `.public`.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.render(argumentString(), scalar: false))
    }

    /// A value's `description`; redacted unless `.public`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.render(value().description, scalar: false))
    }

    // Integers, shown unless `.private` or `.sensitive`: one overload per type,
    // as Apple's, so that they win over the `CustomStringConvertible` one.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int8, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int16, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt8, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt16, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt32, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        appendInteger(number(), format: format, align: align, privacy: privacy)
    }

    private mutating func appendInteger<T: FixedWidthInteger>(_ number: T, format: OSLogIntegerFormatting,
                                                               align: OSLogStringAlignment, privacy: OSLogPrivacy) {
        text += align.apply(privacy.render(format.format(number), scalar: true))
    }

    /// A `Double`, shown unless `.private` or `.sensitive`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.render(format.format(number()), scalar: true))
    }

    /// A `Float`, shown unless `.private` or `.sensitive`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.render(format.format(Double(number())), scalar: true))
    }

    /// A `CGFloat`, shown unless `.private` or `.sensitive`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.render(format.format(Double(number())), scalar: true))
    }

    /// A Boolean, shown unless `.private` or `.sensitive`.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        let text = switch format { case .truth: value ? "true" : "false"; case .answer: value ? "YES" : "NO" }
        self.text += privacy.render(text, scalar: true)
    }

    /// An object's `description`; redacted unless `.public`.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        text += privacy.render(argumentObject().description, scalar: false)
    }

    /// A type's name; redacted unless `.public`.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(privacy.render(String(describing: value()), scalar: false))
    }

    /// An error's description; redacted unless `.public`.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
                                             attributes: String = "") {
        text += privacy.render(String(describing: error()), scalar: false)
    }
}
