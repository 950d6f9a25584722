import Foundation
import Proscenium

/// The kinds of mark a chart draws.
enum MarkKind: Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// One mark as the chart lays it out: its values, and what its modifiers set.
struct MarkSpec {
    var kind: MarkKind
    var x: PlotChannel?
    var y: PlotChannel?
    var xStart: PlotChannel?
    var xEnd: PlotChannel?
    var yStart: PlotChannel?
    var yEnd: PlotChannel?
    /// Positions in points in the plot, for marks given `xStart: CGFloat?` and the like.
    var xFixedStart: CGFloat?
    var xFixedEnd: CGFloat?
    var yFixedStart: CGFloat?
    var yFixedEnd: CGFloat?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// The series a line or area belongs to.
    var series: PlotChannel?
    var angle: PlotChannel?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?

    var style: AnyShapeStyle?
    var styleKey: PlotChannel?
    var symbolKey: PlotChannel?
    var symbol: ChartSymbol?
    var symbolSize: CGSize?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod = .linear
    var annotations: [MarkAnnotation] = []
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var positionKey: PlotChannel?
    var positionAxis: Axis?
    var positionSpan: MarkDimension = .automatic
    var accessibilityLabel: String?
    var accessibilityValue: String?
    /// The front-to-back order among overlapping marks (`zIndex(_:)`); marks
    /// of one value draw in the order they are declared.
    var zIndex: Double = 0

    init(kind: MarkKind) { self.kind = kind }

    /// The group a line or area is drawn in: its series, else its style's category.
    var seriesName: String? {
        if let series { return series.value.description }
        return styleKey?.value.description
    }
}

/// A view drawn beside a mark (`annotation(position:alignment:spacing:content:)`).
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    /// Nil: placed as it is (the annotations before `overflowResolution`).
    var overflowResolution: AnnotationOverflowResolution? = nil
    var content: () -> AnyView
}

/// The protocol shared by marks: each adds its spec to the chart.
@MainActor protocol MarkContent: PrimitiveChartContent {
    var spec: MarkSpec { get }
}

extension MarkContent {
    func collect(into marks: inout [MarkSpec]) { marks.append(spec) }
}
