import ArgumentParser

/// Benchmarks of the view graph (`update`) and of the display in a browser
/// (`browser`). Each subcommand prints a table of figures
/// and a last line that sums them up; none of them asserts on times.
@main
struct ProsceniumBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proscenium-bench",
        abstract: "Measures Proscenium: its view graph, and its display in a browser.",
        subcommands: [UpdateBenchmark.self, BrowserBenchmark.self]
    )
}
