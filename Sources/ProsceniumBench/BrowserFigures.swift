import Foundation

/// The browser benchmark's figures: each operation's median time on both
/// pages, their ratio, and the weighted geometric mean of the ratios.
struct BrowserFigures {
    /// One operation's times in ms, as the driver measured them.
    struct Operation: Decodable {
        var name: String
        var proscenium: [Double]
        var vanilla: [Double]
    }

    /// A running animation in the Proscenium page: its frames per second,
    /// the distinct frames it drew, and the messages the app sent meanwhile.
    struct AnimationFigures: Decodable {
        var fps: Double
        var distinctFrames: Int
        var messages: Int
    }

    /// What BrowserBench/driver.py prints as its last line.
    private struct DriverOutput: Decodable {
        var rows: Int
        var runs: Int
        var operations: [Operation]
        var animation: AnimationFigures?
    }

    /// The operations in the order, with the js-framework-benchmark's
    /// weights (how much each counts in the geometric mean).
    static let weights: [(name: String, weight: Double)] = [
        ("create", 0.643), ("replace", 0.561), ("update", 0.564), ("select", 0.193), ("swap", 0.132),
        ("remove", 0.528), ("createMany", 0.564), ("append", 0.551), ("clear", 0.423),
    ]

    let rows: Int
    let runs: Int
    let operations: [Operation]
    let animation: AnimationFigures?

    init(driverOutput: Data) throws {
        guard let line = String(decoding: driverOutput, as: UTF8.self)
            .split(separator: "\n").last(where: { $0.hasPrefix("{") }) else {
            throw BenchmarkError("the browser driver printed no figures")
        }
        let output = try JSONDecoder().decode(DriverOutput.self, from: Data(line.utf8))
        let names = output.operations.map(\.name)
        guard names == Self.weights.map(\.name),
              output.operations.allSatisfy({ !$0.proscenium.isEmpty && !$0.vanilla.isEmpty }) else {
            throw BenchmarkError("the browser driver measured \(names), not the nine operations")
        }
        rows = output.rows
        runs = output.runs
        operations = output.operations
        animation = output.animation
    }

    /// What each operation is, for people.
    func title(_ name: String) -> String {
        let n = grouped(rows), many = grouped(10 * rows)
        return switch name {
        case "create": "create \(n) rows"
        case "replace": "replace all \(n) rows"
        case "update": "update every 10th of \(n) rows"
        case "select": "select a row"
        case "swap": "swap rows 2 and \(rows - 1)"
        case "remove": "remove a row"
        case "createMany": "create \(many) rows"
        case "append": "append \(n) rows to \(n)"
        case "clear": "clear \(n) rows"
        default: name
        }
    }

    func ratio(_ operation: Operation) -> Double { median(operation.proscenium) / median(operation.vanilla) }

    /// exp(sum(w * ln r) / sum(w)).
    var geometricMean: Double {
        var logSum = 0.0, weightSum = 0.0
        for (operation, weight) in zip(operations, Self.weights.map(\.weight)) {
            logSum += weight * log(ratio(operation))
            weightSum += weight
        }
        return exp(logSum / weightSum)
    }

    /// The table, then the last line: `geomean ratio vs vanilla: G`.
    func report() -> String {
        var lines = [["operation", "Proscenium ms", "vanilla ms", "ratio"]]
        for operation in operations {
            lines.append([title(operation.name), fixed(median(operation.proscenium)),
                          fixed(median(operation.vanilla)), fixed(ratio(operation))])
        }
        let widths = lines[0].indices.map { column in lines.map { $0[column].count }.max()! }
        let table = lines.map { line in
            line.indices.map { column in
                let pad = String(repeating: " ", count: widths[column] - line[column].count)
                return column == 0 ? line[column] + pad : pad + line[column]
            }.joined(separator: "  ")
        }
        let motion = animation.map {
            ["", "running animation in the page: \(fixed($0.fps)) fps, \($0.distinctFrames) distinct frames in 2 s, "
                + "\($0.messages) messages from the app"]
        } ?? []
        return (["medians of \(runs) runs, click to paint, in Chromium"] + table + motion
                + ["", "geomean ratio vs vanilla: \(fixed(geometricMean))"]).joined(separator: "\n")
    }
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// 1000 as "1,000".
func grouped(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
        index = digits.index(index, offsetBy: -3)
        digits.insert(",", at: index)
    }
    return digits
}
