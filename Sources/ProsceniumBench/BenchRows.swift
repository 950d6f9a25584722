import SwiftUI

// The rows of `proscenium-bench browser`: what the js-framework-benchmark's
// table holds, kept by an observable store in plain SwiftUI style.

/// One row: an id and an "adjective colour noun" label.
struct BenchRow: Identifiable, Equatable {
    let id: Int
    var label: String
}

/// The table's rows and selection, with the benchmark's operations.
@MainActor
final class BenchStore: ObservableObject {
    /// Rows a "create" makes (the many-rows case makes 10 times as many);
    /// set before the app starts.
    static var rowCount = 1_000

    @Published var rows: [BenchRow] = []
    @Published var selection: BenchRow.ID?
    private var nextID = 1

    private func makeRows(_ count: Int) -> [BenchRow] {
        (0..<count).map { _ in
            defer { nextID += 1 }
            return BenchRow(id: nextID, label: BenchWords.label())
        }
    }

    func create(_ count: Int) {
        rows = makeRows(count)
        selection = nil
    }

    func append(_ count: Int) { rows += makeRows(count) }

    func updateEveryTenth() {
        var changed = rows
        for index in stride(from: 0, to: changed.count, by: 10) { changed[index].label += " !!!" }
        rows = changed
    }

    func clear() {
        rows = []
        selection = nil
    }

    /// Swaps rows 2 and 999 of 1,000: the second and the one before last.
    func swapRows() {
        guard rows.count >= 4 else { return }
        rows.swapAt(1, rows.count - 2)
    }

    func remove(_ id: BenchRow.ID) {
        rows.removeAll { $0.id == id }
    }
}

/// Labels from fixed word lists (the vanilla page's are the same,
/// BrowserBench/vanilla/words.js).
enum BenchWords {
    static let adjectives = ["quiet", "brave", "gentle", "eager", "calm", "clever", "witty", "lucky", "proud",
                             "swift", "bold", "keen", "merry", "noble", "plain", "quick", "rapid", "shy", "tidy",
                             "vast", "warm", "young", "zesty", "fancy", "sturdy"]
    static let colours = ["red", "amber", "green", "teal", "blue", "indigo", "violet", "pink", "brown", "grey", "ivory"]
    static let nouns = ["kettle", "lantern", "otter", "meadow", "violin", "comet", "harbour", "pebble", "falcon",
                        "garden", "ribbon", "castle", "walnut"]

    static func label() -> String {
        "\(adjectives.randomElement()!) \(colours.randomElement()!) \(nouns.randomElement()!)"
    }
}
