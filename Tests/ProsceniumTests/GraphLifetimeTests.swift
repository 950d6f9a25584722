import Testing
@_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting

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

private struct LifetimeObjectReader: View {
    @EnvironmentObject var store: LifetimeStore
    var body: some View { Text("Rows \(store.rows.count)") }
}

@MainActor
@Suite struct GraphLifetimeTests {
    /// A text remembers the last environment it read its style from; a
    /// strong reference kept a departed window's environment, and every
    /// object in it, alive until another text rendered.
    @Test func anEnvironmentObjectIsFreedWithItsGraphAfterATextReadItsEnvironment() {
        weak var freedStore: LifetimeStore?
        do {
            let store = LifetimeStore()
            freedStore = store
            let graph = ViewGraph(content: LifetimeObjectReader().environmentObject(store), label: "lifetime")
            #expect(graph.snapshot().find(.text, "Rows 20") != nil)
            graph.tearDown()
            graph.releaseRetired()
        }
        #expect(freedStore == nil)
    }

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
