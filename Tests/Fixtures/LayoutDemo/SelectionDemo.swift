import SwiftUI

/// A list, a sidebar list and a table whose selected rows say the background
/// prominence they read, beside a text field that takes focus from them:
/// BrowserTests/test_selection_emphasis.py checks that a selection is drawn
/// emphasized (the selection colour, default text white, coloured text
/// kept) while its list or table has focus in the key window, and grey
/// otherwise, and that the app's rows read `.increased` only then.
struct SelectionDemo: View {
    struct Book: Identifiable {
        let id: Int
        let title: String
    }

    private let books = [Book(id: 1, title: "Middlemarch"), Book(id: 2, title: "Persuasion")]
    @State private var row: Int? = 2
    @State private var place: Int? = 1
    @State private var book: Book.ID? = 1
    @State private var note = ""
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                TextField("Note", text: $note)
                // Another window comes forward while focus stays in a list.
                Button("Open Row") { openWindow(id: "row") }
                    .keyboardShortcut("e", modifiers: [.command, .shift])
            }
            HStack {
                List(selection: $row) {
                    Text("Plain").tag(1)
                    HStack {
                        ProminenceText(name: "Chosen")
                        Text("Red").foregroundStyle(.red)
                        Text("Quiet").foregroundStyle(.secondary)
                    }
                    .tag(2)
                    Text("Other").tag(3)
                }
                List(selection: $place) {
                    ProminenceText(name: "Home").tag(1)
                    Text("Work").tag(2)
                }
                .listStyle(.sidebar)
                .frame(width: 140)
                Table(books, selection: $book) {
                    TableColumn("Title") { ProminenceText(name: $0.title) }
                }
            }
        }
        .padding()
    }
}

/// Text naming the background prominence it reads.
struct ProminenceText: View {
    let name: String
    @Environment(\.backgroundProminence) private var prominence

    var body: some View {
        Text("\(name) \(prominence == .increased ? "increased" : "standard")")
    }
}
