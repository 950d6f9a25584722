import Proscenium

/// A long table the engine lays out lazily, as a long list
/// (`TableLayout.swift`): BrowserTests/test_table_viewport.py checks that
/// its last row's cells are laid out only once the table is scrolled to
/// them, then drawn at the frames sent.
struct LongTableDemo: View {
    struct Entry: Identifiable {
        let id: Int
    }

    private let entries = (0..<300).map(Entry.init)

    var body: some View {
        Table(entries) {
            TableColumn("Entry") { Text("Entry \($0.id)") }
            TableColumn("Double") { Text("\($0.id * 2)") }.width(80)
        }
    }
}
