import Foundation

/// A type that can serve as data to plot in a chart: a number (quantitative),
/// a `Date` (temporal) or a `String` (categorical), or a type that maps to one
/// of them through `primitivePlottable`.
public protocol Plottable: Equatable {
    /// A primitive plottable type.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol

    /// The primitive plottable value that corresponds to the plottable value of the underlying type.
    var primitivePlottable: PrimitivePlottable { get }

    /// Creates the plottable value for the underlying type, if any, that
    /// corresponds to the primitive plottable value.
    init?(primitivePlottable: PrimitivePlottable)
}

/// A type that represents the primitive plottable types supported by the
/// framework: numbers, `Date` and `String`. Don't use this type directly.
public protocol PrimitivePlottableProtocol: Plottable where Self == Self.PrimitivePlottable {}

extension PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

/// A `String`-backed (or number-backed) enumeration plots as its raw value:
/// `enum Status: String, Plottable { case active = "Active" }`.
extension Plottable where Self: RawRepresentable, Self.RawValue: PrimitivePlottableProtocol {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Decimal: PrimitivePlottableProtocol {}

/// A plotted value as the chart computes with it.
enum PlotValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value of any plottable, through its primitive.
    init<P: Plottable>(_ value: P) {
        switch value.primitivePlottable as Any {
        case let string as String: self = .category(string)
        case let date as Date: self = .date(date)
        case let number as any BinaryFloatingPoint: self = .number(Double(number))
        case let number as any BinaryInteger: self = .number(Double(number))
        case let number as Decimal: self = .number(NSDecimalNumber(decimal: number).doubleValue)
        default: self = .category(String(describing: value))
        }
    }

    /// The position on a continuous scale: a number, or a date's seconds.
    var continuous: Double? {
        switch self {
        case let .number(value): value
        case let .date(date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    var isCategory: Bool { if case .category = self { true } else { false } }
    var isDate: Bool { if case .date = self { true } else { false } }

    var description: String {
        switch self {
        case let .number(value): value.formatted()
        case let .date(date): date.formatted(date: .abbreviated, time: .omitted)
        case let .category(name): name
        }
    }

    /// This value as a `P`, when it is one (a number rounded for an integer type).
    func plottable<P: Plottable>(as type: P.Type) -> P? {
        guard let primitive = Self.primitive(P.PrimitivePlottable.self, from: self) else { return nil }
        return P(primitivePlottable: primitive)
    }

    private static func primitive<T: PrimitivePlottableProtocol>(_ type: T.Type, from value: PlotValue) -> T? {
        switch value {
        case let .category(name): return name as? T
        case let .date(date): return date as? T
        case let .number(number):
            guard number.isFinite else { return nil }
            if let floating = T.self as? any BinaryFloatingPoint.Type { return floating.init(number) as? T }
            if let integer = T.self as? any BinaryInteger.Type { return integer.init(exactly: number.rounded()) as? T }
            if T.self == Decimal.self { return Decimal(number) as? T }
            return nil
        }
    }
}
