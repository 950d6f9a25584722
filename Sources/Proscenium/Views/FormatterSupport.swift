/// Foundation formatters (`Formatter` subclasses) as `Text(_:formatter:)`
/// and `TextField(_:value:formatter:)` use them. Linux's Foundation has no
/// `getObjectValue(_:for:errorDescription:)` (formatters parse through their
/// own methods there), and several of its formatters do not implement
/// `string(for:)`, which is then a fatal error: each is asked through the
/// methods it has.

/// `value` as `formatter` shows it; nil when it cannot.
func formattedString(_ formatter: Formatter, for value: Any?) -> String? {
    guard let value = value.flatMap(unwrappedOptional) else { return nil }
    switch formatter {
    case let numbers as NumberFormatter:
        // CGFloat is not a number to Linux's NumberFormatter.
        if let float = value as? CGFloat { return numbers.string(for: Double(float)) }
        return numbers.string(for: value)
    case let dates as ISO8601DateFormatter:
        return (value as? Date).map(dates.string(from:))
    case let lengths as LengthFormatter:
        return (value as? Double).map(lengths.string(fromMeters:))
    case let masses as MassFormatter:
        return (value as? Double).map(masses.string(fromKilograms:))
    case let energies as EnergyFormatter:
        return (value as? Double).map(energies.string(fromJoules:))
    case let intervals as DateIntervalFormatter:
        return (value as? DateInterval).flatMap(intervals.string(from:))
    default:
        // DateFormatter, ByteCountFormatter, ListFormatter and an app's own
        // subclasses implement `string(for:)`.
        return formatter.string(for: value)
    }
}

/// The value of type `V` that `formatter` reads in `text`; nil when it reads
/// none (the field then leaves its value as it was). Number and date
/// formatters parse; with another formatter only a string value takes the
/// text as it is. Empty text is nil for an optional value.
func parsedValue<V>(_ text: String, with formatter: Formatter, as type: V.Type) -> V? {
    if text.isEmpty, let optional = V.self as? any ExpressibleByNilLiteral.Type {
        return optional.init(nilLiteral: ()) as? V
    }
    switch formatter {
    case let numbers as NumberFormatter:
        return numbers.number(from: text).flatMap { convert($0, to: V.self) }
    case let dates as DateFormatter:
        return dates.date(from: text) as? V
    case let dates as ISO8601DateFormatter:
        return dates.date(from: text) as? V
    default:
        return text as? V
    }
}

/// `number` as a `V` (`Int`, `Double`, `CGFloat`, `Decimal`, ..., or an
/// optional of one): a whole number only for an integer type.
private func convert<V>(_ number: NSNumber, to type: V.Type) -> V? {
    if let value = number as? V { return value }
    let double = number.doubleValue
    let fractional: [Any] = [double, CGFloat(double), Float(double), number.decimalValue]
    if let value = fractional.lazy.compactMap({ $0 as? V }).first { return value }
    guard double.rounded() == double else { return nil }
    let whole: [Any] = [number.intValue, number.int64Value, number.int32Value, number.int16Value, number.int8Value,
                        number.uintValue, number.uint64Value, number.uint32Value, number.uint16Value, number.uint8Value]
    return whole.lazy.compactMap { $0 as? V }.first
}

/// An optional's value (nil for none, its own unwrapped for nested ones);
/// any other value as it is.
private func unwrappedOptional(_ value: Any) -> Any? {
    guard let optional = value as? any AnyOptional else { return value }
    return optional.wrappedAny.flatMap(unwrappedOptional)
}

private protocol AnyOptional {
    var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
    fileprivate var wrappedAny: Any? { map { $0 as Any } }
}
