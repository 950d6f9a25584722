import Foundation
import Proscenium

/// A SwiftUI view that displays a chart: its marks over axes with round
/// values, a legend of its categories below. It takes the space it is
/// offered, as SwiftUI's does.
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartSettings) private var settings

    /// Creates a chart composed of any number of data series and individual marks.
    nonisolated public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: some View {
        var marks: [MarkSpec] = []
        collectMarks(content, into: &marks)
        return ChartFrame(marks: marks, settings: settings)
    }
}

extension Chart {
    /// Creates a chart composed of a series of identifiable marks.
    nonisolated public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent,
          Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// Creates a chart composed of a series of marks, identified by the property at `id`.
    nonisolated public init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                         @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent {
        self.content = ForEach(data, id: id, content: content)
    }
}

/// A chart's plot and axes over its legend.
struct ChartFrame: View {
    let marks: [MarkSpec]
    let settings: ChartSettings

    var body: some View {
        let encodings = ChartEncodings(marks: marks, settings: settings)
        let entries = settings.legendVisibility == .hidden ? [] : encodings.legendEntries(marks: marks)
        let onTop = settings.legendPosition == .top
        let spacing = settings.legendSpacing ?? 8
        let alignment = settings.legendAlignment?.horizontal ?? .leading
        // The reader is the chart's root, so the chart takes the space it is offered.
        return GeometryReader { proxy in
            let legendHeight = entries.isEmpty ? 0 : ChartText.lineHeight + spacing
            let plotSize = CGSize(width: proxy.size.width, height: max(proxy.size.height - legendHeight, 0))
            ZStack(alignment: .topLeading) {
                Group {
                    if let scrolling = ChartScrollGeometry(marks: marks, settings: settings, size: plotSize) {
                        ScrollingChartCanvas(geometry: scrolling, settings: settings, size: plotSize)
                    } else {
                        ChartCanvas(layout: ChartLayout(marks: marks, settings: settings, size: plotSize), settings: settings)
                    }
                }
                .offset(y: onTop ? legendHeight : 0)
                if !entries.isEmpty {
                    ChartLegend(entries: entries)
                        .frame(width: proxy.size.width, height: ChartText.lineHeight,
                               alignment: Alignment(horizontal: alignment, vertical: .center))
                        .offset(y: onTop ? 0 : plotSize.height + spacing)
                }
            }
        }
    }
}

/// The legend: each category's symbol in its colour, and its name.
struct ChartLegend: View {
    let entries: [LegendEntry]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(entries.indices, id: \.self) { index in
                let entry = entries[index]
                HStack(spacing: 4) {
                    (entry.symbol ?? ChartSymbol(BasicChartSymbolShape.circle))
                        .fill(entry.style)
                        .frame(width: 8, height: 8)
                    Text(entry.name)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                .accessibilityElement(children: .combine)
            }
        }
    }
}
