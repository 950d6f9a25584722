import Foundation
import Proscenium

/// Chart content that represents data using a sequence of connected line
/// segments: the marks of one series (their `series`, or the category of
/// `foregroundStyle(by:)`) are joined in order.
nonisolated public struct LineMark: ChartContent, MarkContent {
    let spec: MarkSpec
    public var body: Never { fatalError("LineMark has no body") }

    /// Creates a line mark that plots values with x and y.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .line, x: x.channel, y: y.channel)
    }

    /// Creates a line mark that plots values with x and y, in the series `series`.
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                                     series: PlottableValue<S>) {
        spec = MarkSpec(kind: .line, x: x.channel, y: y.channel, series: series.channel)
    }
}

/// Chart content that represents data using points (a symbol at each).
nonisolated public struct PointMark: ChartContent, MarkContent {
    let spec: MarkSpec
    public var body: Never { fatalError("PointMark has no body") }

    /// Creates a point mark that plots values with x and y.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .point, x: x.channel, y: y.channel)
    }

    /// Creates a point mark that plots a value on x, at a fixed y in points
    /// (the middle of the plot when nil).
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        spec = MarkSpec(kind: .point, x: x.channel, yFixedStart: y)
    }

    /// Creates a point mark that plots a value on y, at a fixed x in points.
    nonisolated public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .point, y: y.channel, xFixedStart: x)
    }
}

/// Chart content that represents data using the area under (or between) lines.
nonisolated public struct AreaMark: ChartContent, MarkContent {
    let spec: MarkSpec
    public var body: Never { fatalError("AreaMark has no body") }

    /// Creates an area mark that plots values with x and y, stacked with the
    /// areas of other series.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                       stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .area, x: x.channel, y: y.channel, stacking: stacking)
    }

    /// Creates an area mark that plots values with x and y, in the series `series`.
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                                     series: PlottableValue<S>,
                                                                     stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .area, x: x.channel, y: y.channel, series: series.channel, stacking: stacking)
    }

    /// Creates an area mark that fills between `yStart` and `yEnd` along x.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>,
                                                       yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .area, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, stacking: .unstacked)
    }

    /// Creates an area mark that fills between `yStart` and `yEnd` along x, in the series `series`.
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>,
                                                                     yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        spec = MarkSpec(kind: .area, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel,
                        series: series.channel, stacking: .unstacked)
    }
}

/// Chart content that represents data using a single horizontal or vertical rule.
nonisolated public struct RuleMark: ChartContent, MarkContent {
    let spec: MarkSpec
    public var body: Never { fatalError("RuleMark has no body") }

    /// A vertical rule at x, from `yStart` to `yEnd` points (the plot's height when nil).
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec = MarkSpec(kind: .rule, x: x.channel, yFixedStart: yStart, yFixedEnd: yEnd)
    }

    /// A horizontal rule at y, from `xStart` to `xEnd` points (the plot's width when nil).
    nonisolated public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, y: y.channel, xFixedStart: xStart, xFixedEnd: xEnd)
    }

    /// A vertical rule at x from the value `yStart` to `yEnd`.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>,
                                                       yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    }

    /// A horizontal rule at y from the value `xStart` to `xEnd`.
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                                       y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel)
    }
}

/// Chart content that represents data using rectangles.
nonisolated public struct RectangleMark: ChartContent, MarkContent {
    let spec: MarkSpec
    public var body: Never { fatalError("RectangleMark has no body") }

    /// A rectangle centred on x and y (a category's whole band, or 20 points).
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                       width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: x.channel, y: y.channel, width: width, height: height)
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                                       yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rectangle, xStart: xStart.channel, xEnd: xEnd.channel,
                        yStart: yStart.channel, yEnd: yEnd.channel)
    }

    /// A rectangle at x (a category's band, or `width`), from the value
    /// `yStart` to the value `yEnd`.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>,
                                                       yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, width: width)
    }

    /// A rectangle at y (a category's band, or `height`), from the value
    /// `xStart` to the value `xEnd`.
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                                       y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel, height: height)
    }

    /// A rectangle at x, from `yStart` to `yEnd` points (the plot's height when nil).
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                                          width: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: x.channel, yFixedStart: yStart, yFixedEnd: yEnd, width: width)
    }

    /// A rectangle at y, from `xStart` to `xEnd` points (the plot's width when nil).
    nonisolated public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                                          height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, y: y.channel, xFixedStart: xStart, xFixedEnd: xEnd, height: height)
    }
}

/// A sector of a pie or donut chart, whose angle is its value's share of
/// all the sectors' (or, given a range, that range of angle).
nonisolated public struct SectorMark: ChartContent, MarkContent {
    let spec: MarkSpec
    public var body: Never { fatalError("SectorMark has no body") }

    /// Creates a sector mark, which uses the angular size to represent the
    /// proportion of the value to the sum of all values.
    nonisolated public init(angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic,
                            outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var spec = MarkSpec(kind: .sector)
        spec.angle = angle.channel
        spec.innerRadius = innerRadius
        spec.outerRadius = outerRadius
        spec.angularInset = angularInset
        self.spec = spec
    }
}

extension MarkSpec {
    /// A mark of `kind` with the values its initialiser names.
    init(kind: MarkKind, x: PlotChannel? = nil, y: PlotChannel? = nil, xStart: PlotChannel? = nil,
         xEnd: PlotChannel? = nil, yStart: PlotChannel? = nil, yEnd: PlotChannel? = nil,
         series: PlotChannel? = nil, stacking: MarkStackingMethod = .standard,
         xFixedStart: CGFloat? = nil, xFixedEnd: CGFloat? = nil, yFixedStart: CGFloat? = nil, yFixedEnd: CGFloat? = nil,
         width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        self.init(kind: kind)
        self.x = x
        self.y = y
        self.xStart = xStart
        self.xEnd = xEnd
        self.yStart = yStart
        self.yEnd = yEnd
        self.series = series
        self.stacking = stacking
        self.xFixedStart = xFixedStart
        self.xFixedEnd = xFixedEnd
        self.yFixedStart = yFixedStart
        self.yFixedEnd = yFixedEnd
        self.width = width
        self.height = height
    }
}
