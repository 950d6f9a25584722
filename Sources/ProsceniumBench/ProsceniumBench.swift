import ArgumentParser

/// Benchmarks of the view graph (`update`), of the browser benchmark's app
/// side without a browser (`table`), of the display in a browser (`browser`)
/// and of served apps (`memory`, `load`). Each subcommand prints a
/// table of figures and a last line that sums them up; none of them asserts
/// on times.
@main
struct ProsceniumBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proscenium-bench",
        abstract: "Measures Proscenium: its view graph, its display in a browser, and served apps.",
        subcommands: [UpdateBenchmark.self, LayoutBenchmark.self, TableBenchmark.self, BrowserBenchmark.self, MemoryBenchmark.self, LoadBenchmark.self, NodeSizeBenchmark.self,
                      ServeEcho.self,
                      ServeGrid.self]
    )
}
