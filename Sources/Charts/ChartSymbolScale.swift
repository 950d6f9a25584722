import Foundation
import Proscenium

extension View {
    /// Configures the symbol scale for charts: the symbol of each category
    /// that `symbol(by:)` plots (and the legend shows).
    nonisolated public func chartSymbolScale<DataValue>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> some View
    where DataValue: Plottable {
        let pairs = mapping.map { (PlotValue($0.key), ChartSymbol(AnyChartSymbolShape($0.value))) }
        return chartSetting { $0.symbolScale = pairs }
    }

    /// Configures the symbol scale for charts: `mapping` gives each category its symbol.
    nonisolated public func chartSymbolScale<DataValue, S>(mapping: @escaping (DataValue) -> S) -> some View
    where DataValue: Plottable, S: ChartSymbolShape {
        chartSetting { settings in
            settings.symbolMapping = { value in value.plottable(as: DataValue.self).map { ChartSymbol(mapping($0)) } }
        }
    }

    /// Configures the symbol scale for charts: `mapping`'s symbol for each of `domain`'s categories.
    nonisolated public func chartSymbolScale<Domain, S>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain: Collection, S: ChartSymbolShape, Domain.Element: Plottable {
        let pairs = domain.map { (PlotValue($0), ChartSymbol(mapping($0))) }
        return chartSetting { $0.symbolScale = pairs }
    }

    /// Configures the symbol style scale for charts: the categories take
    /// `range`'s symbols in turn, in the order they appear (or the domain's).
    nonisolated public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        let symbols = range.map { ChartSymbol(AnyChartSymbolShape($0)) }
        return chartSetting { $0.symbolRange = symbols }
    }

    /// Configures the symbol style scale for charts: the categories, in the
    /// order they take the symbols (the range's, or the default cycle).
    nonisolated public func chartSymbolScale<Domain>(domain: Domain) -> some View where Domain: ScaleDomain {
        let resolved = (domain as? any ResolvableScaleDomain)?.resolved
        return chartSetting { settings in
            if case let .categories(names)? = resolved { settings.symbolDomain = names }
        }
    }
}
