import SwiftUI

// The Proscenium side of `proscenium-bench browser`: the benchmark's table as
// a plain SwiftUI app, a `List` (BenchTableApp) and a `Table` (BenchGridApp)
// of the same rows with the same buttons. The buttons carry accessibility
// identifiers named as the vanilla page's button ids, which is how the
// driver finds them.

/// The benchmark's app: a window of the store's rows, shown by `Rows`.
struct BenchApp<Rows: BenchRowsView>: App {
    @StateObject private var store = BenchStore()

    var body: some Scene {
        WindowGroup("Rows") {
            BenchWindow<Rows>(store: store)
        }
        .defaultSize(width: 900, height: 620)
    }
}

/// A view of the benchmark's rows: a `List` or a `Table`.
protocol BenchRowsView: View {
    init(store: BenchStore)
}

/// The operations' buttons and the animated bar above the rows.
struct BenchWindow<Rows: BenchRowsView>: View {
    let store: BenchStore
    /// The running animation the benchmark counts the page's frames of.
    @State private var pulsing = false

    var body: some View {
        VStack(alignment: .leading) {
            BenchControls(store: store, pulsing: $pulsing)
            Rows(store: store)
        }
    }
}

/// The rows in a `List`.
typealias BenchTableApp = BenchApp<BenchTable>

/// The same rows in a `Table`.
typealias BenchGridApp = BenchApp<BenchGrid>

/// The rows in a `List`: a row per element, selected by a click.
struct BenchTable: BenchRowsView {
    @ObservedObject var store: BenchStore

    var body: some View {
        List(selection: $store.selection) {
            ForEach(store.rows) { row in
                BenchRowView(row: row, store: store)
            }
        }
    }
}

/// The operations' buttons and the animated bar.
struct BenchControls: View {
    let store: BenchStore
    @Binding var pulsing: Bool

    var body: some View {
        let count = BenchStore.rowCount
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
            // What a click on the Table's Label header does.
            Button("Sort by Label") { store.sortByLabel() }
                .accessibilityIdentifier("sortlabel")
            Button("Animate") { withAnimation(.linear(duration: 1).repeatForever()) { pulsing.toggle() } }
                .accessibilityIdentifier("animate")
        }
        Color.blue.frame(width: pulsing ? 300 : 20, height: 4)
            .accessibilityIdentifier("animated")
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

/// The same rows as ``BenchTable`` in a `Table`: columns id and label, which
/// sort (a click on a header), and one with each row's remove button; a click
/// on a row selects it.
struct BenchGrid: BenchRowsView {
    @ObservedObject var store: BenchStore

    var body: some View {
        Table(store.rows, selection: $store.selection, sortOrder: $store.sortOrder) {
            TableColumn("ID", value: \.id) { row in Text(String(row.id)) }
            TableColumn("Label", value: \.label)
            TableColumn("") { row in Button("×") { store.remove(row.id) } }
        }
    }
}
