import Foundation
import Proscenium

/// The colours and symbols a chart gives categories, in Swift Charts' order.
enum ChartPalette {
    static let colors: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// The style of marks that no style names.
    static var defaultStyle: AnyShapeStyle { AnyShapeStyle(Color.blue) }
    static let gridStyle = AnyShapeStyle(Color.gray.opacity(0.3))
    static let tickStyle = AnyShapeStyle(Color.gray.opacity(0.5))
}

/// One category of `foregroundStyle(by:)` (or `symbol(by:)`) and how it is drawn.
struct LegendEntry {
    var name: String
    var style: AnyShapeStyle
    var symbol: ChartSymbol?
}

/// The categories of a chart's marks and the styles and symbols they get.
struct ChartEncodings {
    var styleCategories: [String] = []
    var styles: [String: AnyShapeStyle] = [:]
    var symbolCategories: [String] = []
    /// The symbols `chartSymbolScale` gives categories.
    var symbols: [String: ChartSymbol] = [:]
    var styleLabel: String?

    init(marks: [MarkSpec], settings: ChartSettings) {
        var scaled: [String: AnyShapeStyle] = [:]
        for (value, style) in settings.styleScale ?? [] {
            let name = value.description
            if scaled[name] == nil {
                scaled[name] = style
                styleCategories.append(name)
            }
        }
        let named = Set(styleCategories)
        var seen = named
        for mark in marks {
            if let key = mark.styleKey {
                styleLabel = styleLabel ?? key.label
                let name = key.value.description
                if seen.insert(name).inserted { styleCategories.append(name) }
            }
        }
        // Only the categories the data has are shown when a scale names more.
        let present = Set(marks.compactMap { $0.styleKey?.value.description })
        if settings.styleScale != nil { styleCategories = styleCategories.filter { present.contains($0) } }
        var next = 0
        for name in styleCategories {
            if let style = scaled[name] {
                styles[name] = style
            } else {
                styles[name] = AnyShapeStyle(ChartPalette.colors[next % ChartPalette.colors.count])
                next += 1
            }
        }
        var seenSymbols = Set<String>()
        for mark in marks {
            if let key = mark.symbolKey, seenSymbols.insert(key.value.description).inserted {
                symbolCategories.append(key.value.description)
            }
        }
        if let domain = settings.symbolDomain {
            symbolCategories = domain.filter(seenSymbols.contains) + symbolCategories.filter { !domain.contains($0) }
        }
        for (value, symbol) in settings.symbolScale ?? [] where symbols[value.description] == nil {
            symbols[value.description] = symbol
        }
        let cycle = settings.symbolRange.flatMap { $0.isEmpty ? nil : $0 }
            ?? BasicChartSymbolShape.cycle.map { ChartSymbol($0) }
        var nextSymbol = 0
        for mark in marks {
            guard let key = mark.symbolKey, symbols[key.value.description] == nil else { continue }
            if let mapped = settings.symbolMapping?(key.value) {
                symbols[key.value.description] = mapped
            }
        }
        for name in symbolCategories where symbols[name] == nil {
            symbols[name] = cycle[nextSymbol % cycle.count]
            nextSymbol += 1
        }
    }

    /// The style a mark is drawn in: its own, its category's, or the default.
    func style(of mark: MarkSpec) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let key = mark.styleKey, let style = styles[key.value.description] { return style }
        return ChartPalette.defaultStyle
    }

    /// The symbol a mark is drawn with: its own, its category's, or a circle.
    func symbol(of mark: MarkSpec) -> ChartSymbol {
        if let symbol = mark.symbol { return symbol }
        if let key = mark.symbolKey, let symbol = symbols[key.value.description] { return symbol }
        return ChartSymbol(BasicChartSymbolShape.circle)
    }

    /// What the legend lists: each style category, with its symbol when the
    /// same categories choose symbols.
    func legendEntries(marks: [MarkSpec]) -> [LegendEntry] {
        // Symbols alone: the legend lists their categories.
        if styleCategories.isEmpty {
            return symbolCategories.map { LegendEntry(name: $0, style: ChartPalette.defaultStyle, symbol: symbols[$0]) }
        }
        return styleCategories.map { name in
            let symbolMark = marks.first { $0.styleKey?.value.description == name && $0.symbolKey != nil }
            return LegendEntry(name: name, style: styles[name] ?? ChartPalette.defaultStyle,
                               symbol: symbolMark.map { symbol(of: $0) })
        }
    }
}
