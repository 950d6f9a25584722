import Testing
@_spi(Display) import Proscenium

// What a graph holds is freed with it: a page that leaves must not leave its
// windows' lists behind (the memory benchmark's "retained after close").

@MainActor
private final class LifetimeStore: ObservableObject {
    @Published var rows = Array(1...20)
    @Published var selection: Int?
}

private struct LifetimeList: View {
    @ObservedObject var store: LifetimeStore
    var body: some View {
        List(selection: $store.selection) {
            ForEach(store.rows, id: \.self) { row in
                HStack {
                    Text("Row \(row)")
                    Button("Remove") { store.rows.removeAll { $0 == row } }
                }
            }
        }
    }
}

@MainActor
@Suite struct GraphLifetimeTests {
    /// The rows' shared environment lives on their list, and the list's
    /// environment holds the list: held strongly both ways, a torn-down
    /// window's list and everything its selection binding holds stayed.
    @Test func aListWithSelectionIsFreedWithItsGraph() {
        weak var freedStore: LifetimeStore?
        do {
            let store = LifetimeStore()
            freedStore = store
            let graph = ViewGraph(content: LifetimeList(store: store), label: "lifetime")
            _ = graph.snapshot()
            store.selection = 3
            store.rows.swapAt(0, 5)
            #expect(!graph.flush().isEmpty)
            graph.tearDown()
            graph.releaseRetired()
        }
        #expect(freedStore == nil)
    }
}
