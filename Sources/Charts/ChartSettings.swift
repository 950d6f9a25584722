import Foundation
import Proscenium

/// What the chart view modifiers set, read by the charts inside them.
struct ChartSettings {
    var xAxisVisibility: Visibility = .automatic
    var yAxisVisibility: Visibility = .automatic
    var xAxisMarks: [AxisMarksSpec]?
    var yAxisMarks: [AxisMarksSpec]?
    var xDomain: ResolvedDomain?
    var yDomain: ResolvedDomain?
    var xScaleType: ScaleType?
    var yScaleType: ScaleType?
    var xRange: PositionScaleRange?
    var yRange: PositionScaleRange?
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    /// `chartForegroundStyleScale`: the styles of named categories, in order.
    var styleScale: [(PlotValue, AnyShapeStyle)]?
    var xSelection: ((PlotValue?) -> Void)?
    var ySelection: ((PlotValue?) -> Void)?
    var plotStyle: ((AnyView) -> AnyView)?
    var overlays: [(Alignment, (ChartProxy) -> AnyView)] = []
    var backgrounds: [(Alignment, (ChartProxy) -> AnyView)] = []
    /// `chartSymbolScale`: the symbols of named categories, in order.
    var symbolScale: [(PlotValue, ChartSymbol)]?
    /// `chartSymbolScale(mapping:)`: the symbol of any category.
    var symbolMapping: ((PlotValue) -> ChartSymbol?)?
    /// `chartSymbolScale(range:)` and `(domain:)`: the symbols categories take in turn, and their order.
    var symbolRange: [ChartSymbol]?
    var symbolDomain: [String]?
    /// `chartScrollableAxes` and what the other scrolling modifiers set.
    var scrollableAxes: Axis.Set = []
    var x = ChartAxisScrolling()
    var scrollBehavior: ValueAlignedChartScrollTargetBehavior?
    /// How many ticks the x axis takes (a scrolling chart's content has a page's count per page).
    var xTickCount: Int?
}

private struct ChartSettingsKey: EnvironmentKey {
    static var defaultValue: ChartSettings { ChartSettings() }
}

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

/// A domain an axis's scale covers: a range of numbers or dates, categories
/// in order, or the data's own.
public protocol ScaleDomain {}

/// A domain as the chart computes with it.
enum ResolvedDomain {
    case continuous(ClosedRange<Double>, isDate: Bool)
    case categories([String])
    case automatic(includesZero: Bool?, reversed: Bool?)
}

protocol ResolvableScaleDomain {
    var resolved: ResolvedDomain { get }
}

extension ClosedRange: ScaleDomain, ResolvableScaleDomain where Bound: Plottable {
    var resolved: ResolvedDomain { continuousDomain(PlotValue(lowerBound), PlotValue(upperBound)) }
}

extension Range: ScaleDomain, ResolvableScaleDomain where Bound: Plottable {
    var resolved: ResolvedDomain { continuousDomain(PlotValue(lowerBound), PlotValue(upperBound)) }
}

private func continuousDomain(_ lower: PlotValue, _ upper: PlotValue) -> ResolvedDomain {
    guard let low = lower.continuous, let high = upper.continuous else {
        return .categories([lower.description, upper.description])
    }
    return .continuous(min(low, high)...max(low, high), isDate: lower.isDate)
}

extension Array: ScaleDomain, ResolvableScaleDomain where Element: Plottable {
    var resolved: ResolvedDomain {
        let values = map { PlotValue($0) }
        let numbers = values.compactMap(\.continuous)
        if numbers.count == values.count, let low = numbers.min(), let high = numbers.max() {
            return .continuous(low...high, isDate: values.first?.isDate ?? false)
        }
        return .categories(values.map(\.description))
    }
}

/// The domain the data gives, with or without zero, optionally reversed.
public struct AutomaticScaleDomain: ScaleDomain, ResolvableScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    var resolved: ResolvedDomain { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's domain (zero included for numbers unless `includesZero` is false).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's domain, with or without zero, reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// How values map to positions along an axis.
public struct ScaleType: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, linear, log, squareRoot, symmetricLog, power(Double), date, category }
    let kind: Kind
    public static var automatic: ScaleType { ScaleType(kind: .automatic) }
    public static var linear: ScaleType { ScaleType(kind: .linear) }
    public static var log: ScaleType { ScaleType(kind: .log) }
    public static var squareRoot: ScaleType { ScaleType(kind: .squareRoot) }
    public static var symmetricLog: ScaleType { ScaleType(kind: .symmetricLog) }
    public static var date: ScaleType { ScaleType(kind: .date) }
    public static var category: ScaleType { ScaleType(kind: .category) }
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(kind: .power(exponent)) }
}

/// The points of the plot an axis's scale spans.
public protocol PositionScaleRange {}

/// The plot's whole length, less padding at either end.
public struct PlotDimensionScaleRange: PositionScaleRange, Sendable {
    let startPadding: CGFloat
    let endPadding: CGFloat
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The plot's length, less `startPadding` and `endPadding` points.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
    /// The plot's length, less `padding` points at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
}
