import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// A search field that prefers focus in its scope, and a field outside any
/// scope that prefers it too (which counts for nothing).
private struct Finder: View {
    @Namespace private var scope
    @Namespace private var elsewhere
    @Environment(\.resetFocus) private var resetFocus
    @State private var query = ""
    @State private var notes = ""
    @State private var alone = ""
    var body: some View {
        VStack {
            VStack {
                TextField("Search", text: $query).prefersDefaultFocus(in: scope)
                TextField("Notes", text: $notes)
                Button("Reset") { resetFocus(in: scope) }
            }
            .focusScope(scope)
            TextField("Alone", text: $alone).prefersDefaultFocus(in: elsewhere)
            Button("Reset elsewhere") { resetFocus(in: elsewhere) }
        }
    }
}

private struct FinderApp: App {
    var body: some Scene { WindowGroup("Finder") { Finder() } }
}

@MainActor @Suite struct FocusScopeTests {
    private func asksForFocus(_ app: AppHarness, _ field: String) throws -> Bool {
        try app.window("Finder").root.element(.textfield, field).attributes[.focused] == true
    }

    @Test func focusStartsAtTheViewPreferringItInItsScope() throws {
        let app = try AppHarness(FinderApp.self)
        #expect(try asksForFocus(app, "Search"))
        #expect(try !asksForFocus(app, "Notes"))
        // Outside a focus scope of its namespace, a preference counts for nothing.
        #expect(try !asksForFocus(app, "Alone"))
    }

    @Test func resetFocusMovesFocusBackWithinTheScope() throws {
        let app = try AppHarness(FinderApp.self)
        try app.focus(.textfield, "Search")
        try app.focus(.textfield, "Notes")
        #expect(try !asksForFocus(app, "Search"))
        try app.click(.button, "Reset")
        #expect(try asksForFocus(app, "Search"))
        // Focus outside the scope stays where it is.
        try app.focus(.textfield, "Search")
        try app.focus(.textfield, "Alone")
        try app.click(.button, "Reset")
        #expect(try !asksForFocus(app, "Search"))
        try app.click(.button, "Reset elsewhere")
        // A namespace with no scope has nothing to reset.
        #expect(try !asksForFocus(app, "Alone") && !asksForFocus(app, "Search"))
    }
}
