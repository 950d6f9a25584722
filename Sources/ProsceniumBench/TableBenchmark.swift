import ArgumentParser
@_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumWeb

// `proscenium-bench table`: the app's side of the `browser` benchmark, without
// a browser. The same table (BenchTable) in a view graph; each operation is
// the store's change, the graph's `flush()` and the update's JSON, timed
// apart. It shows what the page waits for before it can start building.

struct TableBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Times the app's side of the browser benchmark's operations: the graph's update and its message.",
        discussion: """
            Runs BenchTable (the `browser` benchmark's app) in a view graph with no \
            display. For each operation: the state it starts from is made (untimed), \
            then the store's change and the graph's flush() are timed as "graph", and \
            writing the update's JSON as "encode". Prints the medians, the patches \
            and the message's size, and last the sum of the medians.
            """
    )

    @Option(help: "Timed runs of each operation (the median is reported).")
    var runs = 10

    @Option(help: "Rows of the table (the many-rows case makes 10 times as many).")
    var rows = 1_000

    @Option(help: "Only the operations whose names start with this (to profile one).")
    var only: String?

    @Flag(help: "Make the state an operation starts from before its first run only (to profile its change alone).")
    var prepareOnce = false

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("time at least one run") }
        guard rows >= 10 else { throw ValidationError("use at least 10 rows") }
    }

    func run() throws {
        let runs = self.runs, rows = self.rows, only = self.only, prepareOnce = self.prepareOnce
        let lines = try MainActor.assumeIsolated {
            try TableFixture(rows: rows).measure(runs: runs, only: only, prepareOnce: prepareOnce)
        }
        print(lines)
    }
}

/// The table app in a graph, and the operations of the browser benchmark.
@MainActor
private final class TableFixture {
    let rows: Int
    let store = BenchStore()
    let graph: ViewGraph
    private let encoder = WireEncoder()
    private let clock = ContinuousClock()

    init(rows: Int) {
        self.rows = rows
        BenchStore.rowCount = rows
        graph = ViewGraph(content: BenchTable(store: store), label: "table")
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
        ]
    }

    /// Runs an operation's change and times its update and message.
    private func timed(_ change: (BenchStore) -> Void) throws -> (graph: Duration, encode: Duration, patches: Int, bytes: Int) {
        let start = clock.now
        change(store)
        let patches = graph.flush()
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

    func measure(runs: Int, only: String?, prepareOnce: Bool) throws -> String {
        // One untimed round pays the one-time costs (metadata, caches).
        for operation in operations {
            try prepare(operation.from)
            _ = try timed(operation.change)
        }
        var lines = [["operation", "graph ms", "encode ms", "patches", "bytes"]]
        var total = 0.0
        for operation in operations where only.map(operation.name.hasPrefix) ?? true {
            var graphTimes = Durations(), encodeTimes = Durations()
            var patches = 0, bytes = 0
            for run in 0..<runs {
                if run == 0 || !prepareOnce { try prepare(operation.from) }
                let figures = try timed(operation.change)
                graphTimes.append(figures.graph)
                encodeTimes.append(figures.encode)
                patches = figures.patches
                bytes = figures.bytes
            }
            total += graphTimes.median.milliseconds + encodeTimes.median.milliseconds
            lines.append([operation.name, fixed(graphTimes.median.milliseconds), fixed(encodeTimes.median.milliseconds),
                          String(patches), String(bytes)])
        }
        graph.tearDown()
        let widths = lines[0].indices.map { column in lines.map { $0[column].count }.max()! }
        let table = lines.map { line in
            line.indices.map { column in
                let cell = line[column]
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
        return table + "\n\ntable: app's side of all operations \(fixed(total)) ms (medians of \(runs) runs)"
    }
}
