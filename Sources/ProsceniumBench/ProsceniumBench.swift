import ArgumentParser

/// Benchmarks of the view graph and of served apps. Each subcommand prints a
/// table of figures and a last line that sums them up; none of them asserts
/// on times.
@main
struct ProsceniumBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proscenium-bench",
        abstract: "Measures Proscenium's view graph and served apps.",
        subcommands: [UpdateBenchmark.self, MemoryBenchmark.self, LoadBenchmark.self, ServeEcho.self]
    )
}
