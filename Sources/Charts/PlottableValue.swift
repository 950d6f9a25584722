import Foundation
import Proscenium

/// A value plotted in a chart, with the label that names what it is
/// (`.value("Month", item.month)`): the label titles the axis and legend.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value
    /// The end of a range (`.value("Angle", start, end)`).
    let end: Value?
    /// For dates: the calendar unit the value stands for (a bar a month wide).
    let unit: Calendar.Component?
    let calendar: Calendar?

    /// The value as the chart computes with it.
    var channel: PlotChannel {
        PlotChannel(label: label, value: PlotValue(value), end: end.map { PlotValue($0) }, unit: unit,
                    calendar: calendar ?? .current)
    }

    /// Creates a parameter value with label and value.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainText, value: value, end: nil, unit: nil, calendar: nil)
    }

    /// Creates a parameter value with label and value.
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelKey).plainText, value: value, end: nil, unit: nil, calendar: nil)
    }

    /// Creates a parameter value with label and value.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value, end: nil, unit: nil, calendar: nil)
    }

    /// Creates a parameter value with label and a range of values.
    public static func value<S: StringProtocol>(_ label: S, _ start: Value, _ end: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: start, end: end, unit: nil, calendar: nil)
    }

    /// Creates a parameter value with label and a range of values.
    public static func value(_ labelKey: LocalizedStringKey, _ start: Value, _ end: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelKey).plainText, value: start, end: end, unit: nil, calendar: nil)
    }
}

extension PlottableValue where Value == Date {
    /// Creates a parameter value with label and value: a date that stands for
    /// the whole `unit` it falls in (a bar spans its month).
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: date, end: nil, unit: unit, calendar: calendar)
    }

    /// Creates a parameter value with label and value.
    public static func value(_ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelKey).plainText, value: date, end: nil, unit: unit, calendar: calendar)
    }

    /// Creates a parameter value with label and value.
    public static func value(_ label: Text, _ date: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: label.plainText, value: date, end: nil, unit: unit, calendar: calendar)
    }
}

/// A plotted value, its label and what it spans, without its type.
struct PlotChannel: Sendable {
    var label: String
    var value: PlotValue
    var end: PlotValue?
    var unit: Calendar.Component?
    var calendar: Calendar

    /// The continuous interval a date with a unit stands for (its month, its day).
    var unitInterval: ClosedRange<Double>? {
        guard let unit, case let .date(date) = value,
              let interval = calendar.dateInterval(of: unit, for: date) else { return nil }
        return interval.start.timeIntervalSinceReferenceDate...interval.end.timeIntervalSinceReferenceDate
    }
}

/// The size of a mark along one dimension (a bar's width).
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }
    let kind: Kind

    /// The chart chooses: most of a category's band for bars.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction of the band (or, for a sector's inner radius, of the outer radius).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The band less `value` points on each side (for a sector's radius, less `value` points).
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }

    init(kind: Kind) { self.kind = kind }
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The size in points within a band (or a reference length) of `band` points.
    func resolve(in band: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: automatic
        case let .fixed(value): value
        case let .ratio(value): band * value
        case let .inset(value): max(band - 2 * value, 0)
        }
    }
}

/// How marks that share a position stack.
public struct MarkStackingMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind

    /// Stacked from zero, each on the one before.
    public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
    /// Stacked, each stack scaled to fill 0 ... 1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
    /// Stacked, each stack centred on zero (a streamgraph).
    public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
    /// Not stacked: each drawn from zero, over the others.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}
