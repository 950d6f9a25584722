import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private let fruits = ["Apple", "Apricot", "Banana", "Cherry"]

private struct Status: View {
    @Environment(\.isSearching) var isSearching
    @Environment(\.dismissSearch) var dismissSearch
    var body: some View {
        VStack {
            Text(isSearching ? "Searching" : "Idle")
            Button("Done") { dismissSearch() }
        }
    }
}

private struct Fruits: View {
    @State var query = ""
    var shown: [String] { query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) } }
    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { Text($0) }
            Status()
                .searchSuggestions {
                    Text("Cherries").searchCompletion("Cherry")
                }
        }
        .searchable(text: $query, prompt: "Find fruit")
    }
}

private struct SidebarSearch: View {
    @State var query = ""
    var body: some View {
        Text("Query \(query)")
            .searchable(text: $query, placement: .sidebar)
            .searchSuggestions { Text("Plums").searchCompletion("Plum") }
    }
}

@MainActor @Suite struct SearchTests {
    @Test func searchFieldInTheToolbarFiltersAndReportsSearching() throws {
        let ui = ViewHarness(Fruits())
        let field = try ui.element(.search, "Find fruit")
        #expect(field.attributes[.placeholder] == "Find fruit")
        // In the window's toolbar.
        #expect(ui.all(.toolbar).first?.find(.search, "Find fruit") != nil)
        #expect(ui.find(.text, "Idle") != nil)
        try ui.send(HostEvent(kind: .focus, target: field.id))
        #expect(ui.find(.text, "Searching") != nil)
        try ui.send(HostEvent(kind: .input, target: field.id, value: "ap"))
        #expect(ui.all(.row).map(\.textContent) == ["Apple", "Apricot"])
        try ui.send(HostEvent(kind: .focus, target: field.id, value: "false"))
        // Text in the field: still searching.
        #expect(ui.find(.text, "Searching") != nil)
        try ui.click(.button, "Done")
        #expect(ui.find(.text, "Idle") != nil)
        #expect(try ui.element(.search, "Find fruit").attributes[.value] == "")
        #expect(ui.all(.row).count == 4)
    }

    @Test func suggestionsCompleteTheTextAndEscapeEndsTheSearch() throws {
        let ui = ViewHarness(Fruits())
        let field = try ui.element(.search, "Find fruit")
        let suggestion = try #require(field.find(.button, "Cherry"))
        try ui.send(HostEvent(kind: .click, target: suggestion.id))
        #expect(try ui.element(.search, "Find fruit").attributes[.value] == "Cherry")
        #expect(ui.all(.row).map(\.textContent) == ["Cherry"])
        try ui.send(HostEvent(kind: .change, target: field.id, value: "dismiss"))
        #expect(ui.all(.row).count == 4)
    }

    @Test func aSidebarFieldSitsAboveTheContentWithSuggestionsFromAround() throws {
        let ui = ViewHarness(SidebarSearch())
        #expect(ui.all(.toolbar).isEmpty)
        let field = try ui.element(.search, "Search")
        #expect(field.attributes[.placement] == "sidebar")
        try ui.click(.button, "Plum")
        #expect(ui.find(.text, "Query Plum") != nil)
    }
}
