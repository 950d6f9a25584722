import Foundation
import Proscenium

extension ChartLayout {
    /// The fraction of a category's band a bar takes by default.
    static let barBandRatio: CGFloat = 0.8
    /// A point's symbol side by default.
    static let symbolSide: CGFloat = 8
    /// Lines' stroke by default.
    static let lineStroke = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)

    /// The centre of a channel's value on a scale: a band's middle, a date's unit's middle.
    func center(_ channel: PlotChannel?, on scale: PositionScale?) -> CGFloat? {
        guard let channel, let scale else { return nil }
        if let interval = channel.unitInterval, let low = scale.position(number: interval.lowerBound),
           let high = scale.position(number: interval.upperBound) {
            return (low + high) / 2
        }
        return scale.position(channel.value)
    }

    /// The room a mark has across its position: its band, its date unit, or a share of the plot.
    func band(_ channel: PlotChannel?, on scale: PositionScale?, count: Int) -> CGFloat {
        guard let scale else { return 0 }
        if scale.isBand { return abs(scale.bandWidth) }
        if let interval = channel?.unitInterval, let low = scale.position(number: interval.lowerBound),
           let high = scale.position(number: interval.upperBound) {
            return abs(high - low)
        }
        return abs(scale.length) / CGFloat(max(count, 1) + 1)
    }

    mutating func layoutMarks(_ marks: [MarkSpec], vertical: [Bool], stacks: [Int: (Double, Double)],
                              encodings: ChartEncodings) {
        let xCount = Set(marks.compactMap { $0.x?.value }).count
        let yCount = Set(marks.compactMap { $0.y?.value }).count
        var positionKeys: [String] = []
        for mark in marks {
            if let key = mark.positionKey?.value.description, !positionKeys.contains(key) { positionKeys.append(key) }
        }
        let layers = Self.drawLayers(marks)
        var lineGroups: [(name: String?, indices: [Int])] = []
        var areaGroups: [(name: String?, indices: [Int])] = []
        for (index, mark) in marks.enumerated() {
            let style = encodings.style(of: mark)
            switch mark.kind {
            case .bar, .rectangle:
                guard var rect = barRect(mark, vertical: vertical[index], stack: stacks[index],
                                         xCount: xCount, yCount: yCount) else { continue }
                if let key = mark.positionKey?.value.description, let slot = positionKeys.firstIndex(of: key) {
                    rect = dodge(rect, vertical: vertical[index], slot: slot, of: positionKeys.count, span: mark.positionSpan)
                }
                rects.append(DrawnRect(rect: rect, style: style, cornerRadius: mark.cornerRadius, opacity: mark.opacity,
                                       label: markLabel(mark), value: markValue(mark, stack: stacks[index]),
                                       layer: layers[index]))
                addAnnotations(of: mark, frame: rect)
            case .point:
                guard let center = pointCenter(mark) else { continue }
                let side = mark.symbolSize ?? CGSize(width: Self.symbolSide, height: Self.symbolSide)
                symbols.append(DrawnSymbol(center: center, size: side, symbol: encodings.symbol(of: mark), style: style,
                                           opacity: mark.opacity, label: markLabel(mark), value: markValue(mark, stack: nil),
                                           layer: layers[index]))
                addAnnotations(of: mark, frame: CGRect(x: center.x - side.width / 2, y: center.y - side.height / 2,
                                                       width: side.width, height: side.height))
            case .line:
                append(index, named: mark.seriesName, to: &lineGroups)
            case .area:
                append(index, named: mark.seriesName, to: &areaGroups)
            case .rule:
                guard let (from, to) = ruleEnds(mark) else { continue }
                var path = Path()
                path.move(to: from)
                path.addLine(to: to)
                paths.append(DrawnPath(path: path, style: style, stroke: mark.lineStyle ?? StrokeStyle(lineWidth: 1),
                                       opacity: mark.opacity, label: markLabel(mark), value: markValue(mark, stack: nil),
                                       layer: layers[index]))
                addAnnotations(of: mark, frame: CGRect(x: min(from.x, to.x), y: min(from.y, to.y),
                                                       width: abs(to.x - from.x), height: abs(to.y - from.y)))
            case .sector:
                break
            }
        }
        for group in areaGroups { layoutArea(group.indices.map { marks[$0] }, stacks: group.indices.map { stacks[$0] },
                                             style: encodings.style(of: marks[group.indices[0]]),
                                             layer: layers[group.indices[0]]) }
        for group in lineGroups {
            layoutLine(group.indices.map { marks[$0] }, encodings: encodings, layer: layers[group.indices[0]])
        }
    }

    private func append(_ index: Int, named name: String?, to groups: inout [(name: String?, indices: [Int])]) {
        if let slot = groups.firstIndex(where: { $0.name == name }) {
            groups[slot].indices.append(index)
        } else {
            groups.append((name, [index]))
        }
    }

    /// A bar's or rectangle's frame.
    func barRect(_ mark: MarkSpec, vertical: Bool, stack: (Double, Double)?, xCount: Int, yCount: Int) -> CGRect? {
        let rectangleSide: CGFloat = 20
        func across(_ channel: PlotChannel?, start: PlotChannel?, end: PlotChannel?, fixedStart: CGFloat?,
                    fixedEnd: CGFloat?, scale: PositionScale?, dimension: MarkDimension, count: Int,
                    plotStart: CGFloat, plotEnd: CGFloat) -> (CGFloat, CGFloat)? {
            if let start, let end, let a = scale?.position(start.value), let b = scale?.position(end.value) {
                return (min(a, b), max(a, b))
            }
            if let channel, let middle = center(channel, on: scale) {
                let room = band(channel, on: scale, count: count)
                let automatic = scale?.isBand == true || channel.unitInterval != nil
                    ? room * (mark.kind == .rectangle ? 1 : Self.barBandRatio)
                    : (mark.kind == .rectangle ? rectangleSide : max(room * Self.barBandRatio, 1))
                let size = dimension.resolve(in: room, automatic: automatic)
                return (middle - size / 2, middle + size / 2)
            }
            if channel == nil && start == nil {
                // No value on this axis: fixed points, or the whole plot.
                return (plotStart + (fixedStart ?? 0), fixedEnd.map { plotStart + $0 } ?? plotEnd)
            }
            return nil
        }
        func along(_ channel: PlotChannel?, scale: PositionScale?) -> (CGFloat, CGFloat)? {
            guard let stack, let a = scale?.position(number: stack.0), let b = scale?.position(number: stack.1) else {
                return nil
            }
            _ = channel
            return (min(a, b), max(a, b))
        }
        let xSpan: (CGFloat, CGFloat)?
        let ySpan: (CGFloat, CGFloat)?
        if mark.kind == .bar && vertical && mark.yStart == nil && mark.y != nil {
            xSpan = across(mark.x, start: mark.xStart, end: mark.xEnd, fixedStart: mark.xFixedStart, fixedEnd: mark.xFixedEnd,
                           scale: xScale, dimension: mark.width, count: xCount, plotStart: plot.minX, plotEnd: plot.maxX)
            ySpan = along(mark.y, scale: yScale)
        } else if mark.kind == .bar && !vertical && mark.xStart == nil && mark.x != nil {
            ySpan = across(mark.y, start: mark.yStart, end: mark.yEnd, fixedStart: mark.yFixedStart, fixedEnd: mark.yFixedEnd,
                           scale: yScale, dimension: mark.height, count: yCount, plotStart: plot.minY, plotEnd: plot.maxY)
            xSpan = along(mark.x, scale: xScale)
        } else {
            xSpan = across(mark.x, start: mark.xStart, end: mark.xEnd, fixedStart: mark.xFixedStart, fixedEnd: mark.xFixedEnd,
                           scale: xScale, dimension: mark.width, count: xCount, plotStart: plot.minX, plotEnd: plot.maxX)
            ySpan = across(mark.y, start: mark.yStart, end: mark.yEnd, fixedStart: mark.yFixedStart, fixedEnd: mark.yFixedEnd,
                           scale: yScale, dimension: mark.height, count: yCount, plotStart: plot.minY, plotEnd: plot.maxY)
        }
        guard let xSpan, let ySpan else { return nil }
        return CGRect(x: xSpan.0, y: ySpan.0, width: xSpan.1 - xSpan.0, height: ySpan.1 - ySpan.0)
    }

    /// A bar set beside the others of its category (`position(by:)`).
    func dodge(_ rect: CGRect, vertical: Bool, slot: Int, of count: Int, span: MarkDimension) -> CGRect {
        let length = vertical ? rect.width : rect.height
        let total = span.resolve(in: length, automatic: length)
        let each = total / CGFloat(max(count, 1))
        let start = (vertical ? rect.midX : rect.midY) - total / 2 + each * CGFloat(slot)
        return vertical ? CGRect(x: start, y: rect.minY, width: each, height: rect.height)
            : CGRect(x: rect.minX, y: start, width: rect.width, height: each)
    }

    func pointCenter(_ mark: MarkSpec) -> CGPoint? {
        let x = center(mark.x, on: xScale) ?? mark.xFixedStart.map { plot.minX + $0 } ?? (mark.x == nil ? plot.midX : nil)
        let y = center(mark.y, on: yScale) ?? mark.yFixedStart.map { plot.minY + $0 } ?? (mark.y == nil ? plot.midY : nil)
        guard let x, let y else { return nil }
        return CGPoint(x: x, y: y)
    }

    func ruleEnds(_ mark: MarkSpec) -> (CGPoint, CGPoint)? {
        if let x = center(mark.x, on: xScale) {
            let start = mark.yStart.flatMap { yScale?.position($0.value) } ?? mark.yFixedStart.map { plot.minY + $0 } ?? plot.minY
            let end = mark.yEnd.flatMap { yScale?.position($0.value) } ?? mark.yFixedEnd.map { plot.minY + $0 } ?? plot.maxY
            return (CGPoint(x: x, y: start), CGPoint(x: x, y: end))
        }
        if let y = center(mark.y, on: yScale) {
            let start = mark.xStart.flatMap { xScale?.position($0.value) } ?? mark.xFixedStart.map { plot.minX + $0 } ?? plot.minX
            let end = mark.xEnd.flatMap { xScale?.position($0.value) } ?? mark.xFixedEnd.map { plot.minX + $0 } ?? plot.maxX
            return (CGPoint(x: start, y: y), CGPoint(x: end, y: y))
        }
        return nil
    }

    mutating func layoutLine(_ marks: [MarkSpec], encodings: ChartEncodings, layer: Int) {
        let points = marks.compactMap(pointCenter)
        guard let first = points.first, let lead = marks.first else { return }
        var path = Path()
        path.move(to: first)
        lead.interpolation.addCurve(through: points, to: &path)
        let style = encodings.style(of: lead)
        paths.append(DrawnPath(path: path, style: style, stroke: lead.lineStyle ?? Self.lineStroke, opacity: lead.opacity,
                               label: lead.seriesName, value: nil, layer: layer))
        // Lines show symbols where their series chose them.
        for mark in marks where mark.symbolKey != nil || mark.symbol != nil || mark.symbolSize != nil {
            guard let center = pointCenter(mark) else { continue }
            let side = mark.symbolSize ?? CGSize(width: Self.symbolSide, height: Self.symbolSide)
            symbols.append(DrawnSymbol(center: center, size: side, symbol: encodings.symbol(of: mark),
                                       style: encodings.style(of: mark), opacity: mark.opacity, label: markLabel(mark),
                                       value: markValue(mark, stack: nil), layer: layer + 1))
        }
        for mark in marks where !mark.annotations.isEmpty {
            if let center = pointCenter(mark) { addAnnotations(of: mark, frame: CGRect(origin: center, size: .zero)) }
        }
    }

    mutating func layoutArea(_ marks: [MarkSpec], stacks: [(Double, Double)?], style: AnyShapeStyle, layer: Int) {
        var top: [CGPoint] = [], bottom: [CGPoint] = []
        for (mark, stack) in zip(marks, stacks) {
            guard let x = center(mark.x, on: xScale) else { continue }
            let low: CGFloat?, high: CGFloat?
            if let start = mark.yStart, let end = mark.yEnd {
                low = yScale?.position(start.value)
                high = yScale?.position(end.value)
            } else if let stack {
                low = yScale?.position(number: stack.0)
                high = yScale?.position(number: stack.1)
            } else {
                low = nil
                high = nil
            }
            guard let low, let high else { continue }
            top.append(CGPoint(x: x, y: high))
            bottom.append(CGPoint(x: x, y: low))
        }
        guard let first = top.first, let lead = marks.first, let last = bottom.last else { return }
        var path = Path()
        path.move(to: first)
        lead.interpolation.addCurve(through: top, to: &path)
        path.addLine(to: last)
        lead.interpolation.addCurve(through: bottom.reversed(), to: &path)
        path.closeSubpath()
        paths.append(DrawnPath(path: path, style: style, stroke: nil, opacity: lead.opacity, label: lead.seriesName, value: nil,
                               layer: layer))
    }

    mutating func layoutSectors(_ marks: [MarkSpec], encodings: ChartEncodings) {
        let values = marks.map { mark -> (Double, Double?) in
            (max(mark.angle?.value.continuous ?? 0, 0), mark.angle?.end?.continuous)
        }
        let total = values.reduce(0) { $0 + ($1.1.map { _ in 0 } ?? $1.0) }
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = min(size.width, size.height) / 2
        var angle = -Double.pi / 2
        let layers = Self.drawLayers(marks)
        for (index, (mark, value)) in zip(marks, values).enumerated() {
            let start: Double, end: Double
            if let rangeEnd = value.1 {
                // An explicit range of angle, in the units of the whole circle's total.
                let scale = total > 0 ? 2 * .pi / total : 2 * .pi / 360
                start = -Double.pi / 2 + value.0 * scale
                end = -Double.pi / 2 + rangeEnd * scale
            } else {
                start = angle
                end = angle + (total > 0 ? value.0 / total * 2 * .pi : 0)
                angle = end
            }
            let outer = mark.outerRadius.resolve(in: radius, automatic: radius)
            let inner: CGFloat
            switch mark.innerRadius.kind {
            case .automatic: inner = 0
            case let .fixed(points): inner = points
            case let .ratio(ratio): inner = outer * ratio
            case let .inset(points): inner = max(outer - points, 0)
            }
            let inset = Double(mark.angularInset ?? 0) / 2
            let path = Self.sector(center: center, inner: inner, outer: outer, start: start, end: end, inset: inset)
            paths.append(DrawnPath(path: path, style: encodings.style(of: mark), stroke: nil, opacity: mark.opacity,
                                   label: mark.accessibilityLabel ?? mark.styleKey?.value.description ?? mark.angle?.label,
                                   value: mark.accessibilityValue ?? mark.angle?.value.description, layer: layers[index]))
            let middle = (start + end) / 2, reach = (inner + outer) / 2
            let point = CGPoint(x: center.x + reach * CGFloat(cos(middle)), y: center.y + reach * CGFloat(sin(middle)))
            addAnnotations(of: mark, frame: CGRect(origin: point, size: .zero))
        }
    }

    /// A ring's sector from `start` to `end` radians (clockwise from the
    /// positive x axis, y down), each side pulled in by `inset` points.
    static func sector(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double, inset: Double) -> Path {
        func arc(_ radius: CGFloat, from: Double, to: Double) -> [CGPoint] {
            guard radius > 0 else { return [center] }
            let pull = min(inset / Double(radius), abs(to - from) / 2) * (to >= from ? 1 : -1)
            let a = from + pull, b = to - pull
            let steps = max(Int(abs(b - a) / (Double.pi / 90)), 1)
            return (0...steps).map { step in
                let angle = a + (b - a) * Double(step) / Double(steps)
                return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            }
        }
        var path = Path()
        let rim = arc(outer, from: start, to: end)
        path.addLines(rim + arc(inner, from: end, to: start))
        path.closeSubpath()
        return path
    }

    // MARK: Labels and annotations

    func markLabel(_ mark: MarkSpec) -> String {
        if let label = mark.accessibilityLabel { return label }
        let base = vertical(mark) ? (mark.x ?? mark.xStart) : (mark.y ?? mark.yStart)
        return base?.value.description ?? mark.styleKey?.value.description ?? ""
    }

    private func vertical(_ mark: MarkSpec) -> Bool { Self.isVertical(mark) || mark.kind != .bar }

    func markValue(_ mark: MarkSpec, stack: (Double, Double)?) -> String {
        if let value = mark.accessibilityValue { return value }
        let channel = vertical(mark) ? (mark.y ?? mark.yStart) : (mark.x ?? mark.xStart)
        var text = channel?.value.description ?? ""
        if let key = mark.styleKey { text += text.isEmpty ? key.value.description : ", \(key.value.description)" }
        return text
    }

    mutating func addAnnotations(of mark: MarkSpec, frame: CGRect) {
        for annotation in mark.annotations { annotations.append(DrawnAnnotation(markFrame: frame, annotation: annotation)) }
    }
}
