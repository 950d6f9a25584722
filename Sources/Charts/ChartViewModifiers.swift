import Foundation
import Proscenium

extension View {
    nonisolated func chartSetting(_ change: @escaping (inout ChartSettings) -> Void) -> some View {
        transformEnvironment(\.chartSettings, transform: change)
    }

    /// Sets the visibility of the x axis.
    nonisolated public func chartXAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.xAxisVisibility = visibility }
    }

    /// Configures the x axis with the marks `content` lists.
    nonisolated public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let groups = axisGroups(content())
        return chartSetting { $0.xAxisMarks = groups }
    }

    /// Sets the visibility of the y axis.
    nonisolated public func chartYAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.yAxisVisibility = visibility }
    }

    /// Configures the y axis with the marks `content` lists.
    nonisolated public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let groups = axisGroups(content())
        return chartSetting { $0.yAxisMarks = groups }
    }

    /// Configures the x scale: the values its axis spans, and how.
    nonisolated public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let resolved = (domain as? any ResolvableScaleDomain)?.resolved
        return chartSetting { settings in
            settings.xDomain = resolved
            settings.xScaleType = type
        }
    }

    /// Configures the x scale's domain and the part of the plot it spans.
    nonisolated public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let resolved = (domain as? any ResolvableScaleDomain)?.resolved
        return chartSetting { settings in
            settings.xDomain = resolved
            settings.xRange = range
            settings.xScaleType = type
        }
    }

    /// Configures the part of the plot the x scale spans.
    nonisolated public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartSetting { settings in
            settings.xRange = range
            settings.xScaleType = type
        }
    }

    /// Configures the y scale: the values its axis spans, and how.
    nonisolated public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let resolved = (domain as? any ResolvableScaleDomain)?.resolved
        return chartSetting { settings in
            settings.yDomain = resolved
            settings.yScaleType = type
        }
    }

    /// Configures the y scale's domain and the part of the plot it spans.
    nonisolated public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let resolved = (domain as? any ResolvableScaleDomain)?.resolved
        return chartSetting { settings in
            settings.yDomain = resolved
            settings.yRange = range
            settings.yScaleType = type
        }
    }

    /// Configures the part of the plot the y scale spans.
    nonisolated public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartSetting { settings in
            settings.yRange = range
            settings.yScaleType = type
        }
    }

    /// Sets the visibility of the chart legend.
    nonisolated public func chartLegend(_ visibility: Visibility) -> some View {
        chartSetting { $0.legendVisibility = visibility }
    }

    /// Places the chart legend (at the bottom, leading, by default).
    nonisolated public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                        spacing: CGFloat? = nil) -> some View {
        chartSetting { settings in
            settings.legendPosition = position
            settings.legendAlignment = alignment
            settings.legendSpacing = spacing
        }
    }

    /// Configures the foreground style scale for charts: the style of each category.
    nonisolated public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        _ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), AnyShapeStyle($0.value)) }
        return chartSetting { $0.styleScale = pairs }
    }

    /// Configures the foreground style scale for charts: `range`'s styles for
    /// `domain`'s categories, in order.
    nonisolated public func chartForegroundStyleScale<Domain: Collection, Range: Collection>(
        domain: Domain, range: Range, type: ScaleType? = nil) -> some View
    where Domain.Element: Plottable, Range.Element: ShapeStyle {
        let styles = range.map { AnyShapeStyle($0) }
        let pairs = styles.isEmpty ? [] : domain.enumerated().map { index, value in
            (PlotValue(value), styles[index % styles.count])
        }
        return chartSetting { $0.styleScale = pairs }
    }

    /// Configures the foreground style scale for charts: `mapping`'s style for each of `domain`'s categories.
    nonisolated public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View where Domain.Element: Plottable {
        let pairs = domain.map { (PlotValue($0), AnyShapeStyle(mapping($0))) }
        return chartSetting { $0.styleScale = pairs }
    }

    /// Writes the x value under the pointer into `value` as it moves over the
    /// plot (and while a click drags across it); nil when it leaves.
    nonisolated public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartSetting { settings in
            settings.xSelection = { selected in value.wrappedValue = selected?.plottable(as: P.self) }
        }
    }

    /// Writes the y value under the pointer into `value` as it moves over the plot; nil when it leaves.
    nonisolated public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartSetting { settings in
            settings.ySelection = { selected in value.wrappedValue = selected?.plottable(as: P.self) }
        }
    }

    /// Configures the plot area of charts: `content` is given the plot (its
    /// marks and grid) and may give it a background, a border, a padding.
    nonisolated public func chartPlotStyle<Content: View>(
        @ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartSetting { settings in
            settings.plotStyle = { plot in AnyView(content(ChartPlotContent(content: plot))) }
        }
    }

    /// Adds an overlay to the chart, made with a proxy that maps between
    /// data values and positions in the plot.
    nonisolated public func chartOverlay<V: View>(alignment: Alignment = .center,
                                                  @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartSetting { $0.overlays.append((alignment, { proxy in AnyView(content(proxy)) })) }
    }

    /// Adds a background to the chart, made with a proxy that maps between
    /// data values and positions in the plot.
    nonisolated public func chartBackground<V: View>(alignment: Alignment = .center,
                                                     @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartSetting { $0.backgrounds.append((alignment, { proxy in AnyView(content(proxy)) })) }
    }
}

func axisGroups(_ content: some AxisContent) -> [AxisMarksSpec] {
    var groups: [AxisMarksSpec] = []
    (content as? any AxisMarksCollecting)?.collect(into: &groups)
    return groups
}

/// The plot area of a chart, as `chartPlotStyle` is given it.
nonisolated public struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}
