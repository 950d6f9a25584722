import ArgumentParser
@_spi(Display) import Proscenium
import ProsceniumHost

// `proscenium-bench update`: a `List` of N rows, each observing its own model.
// It measures the first render, an update that changes one row and one that
// changes every 10th row, for N = 1,000 and 10,000. The graph is meant to cost
// in proportion to what changed, so a one-row update should take about as long
// at 10,000 rows as at 1,000, and run the bodies of that row alone.

/// The model of one row.
final class RowModel: ObservableObject, Identifiable {
    let id: Int
    @Published var label: String

    init(id: Int) {
        self.id = id
        label = "row \(id)"
    }
}

/// One row: it observes its own model, so a change of that model runs this
/// body (and its `Text`) and nothing else.
struct Row: View {
    @ObservedObject var model: RowModel
    var body: some View {
        Text(model.label)
    }
}

struct RowList: View {
    let models: [RowModel]
    var body: some View {
        List {
            ForEach(models) { Row(model: $0) }
        }
    }
}

struct UpdateBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Times updates of a List of N rows that each observe their own model.",
        discussion: """
            For each N: the first render (the graph built and the display's \
            snapshot taken; the median of --renders, the first before the updates \
            and the rest after), an update that changes one row, and one that \
            changes every 10th row. Update times are medians; the graph's update \
            (the models changed and its commit) is timed apart from applying its \
            patches to a mirror of the display's tree. The row counts' updates are \
            interleaved so that noise from the machine falls on all alike. The last \
            line is the ratio of one-row update times (last row count / first) and \
            the body evaluations of a one-row update.
            """
    )

    @Option(name: .customLong("rows"), parsing: .upToNextOption,
            help: "Row counts to measure; the ratio compares the last to the first.")
    var rowCounts: [Int] = [1_000, 10_000]

    @Option(help: "First renders of each list (the median is reported).")
    var renders = 5

    @Option(help: "Measured repetitions of each update (the median is reported).")
    var repetitions = 101

    @Option(help: "Unmeasured updates before measuring.")
    var warmup = 10

    func validate() throws {
        guard rowCounts.count >= 2, rowCounts.allSatisfy({ $0 >= 10 }) else {
            throw ValidationError("give at least two row counts of 10 or more")
        }
        guard repetitions >= 15 else { throw ValidationError("use at least 15 repetitions") }
        guard renders >= 1 else { throw ValidationError("render each list at least once") }
        guard warmup >= 0 else { throw ValidationError("warmup cannot be negative") }
    }

    func run() throws {
        let results = try MainActor.assumeIsolated {
            try measure(rowCounts: rowCounts, renders: renders, repetitions: repetitions, warmup: warmup)
        }
        print(UpdateFigures.table(results))
        print()
        let first = results.first!, last = results.last!
        let ratio = last.oneRow.graph.median / first.oneRow.graph.median
        let bodies = results.map { Double($0.oneRow.bodies) }.max()!
        print("update cost \(label(last.rows))/\(label(first.rows)) ratio: \(fixed(ratio)); "
              + "bodies per one-row update: \(fixed(bodies))")
    }
}

/// What one kind of update cost, over its repetitions.
struct UpdateSample {
    /// Changing the models and `flush()`.
    var graph: Durations
    /// Applying the patches to the mirror tree.
    var apply: Durations
    /// Body evaluations of one update (the most of any repetition).
    var bodies: Int
    /// Patches of one update (the most of any repetition).
    var patches: Int
}

/// The figures for one row count.
struct UpdateFigures {
    var rows: Int
    var firstRender: Duration
    var oneRow: UpdateSample
    var everyTenth: UpdateSample

    static func table(_ results: [UpdateFigures]) -> String {
        let header = ["N", "first render ms",
                      "1-row update µs", "apply µs", "bodies", "patches",
                      "every-10th update ms", "apply ms", "bodies", "patches"]
        var lines = [header]
        for result in results {
            lines.append([
                String(result.rows),
                fixed(result.firstRender.milliseconds),
                fixed(result.oneRow.graph.median.microseconds),
                fixed(result.oneRow.apply.median.microseconds),
                String(result.oneRow.bodies),
                String(result.oneRow.patches),
                fixed(result.everyTenth.graph.median.milliseconds),
                fixed(result.everyTenth.apply.median.milliseconds),
                String(result.everyTenth.bodies),
                String(result.everyTenth.patches),
            ])
        }
        let widths = header.indices.map { column in lines.map { $0[column].count }.max()! }
        return lines.map { line in
            line.indices.map { column in
                let cell = line[column]
                return String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}

/// Durations of repeated runs.
struct Durations {
    var values: [Duration] = []
    mutating func append(_ value: Duration) { values.append(value) }
    var median: Duration {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// One list being measured: its models, its graph and a mirror of the
/// display's tree that its patches are applied to.
@MainActor
private final class Fixture {
    let rows: Int
    let models: [RowModel]
    let graph: ViewGraph
    var tree: RenderTree
    /// The first render's times (the median is reported).
    private(set) var firstRenders = Durations()
    private var version = 0
    private let clock = ContinuousClock()

    /// Makes the list and times its first render: the graph built (bodies
    /// run, elements made) and the snapshot a display is first shown.
    init(rows: Int) throws {
        self.rows = rows
        models = (0..<rows).map(RowModel.init)
        let (graph, snapshot, time) = Self.render(models)
        self.graph = graph
        firstRenders.append(time)
        tree = RenderTree(root: snapshot)
        guard tree.count >= rows else { throw BenchmarkError("expected at least \(rows) elements, got \(tree.count)") }
    }

    private static func render(_ models: [RowModel]) -> (ViewGraph, RenderElement, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let graph = ViewGraph(content: RowList(models: models), label: "bench")
        let snapshot = graph.snapshot()
        return (graph, snapshot, clock.now - start)
    }

    /// Times `count` more first renders of the same list, each graph torn
    /// down before the next. (Done after the updates were measured, so that
    /// the updates run on a heap that holds only the lists measured.)
    func renderAgain(_ count: Int) {
        for _ in 0..<count {
            let (graph, _, time) = Self.render(models)
            graph.tearDown()
            firstRenders.append(time)
        }
    }

    /// The row an update changes: alternating between rows spread over the list.
    func oneRow(_ repetition: Int) -> [Int] { [(repetition &* 7_919 &+ rows / 2) % rows] }

    /// Every 10th row, from a different offset each time.
    func everyTenth(_ repetition: Int) -> [Int] { Array(stride(from: repetition % 10, to: rows, by: 10)) }

    /// Changes the labels of `changed` rows, brings the graph up to date (timed
    /// as the graph's update), then applies its patches to the mirror tree
    /// (timed apart).
    func update(_ changed: [Int]) throws -> (graph: Duration, apply: Duration, bodies: Int, patches: Int) {
        version += 1
        let bodiesBefore = graph.bodyEvaluations
        let start = clock.now
        for index in changed { models[index].label = "row \(index) v\(version)" }
        let patches = graph.commitDetached()
        let graphTime = clock.now - start
        let bodies = graph.bodyEvaluations - bodiesBefore
        let applyStart = clock.now
        try tree.apply(patches)
        let applyTime = clock.now - applyStart
        guard patches.count == changed.count else {
            throw BenchmarkError("changing \(changed.count) rows made \(patches.count) patches")
        }
        return (graphTime, applyTime, bodies, patches.count)
    }

    /// Checks that the patches rebuilt the graph's tree, and ends the graph.
    func finish() throws {
        guard tree.root == graph.currentTree() else { throw BenchmarkError("the patches did not rebuild the graph's tree") }
        graph.tearDown()
    }
}

/// Measures every row count. The lists are built first and their updates
/// interleaved (one list's update, then the next list's), so that noise from
/// the machine falls on every row count alike.
@MainActor
private func measure(rowCounts: [Int], renders: Int, repetitions: Int, warmup: Int) throws -> [UpdateFigures] {
    // Pays the one-time costs (type metadata, field caches) before timing.
    let warmupFixture = try Fixture(rows: 100)
    for repetition in 0..<warmup { _ = try warmupFixture.update(warmupFixture.oneRow(repetition)) }
    try warmupFixture.finish()

    let fixtures = try rowCounts.map { try Fixture(rows: $0) }

    func sample(_ rowsToChange: (Fixture) -> (Int) -> [Int]) throws -> [UpdateSample] {
        for repetition in 0..<warmup {
            for fixture in fixtures { _ = try fixture.update(rowsToChange(fixture)(repetition)) }
        }
        var samples = Array(repeating: UpdateSample(graph: Durations(), apply: Durations(), bodies: 0, patches: 0),
                            count: fixtures.count)
        for repetition in 0..<repetitions {
            for (index, fixture) in fixtures.enumerated() {
                let figures = try fixture.update(rowsToChange(fixture)(warmup + repetition))
                samples[index].graph.append(figures.graph)
                samples[index].apply.append(figures.apply)
                samples[index].bodies = max(samples[index].bodies, figures.bodies)
                samples[index].patches = max(samples[index].patches, figures.patches)
            }
        }
        return samples
    }

    let oneRow = try sample { $0.oneRow }
    let everyTenth = try sample { $0.everyTenth }
    for fixture in fixtures {
        try fixture.finish()
        fixture.renderAgain(renders - 1)
    }
    return fixtures.indices.map { index in
        UpdateFigures(rows: fixtures[index].rows, firstRender: fixtures[index].firstRenders.median,
                      oneRow: oneRow[index], everyTenth: everyTenth[index])
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
    var milliseconds: Double { seconds * 1e3 }
    var microseconds: Double { seconds * 1e6 }
}

/// A number to 2 decimals.
func fixed(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = Int(magnitude / 100)
    let fraction = Int(magnitude.truncatingRemainder(dividingBy: 100))
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// 1000 as "1k", 10000 as "10k"; other counts as they are.
private func label(_ rows: Int) -> String {
    rows % 1_000 == 0 ? "\(rows / 1_000)k" : String(rows)
}
