import Foundation
import Proscenium

/// A filled rectangle: a bar, a rectangle mark.
struct DrawnRect {
    var rect: CGRect
    var style: AnyShapeStyle
    var cornerRadius: CGFloat
    var opacity: Double
    var label: String
    var value: String
    /// Where it is drawn among the plot's marks (`DrawnMark.layer`).
    var layer = 0
}

/// A path filled or stroked: a line, an area, a rule, a sector, grid lines.
struct DrawnPath {
    var path: Path
    var style: AnyShapeStyle
    /// Stroked in this style; filled when nil.
    var stroke: StrokeStyle?
    var opacity: Double
    var label: String?
    var value: String?
    /// Where it is drawn among the plot's marks (`DrawnMark.layer`).
    var layer = 0
}

/// A point's symbol.
struct DrawnSymbol {
    var center: CGPoint
    var size: CGSize
    var symbol: ChartSymbol
    var style: AnyShapeStyle
    var opacity: Double
    var label: String
    var value: String
    /// Where it is drawn among the plot's marks (`DrawnMark.layer`).
    var layer = 0
}

/// A label (or a view) with one of its points (`anchor`) at `point`.
struct DrawnLabel {
    enum Content {
        case text(String)
        case view(AnyView)
    }
    var content: Content
    var point: CGPoint
    var anchor: UnitPoint
    var style: AnyShapeStyle?
    /// Whether it labels the x axis (else the y axis).
    var isX = false
}

/// An annotation and the frame of the mark it is placed by.
struct DrawnAnnotation {
    var markFrame: CGRect
    var annotation: MarkAnnotation
}

/// A whole chart's geometry at one size: its plot, scales, axes and marks,
/// in the chart's own coordinates (points from its top leading corner).
struct ChartLayout {
    let size: CGSize
    var plot: CGRect = .zero
    var xScale: PositionScale?
    var yScale: PositionScale?
    var isPolar = false
    var grid: [DrawnPath] = []
    var labels: [DrawnLabel] = []
    var rects: [DrawnRect] = []
    var paths: [DrawnPath] = []
    var symbols: [DrawnSymbol] = []
    var annotations: [DrawnAnnotation] = []
    var encodings: ChartEncodings

    /// Lays out `marks` in `size` with the chart's settings.
    init(marks: [MarkSpec], settings: ChartSettings, size: CGSize) {
        self.size = size
        let encodings = ChartEncodings(marks: marks, settings: settings)
        self.encodings = encodings
        if marks.contains(where: { $0.kind == .sector }) {
            isPolar = true
            plot = CGRect(origin: .zero, size: size)
            layoutSectors(marks.filter { $0.kind == .sector }, encodings: encodings)
            return
        }
        let vertical = marks.map(Self.isVertical)
        let stacks = Stacking.ranges(of: marks, vertical: vertical)
        var axes = AxisExtents()
        for (index, mark) in marks.enumerated() {
            axes.add(mark, vertical: vertical[index], stack: stacks[index])
        }
        let xDraft = axes.x.draftScale(domain: settings.xDomain, includesZero: axes.xNeedsZero)
        let yDraft = axes.y.draftScale(domain: settings.yDomain, includesZero: axes.yNeedsZero)

        // The axes' room: the x labels' line, then the y labels' widest, measured.
        let showX = settings.xAxisVisibility != .hidden && xDraft != nil
        let showY = settings.yAxisVisibility != .hidden && yDraft != nil
        let xGroups = settings.xAxisMarks ?? [AxisMarksSpec(position: .automatic, values: .automatic)]
        let yGroups = settings.yAxisMarks ?? [AxisMarksSpec(position: .automatic, values: .automatic)]
        let xOnTop = showX && xGroups.contains { $0.position == .top }
        let xHeight = showX ? ChartText.gap + ChartText.lineHeight : 0
        let yLabelsOverhang = showY && yDraft?.isBand == false ? ChartText.lineHeight / 2 : 0
        let top = xOnTop ? xHeight : yLabelsOverhang
        let plotHeight = max(size.height - xHeight - (xOnTop ? 0 : yLabelsOverhang), 0)
        var leading: CGFloat = 0, trailing: CGFloat = 0
        if showY, let yDraft {
            let scale = yDraft.scale(start: top + plotHeight, end: top, range: settings.yRange, horizontal: false)
            for group in yGroups {
                let widest = AxisBuilder.labels(of: group, scale: scale, length: plotHeight)
                    .map { $0.width }.max() ?? 0
                let room = widest > 0 ? widest + ChartText.gap : 0
                if group.position == .leading { leading = max(leading, room) } else { trailing = max(trailing, room) }
            }
        }
        plot = CGRect(x: leading, y: top, width: max(size.width - leading - trailing, 0), height: plotHeight)
        xScale = xDraft?.scale(start: plot.minX, end: plot.maxX, range: settings.xRange, horizontal: true)
        if let count = settings.xTickCount { xScale?.desiredCount = count }
        if let yDraft {
            // Categories run down from the top; numbers up from the bottom.
            yScale = yDraft.isBand ? yDraft.scale(start: plot.minY, end: plot.maxY, range: settings.yRange, horizontal: false)
                : yDraft.scale(start: plot.maxY, end: plot.minY, range: settings.yRange, horizontal: false)
        }
        if showY, let yScale { addAxis(yGroups, scale: yScale, isX: false) }
        if showX, let xScale { addAxis(xGroups, scale: xScale, isX: true) }
        layoutMarks(marks, vertical: vertical, stacks: stacks, encodings: encodings)
    }

    /// Whether a bar or area runs up from the x axis (else along from the y axis).
    static func isVertical(_ mark: MarkSpec) -> Bool {
        let xContinuous = (mark.x ?? mark.xStart)?.value.isCategory == false
        let yCategory = (mark.y ?? mark.yStart)?.value.isCategory == true
        if mark.x == nil && mark.xStart == nil { return false }
        return !(xContinuous && yCategory) && !(mark.xStart != nil && mark.y != nil && mark.yStart == nil)
    }

    // MARK: Selection

    /// The x value at a point of the plot (in the plot's own coordinates).
    func xValue(atPlotX x: CGFloat) -> PlotValue? { xScale?.value(at: x + plot.minX) }

    /// The y value at a point of the plot (in the plot's own coordinates).
    func yValue(atPlotY y: CGFloat) -> PlotValue? { yScale?.value(at: y + plot.minY) }

    // MARK: Axes

    private mutating func addAxis(_ groups: [AxisMarksSpec], scale: PositionScale, isX: Bool) {
        let length = abs(scale.length)
        for group in groups {
            let values = AxisBuilder.values(of: group.values, scale: scale, length: length)
            let texts = AxisBuilder.labels(of: group, scale: scale, length: length)
            let stroke = group.stroke ?? StrokeStyle(lineWidth: 1)
            var gridPath = Path(), tickPath = Path()
            var customGrid: [DrawnPath] = []
            for (index, value) in values.enumerated() {
                guard let position = scale.position(value) else { continue }
                let axisValue = AxisValue(index: index, count: values.count, value: value)
                let items = group.content?(axisValue) ?? AxisBuilder.defaultItems(isBand: scale.isBand, isX: isX)
                for item in items {
                    switch item {
                    case let .gridLine(itemStroke, style):
                        // A category's grid line runs between bands, not through their middles.
                        let at = scale.isBand ? position - scale.bandWidth / 2 : position
                        var line = Path()
                        if isX {
                            line.move(to: CGPoint(x: at, y: plot.minY))
                            line.addLine(to: CGPoint(x: at, y: plot.maxY))
                        } else {
                            line.move(to: CGPoint(x: plot.minX, y: at))
                            line.addLine(to: CGPoint(x: plot.maxX, y: at))
                        }
                        if itemStroke == nil && style == nil { gridPath.addPath(line) } else {
                            customGrid.append(DrawnPath(path: line, style: style ?? ChartPalette.gridStyle,
                                                        stroke: itemStroke ?? stroke, opacity: 1))
                        }
                    case let .tick(tickLength, _, _):
                        let extent = tickLength ?? ChartText.gap
                        if isX {
                            let y = group.position == .top ? plot.minY : plot.maxY
                            tickPath.move(to: CGPoint(x: position, y: y))
                            tickPath.addLine(to: CGPoint(x: position, y: group.position == .top ? y - extent : y + extent))
                        } else {
                            let x = group.position == .leading ? plot.minX : plot.maxX
                            tickPath.move(to: CGPoint(x: x, y: position))
                            tickPath.addLine(to: CGPoint(x: group.position == .leading ? x - extent : x + extent, y: position))
                        }
                    case let .label(content, style):
                        let text: DrawnLabel.Content
                        switch content {
                        case .automatic: text = .text((texts[safe: index]?.text ?? nil) ?? value.description)
                        case let .text(string): text = .text(string)
                        case let .format(format): text = .text(format(value) ?? value.description)
                        case let .view(view): text = .view(view)
                        }
                        let (point, anchor) = labelPlacement(position: position, axis: group.position, isX: isX)
                        labels.append(DrawnLabel(content: text, point: point, anchor: anchor, style: style, isX: isX))
                    }
                }
            }
            if !gridPath.isEmpty {
                grid.append(DrawnPath(path: gridPath, style: ChartPalette.gridStyle, stroke: stroke, opacity: 1))
            }
            if !tickPath.isEmpty {
                grid.append(DrawnPath(path: tickPath, style: ChartPalette.tickStyle, stroke: stroke, opacity: 1))
            }
            grid += customGrid
        }
    }

    private func labelPlacement(position: CGFloat, axis: AxisMarkPosition, isX: Bool) -> (CGPoint, UnitPoint) {
        if isX {
            return axis == .top ? (CGPoint(x: position, y: plot.minY - ChartText.gap), .bottom)
                : (CGPoint(x: position, y: plot.maxY + ChartText.gap), .top)
        }
        return axis == .leading ? (CGPoint(x: plot.minX - ChartText.gap, y: position), .trailing)
            : (CGPoint(x: plot.maxX + ChartText.gap, y: position), .leading)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
