import Foundation

/// What the marks put on one axis: categories in order, or a continuous extent.
struct AxisData {
    var categories: [String] = []
    var low: Double?
    var high: Double?
    var isDate = false
    /// Whether every number is whole (then ticks are too).
    var integral = true

    mutating func add(_ channel: PlotChannel?) {
        guard let channel else { return }
        add(channel.value)
        if let end = channel.end { add(end) }
        if let interval = channel.unitInterval {
            add(number: interval.lowerBound)
            add(number: interval.upperBound)
        }
    }

    mutating func add(_ value: PlotValue) {
        switch value {
        case let .category(name): if !categories.contains(name) { categories.append(name) }
        case .date:
            isDate = true
            if let number = value.continuous { add(number: number) }
        case let .number(number): add(number: number)
        }
    }

    mutating func add(number: Double) {
        guard number.isFinite else { return }
        if number != number.rounded() { integral = false }
        low = min(low ?? number, number)
        high = max(high ?? number, number)
    }

    /// The scale this axis will have, before its length is known.
    func draftScale(domain: ResolvedDomain?, includesZero: Bool) -> DraftScale? {
        var zero = includesZero && !isDate
        var reversed = false
        switch domain {
        case let .categories(names)?:
            return DraftScale(kind: .band(names))
        case let .continuous(range, isDate)?:
            return DraftScale(kind: .linear(range, isDate: isDate, nice: false), reversed: false)
        case let .automatic(includesZero, reverse)?:
            if let includesZero { zero = includesZero && !isDate }
            reversed = reverse ?? false
        case nil:
            break
        }
        if !categories.isEmpty { return DraftScale(kind: .band(reversed ? categories.reversed() : categories)) }
        guard var low, var high else { return nil }
        if zero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if isDate && low == high {
            low -= 43_200
            high += 43_200
        }
        return DraftScale(kind: .linear(low...high, isDate: isDate, nice: !isDate), reversed: reversed,
                          integral: integral && !isDate)
    }
}

/// An axis's scale before the plot's size is known.
struct DraftScale {
    enum Kind {
        case band([String])
        case linear(ClosedRange<Double>, isDate: Bool, nice: Bool)
    }
    var kind: Kind
    var reversed = false
    var integral = false

    var isBand: Bool { if case .band = kind { true } else { false } }

    /// The scale over `start ... end` points (less the range's padding): a
    /// continuous domain widened to round ticks for that length.
    func scale(start: CGFloat, end: CGFloat, range: PositionScaleRange?, horizontal: Bool) -> PositionScale {
        var start = start, end = end
        if let padding = range as? PlotDimensionScaleRange {
            let direction: CGFloat = end >= start ? 1 : -1
            start += padding.startPadding * direction
            end -= padding.endPadding * direction
        }
        if reversed { swap(&start, &end) }
        switch kind {
        case let .band(categories):
            return PositionScale(kind: .band(categories), start: start, end: end)
        case let .linear(domain, isDate, nice):
            let count = NiceNumbers.desiredCount(for: Double(abs(end - start)), horizontal: horizontal)
            if nice {
                let (niced, step) = NiceNumbers.domain(domain.lowerBound, domain.upperBound, count: count,
                                                       integral: integral)
                return PositionScale(kind: .linear(niced, isDate: isDate), start: start, end: end, tickStep: step,
                                     desiredCount: count)
            }
            return PositionScale(kind: .linear(domain, isDate: isDate), start: start, end: end, desiredCount: count)
        }
    }
}

/// Both axes' data, from every mark.
struct AxisExtents {
    var x = AxisData()
    var y = AxisData()
    /// Whether the value axis of bars and areas, or numbers on y, start at zero.
    var xNeedsZero = false
    var yNeedsZero = false

    mutating func add(_ mark: MarkSpec, vertical: Bool, stack: (Double, Double)?) {
        let stacks = mark.kind == .bar || mark.kind == .area
        if let stack, stacks {
            if vertical {
                x.add(mark.x)
                y.add(number: stack.0)
                y.add(number: stack.1)
                y.isDate = y.isDate || mark.y?.value.isDate == true
                yNeedsZero = true
            } else {
                y.add(mark.y)
                x.add(number: stack.0)
                x.add(number: stack.1)
                xNeedsZero = true
            }
        } else {
            x.add(mark.x)
            y.add(mark.y)
            if stacks, mark.kind == .bar, mark.yStart == nil, mark.xStart == nil {
                // A bar with a value on one axis only still rises from zero.
                if vertical { yNeedsZero = true } else { xNeedsZero = true }
            }
        }
        x.add(mark.xStart)
        x.add(mark.xEnd)
        y.add(mark.yStart)
        y.add(mark.yEnd)
        // Numbers plotted up the y axis are measured from zero, as Swift Charts does.
        if mark.y?.value.isCategory == false || mark.yStart?.value.isCategory == false {
            if mark.kind != .rule || mark.x == nil { yNeedsZero = yNeedsZero || mark.y?.value.isDate == false }
        }
    }
}
