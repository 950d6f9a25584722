import Foundation

/// The values an axis marks and the labels it writes at them.
enum AxisBuilder {
    /// A grid line and a label at each value; a category axis has labels alone,
    /// and a continuous x axis ticks too.
    static func defaultItems(isBand: Bool, isX: Bool) -> [AxisItem] {
        if isBand { return [.label(.automatic, style: nil)] }
        var items: [AxisItem] = [.gridLine(stroke: nil, style: nil)]
        if isX { items.append(.tick(length: nil, stroke: nil, style: nil)) }
        items.append(.label(.automatic, style: nil))
        return items
    }

    /// The values `values` names on `scale`.
    static func values(of values: AxisMarkValues, scale: PositionScale, length: CGFloat) -> [PlotValue] {
        switch (values.kind, scale.kind) {
        case let (.values(list), .band(categories)):
            return list.filter { categories.contains($0.description) }
        case let (.values(list), .linear(domain, _)):
            return list.filter { $0.continuous.map(domain.contains) ?? false }
        case let (_, .band(categories)):
            return categories.map(PlotValue.category)
        case let (.automatic(desired), .linear(domain, isDate)):
            let count = desired ?? scale.desiredCount
            if isDate { return dateTicks(in: domain, count: count).map(PlotValue.date) }
            let step = desired == nil ? scale.tickStep ?? NiceNumbers.step(span: domain.upperBound - domain.lowerBound, count: count)
                : NiceNumbers.step(span: domain.upperBound - domain.lowerBound, count: count)
            return NiceNumbers.ticks(in: domain, step: step).map(PlotValue.number)
        case let (.stride(step), .linear(domain, isDate)):
            let ticks = NiceNumbers.ticks(in: domain, step: step)
            return isDate ? ticks.map { .date(Date(timeIntervalSinceReferenceDate: $0)) } : ticks.map(PlotValue.number)
        case let (.calendarStride(component, count, calendar), .linear(domain, _)):
            return calendarTicks(in: domain, component: component, count: count, calendar: calendar ?? .current)
                .map(PlotValue.date)
        }
    }

    /// Each value's label text (nil where its marks draw none) and width.
    static func labels(of group: AxisMarksSpec, scale: PositionScale, length: CGFloat) -> [(text: String?, width: CGFloat)] {
        let values = values(of: group.values, scale: scale, length: length)
        let spacing = dateSpacing(values)
        return values.enumerated().map { index, value in
            let items = group.content?(AxisValue(index: index, count: values.count, value: value))
                ?? defaultItems(isBand: scale.isBand, isX: false)
            for case let .label(content, _) in items {
                let text: String
                switch content {
                case .automatic: text = group.format?(value) ?? automaticText(value, dateSpacing: spacing)
                case let .text(string): text = string
                case let .format(format): text = format(value) ?? value.description
                case .view: return (nil, ChartText.viewLabelWidth)
                }
                return (text, ChartText.width(text))
            }
            return (nil, 0)
        }
    }

    static func automaticText(_ value: PlotValue, dateSpacing: Double) -> String {
        switch value {
        case let .number(number): ChartText.number(number)
        case let .date(date): ChartText.date(date, spacing: dateSpacing)
        case let .category(name): name
        }
    }

    private static func dateSpacing(_ values: [PlotValue]) -> Double {
        let seconds = values.compactMap { $0.isDate ? $0.continuous : nil }
        guard seconds.count > 1 else { return 86_400 }
        return (seconds.last! - seconds.first!) / Double(seconds.count - 1)
    }

    /// Round dates in `domain`: years, months, days or hours, about `count` of them.
    static func dateTicks(in domain: ClosedRange<Double>, count: Int) -> [Date] {
        let span = domain.upperBound - domain.lowerBound
        let day = 86_400.0
        let candidates: [(Calendar.Component, Int, Double)] = [
            (.hour, 1, 3600), (.hour, 3, 3 * 3600), (.hour, 6, 6 * 3600), (.hour, 12, 12 * 3600),
            (.day, 1, day), (.day, 2, 2 * day), (.day, 7, 7 * day), (.day, 14, 14 * day),
            (.month, 1, 30 * day), (.month, 2, 61 * day), (.month, 3, 91 * day), (.month, 6, 182 * day),
            (.year, 1, 365 * day), (.year, 2, 730 * day), (.year, 5, 1826 * day), (.year, 10, 3652 * day),
        ]
        let choice = candidates.first { span / $0.2 <= Double(max(count, 1)) } ?? candidates.last!
        return calendarTicks(in: domain, component: choice.0, count: choice.1, calendar: .current)
    }

    /// Every `count`th `component` boundary in `domain`.
    static func calendarTicks(in domain: ClosedRange<Double>, component: Calendar.Component, count: Int,
                              calendar: Calendar) -> [Date] {
        let low = Date(timeIntervalSinceReferenceDate: domain.lowerBound)
        guard var date = calendar.dateInterval(of: component, for: low)?.start else { return [] }
        var ticks: [Date] = []
        while date.timeIntervalSinceReferenceDate <= domain.upperBound + 1, ticks.count < 500 {
            if date.timeIntervalSinceReferenceDate >= domain.lowerBound - 1 { ticks.append(date) }
            guard let next = calendar.date(byAdding: component, value: max(count, 1), to: date), next > date else { break }
            date = next
        }
        return ticks
    }
}
