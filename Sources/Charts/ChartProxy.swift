import Foundation
import Proscenium

/// A proxy that maps between a chart's data values and positions in its
/// plot area (points from the plot's top leading corner), for overlays and
/// backgrounds (`chartOverlay`).
public struct ChartProxy {
    let layout: ChartLayout
    /// The chart's frame in the window, for the anchors (nil where the
    /// proxy is not in a chart's background or overlay).
    var chartFrame: CGRect? = nil
    /// The visible domains' lengths of a scrolling chart.
    var visibleLength: (x: Double?, y: Double?) = (nil, nil)

    /// An anchor to the frame of the chart's plot, or `nil` if there is no
    /// chart in the context of the chart proxy: resolve it with a
    /// `GeometryProxy` in `chartBackground` or `chartOverlay`.
    public var plotFrame: Anchor<CGRect>? {
        chartFrame.map { Anchor<CGRect>.Source.rect(layout.plot).resolve($0) }
    }

    /// An anchor to the frame of the chart's plot container: the plot's
    /// frame, as the plot does not scroll here.
    public var plotContainerFrame: Anchor<CGRect>? { plotFrame }

    /// The size of the plot area.
    public var plotSize: CGSize { layout.plot.size }

    /// The plot area's frame in the chart's coordinates.
    public var plotAreaFrame: CGRect { layout.plot }

    /// The x position of `value` in the plot, or nil when it is not on the x axis.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        layout.xScale?.position(PlotValue(value)).map { $0 - layout.plot.minX }
    }

    /// The y position of `value` in the plot, or nil when it is not on the y axis.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        layout.yScale?.position(PlotValue(value)).map { $0 - layout.plot.minY }
    }

    /// The position of an (x, y) pair of values in the plot.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x value at `position` in the plot, as a `P`.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        layout.xValue(atPlotX: position)?.plottable(as: type)
    }

    /// The y value at `position` in the plot, as a `P`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        layout.yValue(atPlotY: position)?.plottable(as: type)
    }

    /// The (x, y) values at `location` in the plot.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x: X = value(atX: location.x), let y: Y = value(atY: location.y) else { return nil }
        return (x, y)
    }

    /// The style `chartForegroundStyleScale` or the palette gives `value`'s category.
    public func foregroundStyle<P: Plottable>(for value: P) -> AnyShapeStyle? {
        layout.encodings.styles[PlotValue(value).description]
    }
}
