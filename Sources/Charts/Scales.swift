import Foundation

/// Round tick values: steps of 1, 2 or 5 times a power of ten.
enum NiceNumbers {
    /// The round step that divides `span` into about `count` parts.
    static func step(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite, count > 0 else { return 1 }
        let raw = span / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        let residual = raw / magnitude
        let factor: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10
        return factor * magnitude
    }

    /// `lower ... upper` widened to whole steps, and the step.
    static func domain(_ lower: Double, _ upper: Double, count: Int,
                       integral: Bool = false) -> (domain: ClosedRange<Double>, step: Double) {
        var lower = lower, upper = upper
        if lower == upper {
            // One value: a unit around it (or zero ... it).
            if lower == 0 { upper = 1 } else if lower > 0 { lower = 0 } else { upper = 0 }
        }
        // Whole numbers get whole steps: no tick between two months.
        let step = integral ? max(step(span: upper - lower, count: count), 1) : step(span: upper - lower, count: count)
        return ((floor(lower / step + 1e-9) * step)...(ceil(upper / step - 1e-9) * step), step)
    }

    /// The multiples of `step` inside `domain`.
    static func ticks(in domain: ClosedRange<Double>, step: Double) -> [Double] {
        guard step > 0, step.isFinite, domain.upperBound.isFinite, domain.lowerBound.isFinite else { return [] }
        let first = ceil(domain.lowerBound / step - 1e-9)
        let last = floor(domain.upperBound / step + 1e-9)
        guard last >= first, last - first < 1000 else { return [] }
        return stride(from: first, through: last, by: 1).map { value in
            let tick = value * step
            return abs(tick) < step * 1e-9 ? 0 : tick
        }
    }

    /// How many ticks a length of `points` takes: about one every 30 points
    /// up an axis, every 60 along one (where labels are wider).
    static func desiredCount(for points: Double, horizontal: Bool = false) -> Int {
        max(2, min(10, Int(points / (horizontal ? 60 : 30))))
    }
}

/// How one axis maps data to points.
struct PositionScale {
    enum Kind {
        /// Categories in order, each a band of equal width.
        case band([String])
        /// Numbers (or dates' seconds) mapped linearly.
        case linear(ClosedRange<Double>, isDate: Bool)
    }

    var kind: Kind
    /// The points the scale spans, from its start (leading, or bottom for y) to its end.
    var start: CGFloat
    var end: CGFloat
    /// The step of round ticks the domain was widened to.
    var tickStep: Double?
    /// About how many ticks the axis's length takes.
    var desiredCount = 5

    var length: CGFloat { end - start }

    /// The width of one category's band (the whole length for a continuous scale).
    var bandWidth: CGFloat {
        if case let .band(categories) = kind, !categories.isEmpty { return length / CGFloat(categories.count) }
        return length
    }

    var isBand: Bool { if case .band = kind { true } else { false } }

    /// The point of a value: a category's band centre, a number's place.
    func position(_ value: PlotValue) -> CGFloat? {
        switch (kind, value) {
        case let (.band(categories), .category(name)):
            guard let index = categories.firstIndex(of: name) else { return nil }
            return start + bandWidth * (CGFloat(index) + 0.5)
        case let (.linear(domain, _), _):
            guard let number = value.continuous else { return nil }
            return position(number: number, in: domain)
        default:
            return nil
        }
    }

    func position(number: Double) -> CGFloat? {
        guard case let .linear(domain, _) = kind else { return nil }
        return position(number: number, in: domain)
    }

    private func position(number: Double, in domain: ClosedRange<Double>) -> CGFloat {
        let span = domain.upperBound - domain.lowerBound
        let fraction = span == 0 ? 0.5 : (number - domain.lowerBound) / span
        return start + length * CGFloat(fraction)
    }

    /// The value at a point: the category whose band holds it, or the number there.
    func value(at point: CGFloat) -> PlotValue? {
        switch kind {
        case let .band(categories):
            guard !categories.isEmpty, length != 0 else { return nil }
            let index = Int(floor((point - start) / bandWidth))
            return .category(categories[min(max(index, 0), categories.count - 1)])
        case let .linear(domain, isDate):
            guard length != 0 else { return nil }
            let fraction = Double((point - start) / length)
            let number = domain.lowerBound + fraction * (domain.upperBound - domain.lowerBound)
            return isDate ? .date(Date(timeIntervalSinceReferenceDate: number)) : .number(number)
        }
    }
}
