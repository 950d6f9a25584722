import Testing
import Proscenium
import ProsceniumTesting

private struct NoteNameKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var noteName: String? {
        get { self[NoteNameKey.self] }
        set { self[NoteNameKey.self] = newValue }
    }
}

/// A view inside a command menu that reads the focused value itself, as apps
/// write `CommandMenu("Note") { NoteMenuItems() }`.
private struct NoteMenuItems: View {
    @FocusedValue(\.noteName) private var name
    var body: some View {
        Button("Delete \(name ?? "Nothing")") {}
    }
}

private struct NoteCommands: Commands {
    var body: some Commands {
        CommandMenu("Note") { NoteMenuItems() }
    }
}

private struct FocusedNotes: View {
    @State private var first = ""
    @State private var second = ""
    var body: some View {
        VStack {
            TextField("First", text: $first).focusedValue(\.noteName, "Groceries")
            TextField("Second", text: $second).focusedValue(\.noteName, "Ideas")
        }
        .navigationTitle("Notes")
    }
}

private struct FocusedNotesApp: App {
    var body: some Scene {
        WindowGroup { FocusedNotes() }
            .commands { NoteCommands() }
    }
}

/// A focused value read by a view in a menu follows focus, as it does when
/// the `Commands` type reads it.
@MainActor @Suite struct FocusedMenuViewTests {
    @Test func aMenuViewReadingAFocusedValueFollowsFocus() throws {
        let app = try AppHarness(FocusedNotesApp.self)
        try app.focus(.textfield, "First", in: "Notes")
        #expect(try app.menuItems("Note") == ["Delete Groceries"])
        try app.focus(.textfield, "Second", in: "Notes")
        #expect(try app.menuItems("Note") == ["Delete Ideas"])
    }
}
