import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

// The other forms of `searchable` (editable tokens, suggested tokens,
// `isPresented:`) and `searchScopes(_:activation:_:)`.

private enum Field: String, Hashable { case name, place }

private struct Filter: Identifiable, Hashable {
    let id: Int
    var field: Field
    var word: String
}

/// Editable tokens: each chip holds a picker that edits its token's field.
private struct EditableTokens: View {
    @State var query = ""
    @State var filters = [Filter(id: 1, field: .name, word: "cog"), Filter(id: 2, field: .name, word: "bolt")]
    var body: some View {
        Text("Filters " + filters.map { "\($0.field.rawValue):\($0.word)" }.joined(separator: ","))
            .searchable(text: $query, editableTokens: $filters, prompt: "Find") { $filter in
                Picker(filter.word, selection: $filter.field) {
                    Text("Name").tag(Field.name)
                    Text("Place").tag(Field.place)
                }
            }
    }
}

private struct Suggested: View {
    @State var query = ""
    @State var tokens: [Filter] = []
    @State var suggested = [Filter(id: 1, field: .name, word: "cog"), Filter(id: 2, field: .place, word: "aisle")]
    var body: some View {
        Text("Tokens " + tokens.map(\.word).joined(separator: ","))
            .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggested, prompt: "Find") { token in
                Text(token.word)
            }
    }
}

private struct SearchState: View {
    @Environment(\.isSearching) var isSearching
    var body: some View { Text(isSearching ? "Searching" : "Idle") }
}

private struct Presented: View {
    @State var query = ""
    @State var presented = false
    var body: some View {
        VStack {
            SearchState()
            Text("Presented \(presented)")
            Button("Find") { presented = true }
            Button("Stop") { presented = false }
        }
        .searchable(text: $query, isPresented: $presented, prompt: "Find")
    }
}

private struct FocusedSearch: View {
    @State var query = ""
    @FocusState var focused: Bool
    var body: some View {
        VStack {
            Text("Focused \(focused)")
            Button("Focus") { focused = true }
            Button("Unfocus") { focused = false }
        }
        .searchable(text: $query, prompt: "Find")
        .searchFocused($focused)
    }
}

private enum Pane: Hashable { case search, other }

private struct FocusedInside: View {
    @State var query = ""
    @FocusState var pane: Pane?
    var body: some View {
        VStack {
            Text("Pane \(pane.map { "\($0)" } ?? "none")")
                .searchFocused($pane, equals: .search)
            Button("Search") { pane = .search }
        }
        .searchable(text: $query, prompt: "Find")
    }
}

private enum Scope: Hashable { case all, cheap }

private struct Scoped: View {
    @State var query = ""
    @State var scope = Scope.all
    let activation: SearchScopeActivation
    var body: some View {
        Text("Scoped")
            .searchable(text: $query, prompt: "Find")
            .searchScopes($scope, activation: activation) {
                Text("All").tag(Scope.all)
                Text("Cheap").tag(Scope.cheap)
            }
    }
}

@MainActor @Suite struct SearchFormsTests {
    private func field(_ ui: ViewHarness) throws -> RenderElement { try ui.element(.search, "Find") }

    private func chips(_ ui: ViewHarness) throws -> [RenderElement] {
        try field(ui).all(.slot).filter { $0.attributes[.name] == "token" }
    }

    @Test func anEditableTokensControlEditsThatToken() throws {
        let ui = ViewHarness(EditableTokens())
        #expect(ui.find(.text, "Filters name:cog,name:bolt") != nil)
        let chips = try chips(ui)
        #expect(chips.count == 2)
        let picker = try #require(chips[1].all(.picker).first)
        try ui.send(HostEvent(kind: .change, target: picker.id, value: "place"))
        #expect(ui.find(.text, "Filters name:cog,place:bolt") != nil)
        // Backspace at the field's start still removes the last token.
        try ui.send(HostEvent(kind: .change, target: try field(ui).id, value: "removeToken"))
        #expect(ui.find(.text, "Filters name:cog") != nil)
        #expect(try self.chips(ui).count == 1)
    }

    @Test func suggestedTokensNotInTheFieldAreOfferedAndJoinWhenChosen() throws {
        let ui = ViewHarness(Suggested())
        func offered() throws -> [String] {
            let slot = try field(ui).all(.slot).first { $0.attributes[.name] == "suggestedTokens" }
            return slot?.all(.button).map(\.textContent) ?? []
        }
        #expect(try offered() == ["cog", "aisle"])
        let cog = try #require(try field(ui).find(.button, "cog"))
        try ui.send(HostEvent(kind: .click, target: cog.id))
        #expect(ui.find(.text, "Tokens cog") != nil)
        #expect(try chips(ui).map(\.textContent) == ["cog"])
        // Once in the field, it is no longer offered.
        #expect(try offered() == ["aisle"])
    }

    @Test func isPresentedFocusesTheFieldAndFollowsTheSearchsEnd() throws {
        let ui = ViewHarness(Presented())
        #expect(try field(ui).attributes[.focused] == nil)
        #expect(ui.find(.text, "Idle") != nil)
        // The app presents the search: the field asks for focus, and the views search.
        try ui.click(.button, "Find")
        #expect(try field(ui).attributes[.focused] == true)
        #expect(ui.find(.text, "Searching") != nil)
        try ui.send(HostEvent(kind: .focus, target: try field(ui).id))
        // Escape ends it: the binding turns false.
        try ui.send(HostEvent(kind: .change, target: try field(ui).id, value: "dismiss"))
        #expect(ui.find(.text, "Presented false") != nil)
        #expect(try field(ui).attributes[.focused] == nil)
        // The person focuses the field: presented.
        try ui.send(HostEvent(kind: .focus, target: try field(ui).id))
        #expect(ui.find(.text, "Presented true") != nil)
        // Focus leaves an empty field: the search is over.
        try ui.send(HostEvent(kind: .focus, target: try field(ui).id, value: "false"))
        #expect(ui.find(.text, "Presented false") != nil)
        #expect(ui.find(.text, "Idle") != nil)
        // With text, leaving keeps it presented; the app turning it off ends the search and clears the text.
        try ui.send(HostEvent(kind: .focus, target: try field(ui).id))
        try ui.send(HostEvent(kind: .input, target: try field(ui).id, value: "cog"))
        try ui.send(HostEvent(kind: .focus, target: try field(ui).id, value: "false"))
        #expect(ui.find(.text, "Presented true") != nil)
        try ui.click(.button, "Stop")
        #expect(try field(ui).attributes[.value] == "")
        #expect(ui.find(.text, "Idle") != nil)
    }

    @Test func searchFocusedFollowsTheFieldAndMovesFocusToIt() throws {
        let ui = ViewHarness(FocusedSearch())
        #expect(try field(ui).attributes[.focused] == nil)
        try ui.click(.button, "Focus")
        #expect(try field(ui).attributes[.focused] == true)
        try ui.click(.button, "Unfocus")
        #expect(try field(ui).attributes[.focused] == nil)
        // The person's focus sets the state, and leaving clears it.
        try ui.send(HostEvent(kind: .focus, target: try field(ui).id))
        #expect(ui.find(.text, "Focused true") != nil)
        try ui.send(HostEvent(kind: .focus, target: try field(ui).id, value: "false"))
        #expect(ui.find(.text, "Focused false") != nil)
    }

    @Test func searchFocusedEqualsInsideTheSearchedContent() throws {
        let ui = ViewHarness(FocusedInside())
        #expect(ui.find(.text, "Pane none") != nil)
        try ui.send(HostEvent(kind: .focus, target: try field(ui).id))
        #expect(ui.find(.text, "Pane search") != nil)
        try ui.send(HostEvent(kind: .focus, target: try field(ui).id, value: "false"))
        #expect(ui.find(.text, "Pane none") != nil)
        try ui.click(.button, "Search")
        #expect(try field(ui).attributes[.focused] == true)
    }

    @Test func onTextEntryScopesShowOnceTypingBeginsUntilTheSearchEnds() throws {
        let ui = ViewHarness(Scoped(activation: .onTextEntry))
        try ui.send(HostEvent(kind: .focus, target: try field(ui).id))
        #expect(try field(ui).all(.picker).isEmpty)
        try ui.send(HostEvent(kind: .input, target: try field(ui).id, value: "c"))
        #expect(try field(ui).all(.picker).count == 1)
        // Deleting the text does not hide them; ending the search does.
        try ui.send(HostEvent(kind: .input, target: try field(ui).id, value: ""))
        #expect(try field(ui).all(.picker).count == 1)
        try ui.send(HostEvent(kind: .change, target: try field(ui).id, value: "dismiss"))
        #expect(try field(ui).all(.picker).isEmpty)
    }

    @Test func onSearchPresentationScopesShowWithFocus() throws {
        for activation in [SearchScopeActivation.onSearchPresentation, .automatic] {
            let ui = ViewHarness(Scoped(activation: activation))
            #expect(try field(ui).all(.picker).isEmpty)
            try ui.send(HostEvent(kind: .focus, target: try field(ui).id))
            #expect(try field(ui).all(.picker).count == 1)
            try ui.send(HostEvent(kind: .focus, target: try field(ui).id, value: "false"))
            #expect(try field(ui).all(.picker).isEmpty)
        }
    }
}
