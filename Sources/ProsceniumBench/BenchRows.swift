import SwiftUI

// The rows of `proscenium-bench browser`: what the js-framework-benchmark's
// table holds, kept by an observable store in plain SwiftUI style.

/// One row: an id and an "adjective colour noun" label.
struct BenchRow: Identifiable, Equatable {
    let id: Int
    var label: String
}

/// The table's rows, selection and sort order, with the benchmark's operations.
@MainActor
final class BenchStore: ObservableObject {
    /// Rows a "create" makes (the many-rows case makes 10 times as many);
    /// set before the app starts.
    static var rowCount = 1_000

    /// The order rows are made in: by id, ascending.
    static let byID = [KeyPathComparator(\BenchRow.id)]

    @Published var rows: [BenchRow] = []
    @Published var selection: BenchRow.ID?
    /// The order the rows are kept in, as a `Table`'s headers set it: the
    /// rows are sorted again whenever it changes (SwiftUI's tables sort
    /// nothing themselves).
    @Published var sortOrder = BenchStore.byID {
        didSet { rows.sort(using: sortOrder) }
    }
    private var nextID = 1

    private func makeRows(_ count: Int) -> [BenchRow] {
        (0..<count).map { _ in
            defer { nextID += 1 }
            return BenchRow(id: nextID, label: BenchWords.label())
        }
    }

    /// New rows, listed by id: a sort by label before is undone, so that
    /// every timed sort starts from rows in id order.
    func create(_ count: Int) {
        rows = makeRows(count)
        selection = nil
        if sortOrder != Self.byID { sortOrder = Self.byID }
    }

    /// What a click on the header of a `Table`'s label column does to its
    /// sort order (`TableColumn("Label", value: \.label)`): the label's
    /// comparator first, or reversed if it was first already. The `List`
    /// app's Sort button does it, so that both apps sort alike.
    func sortByLabel() {
        if let first = sortOrder.first, first.keyPath == \BenchRow.label {
            sortOrder[0].order = first.order == .forward ? .reverse : .forward
        } else {
            var order = sortOrder
            order.removeAll { $0.keyPath == \BenchRow.label }
            order.insert(KeyPathComparator(\BenchRow.label, comparator: .localizedStandard), at: 0)
            sortOrder = order
        }
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
