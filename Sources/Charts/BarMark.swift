import Foundation
import Proscenium

/// Chart content that represents data using bars. Bars that share a
/// category stack, unless `position(by:)` sets them side by side.
nonisolated public struct BarMark: ChartContent, MarkContent {
    let spec: MarkSpec
    public var body: Never { fatalError("BarMark has no body") }

    /// Creates a bar mark that plots values with x and y.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                       width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                                                       stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .bar, x: x.channel, y: y.channel, stacking: stacking, width: width, height: height)
    }

    /// Creates a bar mark that plots a value on x with fixed y interval in
    /// points (the whole plot's height when both are nil).
    nonisolated public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                                          width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .bar, x: x.channel, stacking: stacking, yFixedStart: yStart, yFixedEnd: yEnd, width: width)
    }

    /// Creates a bar mark that plots values on y with fixed x interval in points.
    nonisolated public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                                          height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .bar, y: y.channel, stacking: stacking, xFixedStart: xStart, xFixedEnd: xEnd, height: height)
    }

    /// Creates a bar mark that plots values with x and its y interval.
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>,
                                                       yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .bar, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, stacking: .unstacked,
                        width: width)
    }

    /// Creates a bar mark that plots values with its x interval and y.
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                                       y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .bar, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel, stacking: .unstacked,
                        height: height)
    }
}
