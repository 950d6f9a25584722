import SwiftUI

/// A selectable list of 300 rows in two sections, each row a name and a
/// count at its trailing edge: BrowserTests/test_list_placement.py checks
/// the page draws it where the engine places it.
struct ListDemo: View {
    @State private var selection: Int? = 2

    var body: some View {
        List(selection: $selection) {
            Section("Mailboxes") {
                ForEach(0..<3) { index in
                    HStack { Text("Mailbox \(index)"); Spacer(); Text("\(index * 4)") }.tag(index)
                }
            }
            Section("Messages") {
                ForEach(3..<300) { index in
                    HStack { Text("Message \(index)"); Spacer(); Text("\(index)") }.tag(index)
                }
            }
        }
    }
}

/// A grouped form: a switch at its row's trailing edge, rows in a box.
struct FormDemo: View {
    @State private var wifi = true

    var body: some View {
        Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                Text("Connected")
            }
        }
        .formStyle(.grouped)
    }
}

/// A disclosure group beside a sidebar list with a collapsible section:
/// BrowserTests/test_disclosure_placement.py checks the page draws each
/// where the engine places it, open and closed.
struct DisclosureDemo: View {
    @State private var details = false
    @State private var lunch = true

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading) {
                DisclosureGroup("Details", isExpanded: $details) {
                    Text("Inside")
                    Toggle("Shown", isOn: .constant(true))
                }
                Text("After")
                Spacer()
            }
            .padding()
            List {
                Section("Lunch", isExpanded: $lunch) {
                    Text("Soup")
                    Text("Bread")
                }
                Section("Dinner") { Text("Stew") }
            }
            .listStyle(.sidebar)
            .frame(width: 200)
        }
    }
}

/// A list of links beside a table, in a navigation stack: the table keeps
/// the window with the page's own layout (CSS), where a link that is its
/// row's content must not be inset twice (its row's and its own
/// insets): BrowserTests/test_row_links.py.
struct LinksDemo: View {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
        var varieties: [Fruit]?
    }

    private let fruits = [Fruit(id: 1, name: "Apple", varieties: [Fruit(id: 3, name: "Cox")]),
                          Fruit(id: 2, name: "Pear")]

    var body: some View {
        NavigationStack {
            HStack {
                List {
                    NavigationLink("Apples", value: 1)
                    NavigationLink("Pears", value: 2)
                }
                // A table whose dynamic type size the engine does not model
                // (`unplacedAttributes`): the page lays out the window.
                Table(fruits, children: \.varieties) {
                    TableColumn("Name", value: \.name)
                }
                .dynamicTypeSize(.large)
            }
            .navigationDestination(for: Int.self) { Text("Fruit \($0)") }
        }
    }
}

/// A list in edit mode whose rows delete and move:
/// BrowserTests/test_edit_rows.py checks the page draws each row's views,
/// delete button and handle where the engine left room for them.
struct EditDemo: View {
    @State private var names = ["Inbox", "Sent", "Drafts"]

    var body: some View {
        List {
            ForEach(names, id: \.self) { name in
                HStack { Text(name); Spacer(); Text("\(name.count)") }
            }
            .onDelete { names.remove(atOffsets: $0) }
            .onMove { names.move(fromOffsets: $0, toOffset: $1) }
        }
        .environment(\.editMode, .constant(.active))
    }
}

/// A table the engine lays out: a fixed column between two that share the
/// rest, a selected row; BrowserTests/test_table_placement.py checks the
/// page draws each header, row and cell at its frame and that dragging a
/// column's edge makes it that wide.
struct TableDemo: View {
    struct Book: Identifiable {
        let id: Int
        let title: String
        let author: String
        let year: Int
    }

    private let books = [
        Book(id: 1, title: "Middlemarch", author: "George Eliot", year: 1871),
        Book(id: 2, title: "Bleak House", author: "Charles Dickens", year: 1853),
        Book(id: 3, title: "Persuasion", author: "Jane Austen", year: 1817),
    ]
    @State private var selection: Book.ID? = 2

    var body: some View {
        Table(books, selection: $selection) {
            TableColumn("Title", value: \.title)
            TableColumn("Author", value: \.author).width(min: 80, max: 300)
            TableColumn("Year") { Text(String($0.year)) }.width(60)
        }
    }
}
