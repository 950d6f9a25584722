import Foundation

/// Where stacked bars and areas start and end along their value axis.
enum Stacking {
    /// For each mark that stacks, its (start, end) along the value axis:
    /// marks of one kind that share a base position stack in order,
    /// positives up from zero and negatives down, then `.normalized` scales
    /// each stack to 0 ... 1 and `.center` centres it on zero.
    static func ranges(of marks: [MarkSpec], vertical: [Bool]) -> [Int: (Double, Double)] {
        struct Key: Hashable {
            var kind: String
            var base: PlotValue
        }
        var positive: [Key: Double] = [:]
        var negative: [Key: Double] = [:]
        var result: [Int: (Double, Double)] = [:]
        var keys: [Int: Key] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            let isVertical = vertical[index]
            guard let base = isVertical ? mark.x : mark.y, let valueChannel = isVertical ? mark.y : mark.x,
                  let value = valueChannel.value.continuous, valueChannel.value.isDate == false else { continue }
            if mark.stacking == .unstacked || mark.positionKey != nil {
                result[index] = (0, value)
                continue
            }
            let key = Key(kind: mark.kind == .bar ? "bar" : "area", base: base.value)
            keys[index] = key
            if value >= 0 {
                let start = positive[key, default: 0]
                positive[key] = start + value
                result[index] = (start, start + value)
            } else {
                let start = negative[key, default: 0]
                negative[key] = start + value
                result[index] = (start, start + value)
            }
        }
        for (index, key) in keys {
            guard let range = result[index] else { continue }
            let top = positive[key, default: 0], bottom = negative[key, default: 0]
            switch marks[index].stacking.kind {
            case .normalized:
                let total = top - bottom
                if total > 0 { result[index] = ((range.0 - bottom) / total, (range.1 - bottom) / total) }
            case .center:
                let offset = -(top + bottom) / 2
                result[index] = (range.0 + offset, range.1 + offset)
            default:
                break
            }
        }
        return result
    }
}
