import Foundation

/// The browser benchmark's figures: each operation's median time on both
/// pages, their ratio, and the weighted geometric mean of the ratios.
struct BrowserFigures {
    /// One operation's times in ms, as the driver measured them.
    struct Operation: Decodable {
        var name: String
        var proscenium: [Double]
        var vanilla: [Double]
        /// The Proscenium page with every list row drawn (`--drawn`), if timed.
        var drawn: [Double]?
        /// The List app served by this build and by another, alike
        /// (`--compare-with`), if timed.
        var thisBuild: [Double]?
        var otherBuild: [Double]?
    }

    /// A running animation in the Proscenium page: its frames per second,
    /// the distinct frames it drew, and the messages the app sent meanwhile.
    struct AnimationFigures: Decodable {
        var fps: Double
        var distinctFrames: Int
        var messages: Int
    }

    /// One operation's times in ms on the Table page and on the List page.
    struct TableOperation: Decodable {
        var name: String
        var table: [Double]
        var list: [Double]
    }

    /// The Table app against the List app (`--table`).
    struct TableFigures: Decodable {
        var runs: Int
        var operations: [TableOperation]
    }

    /// What BrowserBench/driver.py prints as its last line.
    private struct DriverOutput: Decodable {
        var rows: Int
        var runs: Int
        var operations: [Operation]
        var animation: AnimationFigures?
        var table: TableFigures?
    }

    /// The bound for a Table's figures against the List's.
    static let tableTarget = 1.3

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
    let table: TableFigures?

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
        if let table = output.table {
            guard table.operations.map(\.name) == ["create", "sort"],
                  table.operations.allSatisfy({ !$0.table.isEmpty && !$0.list.isEmpty }) else {
                throw BenchmarkError("the browser driver timed the Table on \(table.operations.map(\.name)), not create and sort")
            }
        }
        table = output.table
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

    /// Every operation's ratio, in the order.
    var ratios: [Double] { operations.map(ratio) }

    func ratio(_ operation: TableOperation) -> Double { median(operation.table) / median(operation.list) }

    /// exp(sum(w * ln r) / sum(w)).
    var geometricMean: Double { Self.geometricMean(ratios) }

    /// exp(sum(w * ln r) / sum(w)) of ratios in the order.
    static func geometricMean(_ ratios: [Double]) -> Double {
        var logSum = 0.0, weightSum = 0.0
        for (ratio, weight) in zip(ratios, weights.map(\.weight)) {
            logSum += weight * log(ratio)
            weightSum += weight
        }
        return exp(logSum / weightSum)
    }

    /// The table, the Table against the List, then the last line:
    /// `geomean ratio vs vanilla: G`.
    func report() -> String {
        let drawn = drawnRatios
        var lines = [["operation", "Proscenium ms", "vanilla ms", "ratio"] + (drawn == nil ? [] : ["all rows drawn ms", "ratio"])]
        for (index, operation) in operations.enumerated() {
            lines.append([title(operation.name), fixed(median(operation.proscenium)),
                          fixed(median(operation.vanilla)), fixed(ratio(operation))]
                         + (drawn.map { [fixed(median(operation.drawn!)), fixed($0[index])] } ?? []))
        }
        let motion = animation.map {
            ["", "running animation in the page: \(fixed($0.fps)) fps, \($0.distinctFrames) distinct frames in 2 s, "
                + "\($0.messages) messages from the app"]
        } ?? []
        return (["medians of \(runs) runs, click to paint, in Chromium"] + aligned(lines) + motion + tableReport()
                + likeForLikeReport() + buildsReport()
                + ["", "geomean ratio vs vanilla: \(fixed(geometricMean))"]).joined(separator: "\n")
    }

    /// This build's and the other build's medians (`--compare-with`), each
    /// build's ratio to vanilla, and this build's against the other's; nil
    /// when the driver did not time both.
    var builds: (thisVsVanilla: Double, otherVsVanilla: Double, thisVsOther: Double)? {
        guard operations.allSatisfy({ !($0.thisBuild ?? []).isEmpty && !($0.otherBuild ?? []).isEmpty }) else { return nil }
        let this = operations.map { median($0.thisBuild!) }, other = operations.map { median($0.otherBuild!) }
        let vanilla = operations.map { median($0.vanilla) }
        return (Self.geometricMean(zip(this, vanilla).map(/)), Self.geometricMean(zip(other, vanilla).map(/)),
                Self.geometricMean(zip(this, other).map(/)))
    }

    /// The two builds' List apps, timed in the same turns, and their geomeans.
    private func buildsReport() -> [String] {
        guard let builds else { return [] }
        var lines = [["this build vs the other", "this build ms", "other build ms", "ratio"]]
        for operation in operations {
            let this = median(operation.thisBuild!), other = median(operation.otherBuild!)
            lines.append([title(operation.name), fixed(this), fixed(other), fixed(this / other)])
        }
        return ["", "the List app served by this build and by the other (--compare-with), each in a child process, "
                    + "in the same turns"]
            + aligned(lines)
            + ["geomean vs vanilla: this build \(fixed(builds.thisVsVanilla)), other build \(fixed(builds.otherVsVanilla))",
               "geomean this build / other build: \(fixed(builds.thisVsOther)) (below 1: this build is faster)"]
    }

    /// The Table app's create and sort beside the List app's, and their
    /// ratios on a line of their own.
    private func tableReport() -> [String] {
        guard let table else { return [] }
        let names = ["create": "create \(grouped(rows)) rows",
                     "sort": "sort \(grouped(rows)) rows by label"]
        var lines = [["Table vs List", "Table ms", "List ms", "ratio"]]
        for operation in table.operations {
            lines.append([names[operation.name] ?? operation.name, fixed(median(operation.table)),
                          fixed(median(operation.list)), fixed(ratio(operation))])
        }
        let ratios = table.operations.map { "\($0.name) \(fixed(ratio($0)))" }.joined(separator: ", ")
        return ["", "the same rows in a Table and in a List (medians of \(table.runs) runs; sort: a click on the "
                    + "Table's Label header, and the List app's Sort by Label button, the same change of its rows)"]
            + aligned(lines)
            + ["table vs list: \(ratios) (target <= \(fixed(Self.tableTarget)))"]
    }
}

/// Rows of cells as text columns: the first left-aligned, the others right-aligned.
func aligned(_ lines: [[String]]) -> [String] {
    let widths = lines[0].indices.map { column in lines.map { $0[column].count }.max()! }
    return lines.map { line in
        line.indices.map { column in
            let pad = String(repeating: " ", count: widths[column] - line[column].count)
            return column == 0 ? line[column] + pad : pad + line[column]
        }.joined(separator: "  ")
    }
}

func median(_ values: [Double]) -> Double {
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
