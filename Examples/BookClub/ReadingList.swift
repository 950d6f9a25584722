import SwiftUI

/// The main window: the reading list beside the selected book. The
/// selection is kept per window and restored with it.
struct ReadingListViewer: View {
    @EnvironmentObject private var store: ReadingListStore
    @SceneStorage("selection") private var selection: String?
    @Environment(\.openWindow) private var openWindow

    var selectedID: Binding<UUID?> {
        Binding(get: { selection.flatMap(UUID.init(uuidString:)) }, set: { selection = $0?.uuidString })
    }

    var body: some View {
        NavigationView {
            List(store.books) { reading in
                NavigationLink(destination: BookView(reading: reading), tag: reading.id, selection: selectedID) {
                    Label(reading.book.title, systemImage: reading.isFinished ? "checkmark.circle" : "book")
                }
                .contextMenu {
                    Button("Open in New Window") { openWindow(value: reading.id) }
                }
            }
            .navigationTitle("Currently Reading")
            .toolbar {
                Button("Activity") { openWindow(id: "activity") }
            }
            Text("Select a book")
        }
    }
}

/// A book in a window of its own.
struct BookWindow: View {
    @Binding var bookID: Book.ID?
    @EnvironmentObject private var store: ReadingListStore

    var body: some View {
        if let reading = store.reading(bookID) {
            BookView(reading: reading)
                .navigationTitle(reading.book.title)
        } else {
            ContentUnavailableView("No Book", systemImage: "book.closed")
        }
    }
}
