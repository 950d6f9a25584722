import SwiftUI

// The Proscenium side of `proscenium-bench browser`: the benchmark's table as
// a plain SwiftUI app. The buttons carry accessibility identifiers named as
// the vanilla page's button ids, which is how the driver finds them.

struct BenchTableApp: App {
    @StateObject private var store = BenchStore()

    var body: some Scene {
        WindowGroup("Rows") {
            BenchTable(store: store)
        }
        .defaultSize(width: 900, height: 620)
    }
}

struct BenchTable: View {
    @ObservedObject var store: BenchStore
    /// The running animation the benchmark counts the page's frames of.
    @State private var pulsing = false

    var body: some View {
        let count = BenchStore.rowCount
        VStack(alignment: .leading) {
            HStack {
                Button("Create \(grouped(count)) rows") { store.create(count) }
                    .accessibilityIdentifier("run")
                Button("Create \(grouped(10 * count)) rows") { store.create(10 * count) }
                    .accessibilityIdentifier("runlots")
                Button("Append \(grouped(count)) rows") { store.append(count) }
                    .accessibilityIdentifier("add")
                Button("Update every 10th row") { store.updateEveryTenth() }
                    .accessibilityIdentifier("update")
                Button("Clear") { store.clear() }
                    .accessibilityIdentifier("clear")
                Button("Swap Rows") { store.swapRows() }
                    .accessibilityIdentifier("swaprows")
                Button("Animate") { withAnimation(.linear(duration: 1).repeatForever()) { pulsing.toggle() } }
                    .accessibilityIdentifier("animate")
            }
            Color.blue.frame(width: pulsing ? 300 : 20, height: 4)
                .accessibilityIdentifier("animated")
            List(selection: $store.selection) {
                ForEach(store.rows) { row in
                    BenchRowView(row: row, store: store)
                }
            }
        }
    }
}

/// One row: its id, its label (a click on the row selects it) and a button
/// that removes it. Its inputs are values and the store, so it runs its body
/// again only when its row changed.
struct BenchRowView: View {
    let row: BenchRow
    let store: BenchStore

    var body: some View {
        HStack {
            Text(String(row.id))
            Text(row.label)
            Button("×") { store.remove(row.id) }
        }
    }
}
