import Foundation

// Foundation on Linux lacks `String.LocalizationValue`, `String(localized:)` and
// `LocalizedStringResource`, which SwiftUI apps use for every user-facing
// string. These are Apple's spellings; strings are looked up in the bundle's
// `.strings` tables through `Bundle.localizedString(forKey:value:table:)`, which
// Linux Foundation does have, and fall back to the development-language text.

extension String {
    /// A localizable string with its interpolated arguments: the key is the
    /// format (`"Hello %@"`), the arguments fill it after lookup.
    public struct LocalizationValue: Equatable, Hashable, Sendable, Codable,
        ExpressibleByStringInterpolation, CustomDebugStringConvertible
    {
        /// One interpolated argument, kept typed so the format specifier and the
        /// text it becomes match Apple's (`%lld` for integers, `%lf` for doubles).
        enum Argument: Hashable, Sendable, Codable {
            case object(String)
            case signed(Int64)
            case unsigned(UInt64)
            case double(Double)
            case float(Float)
        }

        /// The lookup key: the literal text with a format specifier per argument.
        let key: String
        let arguments: [Argument]

        public init(_ value: String) {
            key = value.replacingOccurrences(of: "%", with: "%%")
            arguments = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        public var debugDescription: String { resolved(format: key) }

        /// The text with `format` (the key, or its translation) filled in.
        func resolved(format: String, locale: Locale? = nil) -> String {
            FormatFiller(format: format, arguments: arguments, locale: locale).text
        }

        /// Collects literal text and typed arguments.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [Argument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            mutating func append(_ argument: Argument, specifier: String) {
                key += specifier
                arguments.append(argument)
            }

            public mutating func appendInterpolation(_ string: String) { append(.object(string), specifier: "%@") }
            public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
                append(.object(String(string)), specifier: "%@")
            }
            public mutating func appendInterpolation<T: SignedInteger>(_ value: T) {
                append(.signed(Int64(value)), specifier: "%lld")
            }
            public mutating func appendInterpolation<T: UnsignedInteger>(_ value: T) {
                append(.unsigned(UInt64(value)), specifier: "%llu")
            }
            public mutating func appendInterpolation(_ value: Double) { append(.double(value), specifier: "%lf") }
            public mutating func appendInterpolation(_ value: Float) { append(.float(value), specifier: "%f") }
            public mutating func appendInterpolation(_ value: LocalizationValue) {
                append(.object(value.debugDescription), specifier: "%@")
            }
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
                append(.object(format.format(input)), specifier: "%@")
            }
            /// Anything else is shown as `String(describing:)`, as `%@` shows an object.
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ value: T) {
                append(.object(String(describing: value)), specifier: "%@")
            }
        }
    }

    /// A localized string from an interpolated string: the text, translated by
    /// the bundle's table (`Localizable` when `table` is nil) when it has the key.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        let format = LocalizedLookup.format(key: keyAndValue.key, defaultValue: keyAndValue.key,
                                            table: table, bundle: bundle)
        self = keyAndValue.resolved(format: format, locale: locale)
    }

    /// A localized string for a static key, with the text to use when the table lacks it.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        let format = LocalizedLookup.format(key: "\(key)", defaultValue: defaultValue.key,
                                            table: table, bundle: bundle)
        self = defaultValue.resolved(format: format, locale: locale)
    }

    /// The text of a localized string resource, in its locale.
    public init(localized resource: LocalizedStringResource) {
        let format = LocalizedLookup.format(key: resource.key, defaultValue: resource.defaultValue.key,
                                            table: resource.table, bundle: resource.bundle.bundle)
        self = resource.defaultValue.resolved(format: format, locale: resource.locale)
    }
}

/// Looks a key up in a bundle's strings table.
enum LocalizedLookup {
    static func format(key: String, defaultValue: String, table: String?, bundle: Bundle?) -> String {
        let table = (table?.isEmpty ?? true) ? nil : table
        return (bundle ?? .main).localizedString(forKey: key, value: defaultValue, table: table)
    }
}

/// Fills a printf-style format (`%@`, `%lld`, `%1$@`, `%%`, ...) with typed
/// arguments without going through C varargs, so a translation with fewer,
/// reordered or mismatched specifiers never reads past its arguments.
struct FormatFiller {
    let format: String
    let arguments: [String.LocalizationValue.Argument]
    let locale: Locale?

    var text: String {
        var output = ""
        var next = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            output += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                output += "%"
                characters = rest.dropFirst()
                continue
            }
            // An optional position (`1$`), then flags, width, precision and length, then the conversion.
            var index = next
            if let dollar = rest.firstIndex(of: "$"), let position = Int(rest[..<dollar]), position > 0 {
                index = position - 1
                rest = rest[rest.index(after: dollar)...]
            }
            let specifierEnd = rest.firstIndex { "@dDiuUoOxXfFeEgGcsSaA".contains($0) }
            guard let end = specifierEnd else {
                output += "%" + rest
                return output
            }
            let modifiers = String(rest[..<end])
            let conversion = rest[end]
            if index < arguments.count {
                output += render(arguments[index], modifiers: modifiers, conversion: conversion)
            }
            next = index + 1
            characters = rest[rest.index(after: end)...]
        }
        output += characters
        return output
    }

    private func render(_ argument: String.LocalizationValue.Argument, modifiers: String, conversion: Character) -> String {
        let precision = modifiers.split(separator: ".").dropFirst().first.flatMap { Int($0.filter(\.isNumber)) }
        switch argument {
        case let .object(text): return text
        case let .signed(value): return String(value)
        case let .unsigned(value): return String(value)
        case let .double(value): return decimal(value, precision: precision, conversion: conversion)
        case let .float(value): return decimal(Double(value), precision: precision, conversion: conversion)
        }
    }

    private func decimal(_ value: Double, precision: Int?, conversion: Character) -> String {
        if "gG".contains(conversion) && precision == nil { return value.formatted(.number.locale(locale ?? .current)) }
        let digits = precision ?? 6
        return value.formatted(.number.precision(.fractionLength(digits)).grouping(.never).locale(locale ?? .current))
    }
}
