import ArgumentParser
@_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumWeb

// `proscenium-bench table`: the app's side of the `browser` benchmark, without
// a browser. The same apps' views (BenchTable, a List, and BenchGrid, a Table
// of the same rows) in a view graph; each operation is the store's change,
// the graph's `flush()` and the update's JSON, timed apart. It shows what the
// page waits for before it can start building.

struct TableBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Times the app's side of the browser benchmark's operations: the graph's update and its message.",
        discussion: """
            Runs BenchTable (the `browser` benchmark's List app) and BenchGrid (its \
            Table app) in a view graph with no display. For each operation: the state \
            it starts from is made (untimed), then the store's change and the graph's \
            commit are timed as "graph", and writing the update's JSON as "encode". \
            Prints the medians, the patches and the message's size for each app, the \
            Table's graph + encode against the List's ("vs List"), and last the sum \
            of the medians.
            """
    )

    @Option(help: "Timed runs of each operation (the median is reported).")
    var runs = 10

    @Option(help: "Rows of the table (the many-rows case makes 10 times as many).")
    var rows = 1_000

    @Option(help: "Only the operations whose names start with this (to profile one).")
    var only: String?

    @Option(help: "The app to measure: list (BenchTable), table (BenchGrid) or both.")
    var app: BenchApp = .both

    @Flag(help: "Make the state an operation starts from before its first run only (to profile its change alone).")
    var prepareOnce = false

    enum BenchApp: String, ExpressibleByArgument {
        case list, table, both
    }

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("time at least one run") }
        guard rows >= 10 else { throw ValidationError("use at least 10 rows") }
    }

    func run() throws {
        let runs = self.runs, rows = self.rows, only = self.only, prepareOnce = self.prepareOnce, app = self.app
        let report = try MainActor.assumeIsolated {
            var list: [TableFigures] = [], table: [TableFigures] = []
            if app != .table {
                list = try TableFixture(rows: rows) { BenchWindow<BenchTable>(store: $0) }
                    .measure(runs: runs, only: only, prepareOnce: prepareOnce)
            }
            if app != .list {
                table = try TableFixture(rows: rows) { BenchWindow<BenchGrid>(store: $0) }
                    .measure(runs: runs, only: only, prepareOnce: prepareOnce)
            }
            return tableReport(list: list, table: table, runs: runs)
        }
        print(report)
    }
}

/// An operation's medians in one app.
struct TableFigures {
    var name: String
    var graph: Double
    var encode: Double
    var patches: Int
    var bytes: Int

    /// The app's side of it: graph and encode, in ms.
    var total: Double { graph + encode }
}

/// The List's table, then the Table's (with the ratio of each operation's
/// graph + encode to the List's), then the sum of the medians.
private func tableReport(list: [TableFigures], table: [TableFigures], runs: Int) -> String {
    var sections: [String] = []
    var sums: [String] = []
    let header = ["operation", "graph ms", "encode ms", "patches", "bytes"]
    let cells = { (figures: TableFigures) in
        [figures.name, fixed(figures.graph), fixed(figures.encode), String(figures.patches), String(figures.bytes)]
    }
    if !list.isEmpty {
        sections.append(aligned([header] + list.map(cells)).joined(separator: "\n"))
        sums.append("\(fixed(list.map(\.total).reduce(0, +))) ms")
    }
    if !table.isEmpty {
        let ratios = Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0.total) })
        var lines = [["Table app: operation"] + header.dropFirst() + (list.isEmpty ? [] : ["vs List"])]
        for figures in table {
            lines.append(cells(figures) + (ratios[figures.name].map { [fixed(figures.total / $0)] } ?? []))
        }
        sections.append(aligned(lines).joined(separator: "\n"))
        sums.append("\(fixed(table.map(\.total).reduce(0, +))) ms in the Table")
    }
    return sections.joined(separator: "\n\n")
        + "\n\ntable: app's side of all operations \(sums.joined(separator: ", ")) (medians of \(runs) runs)"
}

/// A bench app's view in a graph, and the operations of the browser benchmark.
@MainActor
private final class TableFixture<Content: View> {
    let rows: Int
    let store = BenchStore()
    let graph: ViewGraph
    private let encoder = WireEncoder()
    private let clock = ContinuousClock()

    init(rows: Int, content: (BenchStore) -> Content) {
        self.rows = rows
        BenchStore.rowCount = rows
        graph = ViewGraph(content: content(store), label: "table")
        _ = graph.snapshot()
    }

    /// An operation: the state it starts from ("empty" or "filled") and its change.
    struct Operation {
        var name: String
        var from: String?
        var change: (BenchStore) -> Void
    }

    var operations: [Operation] {
        let rows = self.rows
        return [
            Operation(name: "create \(rows) rows", from: "empty") { $0.create(rows) },
            Operation(name: "replace all \(rows) rows", from: "filled") { $0.create(rows) },
            Operation(name: "update every 10th row", from: "filled") { $0.updateEveryTenth() },
            Operation(name: "select a row", from: "filled") { $0.selection = $0.rows[$0.selection == $0.rows[1].id ? 2 : 1].id },
            Operation(name: "swap rows 2 and \(rows - 1)", from: "filled") { $0.swapRows() },
            Operation(name: "remove a row", from: "filled") { $0.remove($0.rows[1].id) },
            Operation(name: "create \(10 * rows) rows", from: "empty") { $0.create(10 * rows) },
            Operation(name: "append \(rows) rows to \(rows)", from: "filled") { $0.append(rows) },
            Operation(name: "clear \(rows) rows", from: "filled") { $0.clear() },
            // What a click on the Table's Label header does (the List's Sort by Label button).
            Operation(name: "sort \(rows) rows by label", from: "filled") { $0.sortByLabel() },
        ]
    }

    /// Runs an operation's change and times its update and message.
    private func timed(_ change: (BenchStore) -> Void) throws -> (graph: Duration, encode: Duration, patches: Int, bytes: Int) {
        let start = clock.now
        change(store)
        let patches = graph.commitDetached()
        let flushed = clock.now
        let text = try encoder.encode(.update(DisplayUpdate(changes: [.patch(SurfaceID("window"), patches)])))
        let encoded = clock.now
        // As the app does once the update is sent: what left the tree is freed
        // while the page applies it.
        graph.releaseRetired()
        return (flushed - start, encoded - flushed, patches.count, text.utf8.count)
    }

    private func prepare(_ from: String?) throws {
        switch from {
        case "empty": if !store.rows.isEmpty { _ = try timed { $0.clear() } }
        case "filled": _ = try timed { $0.create(rows) }
        default: break
        }
    }

    func measure(runs: Int, only: String?, prepareOnce: Bool) throws -> [TableFigures] {
        // One untimed round pays the one-time costs (metadata, caches).
        for operation in operations {
            try prepare(operation.from)
            _ = try timed(operation.change)
        }
        var figures: [TableFigures] = []
        for operation in operations where only.map(operation.name.hasPrefix) ?? true {
            var graphTimes = Durations(), encodeTimes = Durations()
            var patches = 0, bytes = 0
            for run in 0..<runs {
                if run == 0 || !prepareOnce { try prepare(operation.from) }
                let measured = try timed(operation.change)
                graphTimes.append(measured.graph)
                encodeTimes.append(measured.encode)
                patches = measured.patches
                bytes = measured.bytes
            }
            figures.append(TableFigures(name: operation.name, graph: graphTimes.median.milliseconds,
                                        encode: encodeTimes.median.milliseconds, patches: patches, bytes: bytes))
        }
        graph.tearDown()
        return figures
    }
}
