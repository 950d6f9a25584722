import ArgumentParser
import Foundation
@_spi(Display) import Proscenium

// `proscenium-bench nodes`: a view node's size and malloc's chunks for the
// nodes of a list's rows. Every view of every window has a node, so these
// bytes are what a window's and a row's memory is made of. Printed, never
// asserted (the budgets are printed beside the figures).

struct NodeSizeBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nodes",
        abstract: "Prints a view node's size and the malloc chunks of a list's nodes.",
        discussion: """
            A node's instance size is read from its class metadata; each node's \
            chunk is what glibc's malloc gave it (malloc_usable_size: the chunk \
            less its 8-byte header). Chunks are 16-byte steps, so a node of at \
            most 200 bytes takes a 208-byte chunk, one more byte a 224-byte one. \
            The last line: the instance size, the largest chunk, and the mean \
            bytes per node of the list.
            """
    )

    /// A node of at most this many bytes fits in a 208-byte chunk (200
    /// usable bytes after malloc's 8-byte header).
    static let nodeBudget = 200

    @Option(help: "Rows of the list.") var rows = 100

    /// A row as apps make them: a labelled switch with state of its own.
    private struct Row: View {
        let title: String
        @State private var isOn = false
        var body: some View {
            Toggle(isOn: $isOn) { Label(title, systemImage: "star") }
        }
    }

    private struct Rows: View {
        let count: Int
        var body: some View {
            List(0..<count, id: \.self) { Row(title: "Row \($0)") }
        }
    }

    func run() {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor private func measure() {
        let size = NodeFootprint.nodeInstanceSize
        let graph = ViewGraph(content: Rows(count: rows), label: "nodes")
        let chunks = NodeFootprint.chunks(of: graph)
        var byView: [String: (count: Int, bytes: Int)] = [:]
        for chunk in chunks {
            let name = String(chunk.view.prefix { $0 != "<" })
            byView[name, default: (0, 0)].count += 1
            byView[name, default: (0, 0)].bytes += chunk.bytes
        }
        print("node instance: \(size) bytes (budget \(Self.nodeBudget))")
        print("nodes of a list of \(rows) rows: \(chunks.count)")
        print("view".padding(toLength: 28, withPad: " ", startingAt: 0) + "nodes  mean chunk")
        for (name, entry) in byView.sorted(by: { $0.value.count > $1.value.count }) {
            let label = name.padding(toLength: 28, withPad: " ", startingAt: 0)
            print("\(label)\(String(entry.count).leftPadded(to: 5))  \(String(entry.bytes / entry.count).leftPadded(to: 10))")
        }
        let largest = chunks.map(\.bytes).max() ?? 0
        let mean = chunks.isEmpty ? 0 : chunks.map(\.bytes).reduce(0, +) / chunks.count
        print("node \(size) B (budget \(Self.nodeBudget)), largest chunk \(largest) B usable "
              + "(budget \(Self.nodeBudget)), mean \(mean) B a node")
        graph.tearDown()
    }
}
