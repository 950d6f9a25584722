import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Fruit: Identifiable, Hashable {
    var id: String { name }
    let name: String
}

private enum Scope: Hashable { case all, red }

private struct Market: View {
    @State var query = ""
    @State var tokens = [Fruit(name: "Apple")]
    @State var scope = Scope.all
    var body: some View {
        NavigationStack {
            VStack {
                Text("Tokens \(tokens.map(\.name).joined(separator: ","))")
                Text(scope == .all ? "Scope all" : "Scope red")
            }
            .searchSuggestions {
                Text("Cherry").searchCompletion(Fruit(name: "Cherry"))
            }
        }
        .searchable(text: $query, tokens: $tokens, prompt: "Find fruit") { fruit in
            Text(fruit.name)
        }
        .searchScopes($scope) {
            Text("All").tag(Scope.all)
            Text("Red").tag(Scope.red)
        }
    }
}

@MainActor @Suite struct SearchTokensTests {
    private func chips(_ ui: ViewHarness) throws -> [String] {
        let field = try ui.element(.search, "Find fruit")
        let slots = field.all(.slot)
        return slots.filter { $0.attributes[.name] == "token" }.map(\.textContent)
    }

    @Test func tokensShowAsChipsAndBackspaceRemovesTheLast() throws {
        let ui = ViewHarness(Market())
        #expect(try chips(ui) == ["Apple"])
        // A token suggestion adds a token and clears the typed text.
        let field = try ui.element(.search, "Find fruit")
        try ui.send(HostEvent(kind: .input, target: field.id, value: "che"))
        let suggestion = try #require(try ui.element(.search, "Find fruit").find(.button, "Cherry"))
        try ui.send(HostEvent(kind: .click, target: suggestion.id))
        #expect(ui.find(.text, "Tokens Apple,Cherry") != nil)
        #expect(try chips(ui) == ["Apple", "Cherry"])
        #expect(try ui.element(.search, "Find fruit").attributes[.value] == "")
        try ui.send(HostEvent(kind: .change, target: field.id, value: "removeToken"))
        #expect(ui.find(.text, "Tokens Apple") != nil)
        try ui.send(HostEvent(kind: .change, target: field.id, value: "removeToken"))
        try ui.send(HostEvent(kind: .change, target: field.id, value: "removeToken"))
        #expect(ui.find(.text, "Tokens ") != nil)
        #expect(try chips(ui).isEmpty)
    }

    @Test func scopesShowWhileSearchingAndSetTheScope() throws {
        let ui = ViewHarness(Market())
        let field = try ui.element(.search, "Find fruit")
        #expect(field.all(.picker).isEmpty)
        try ui.send(HostEvent(kind: .focus, target: field.id))
        let picker = try #require(try ui.element(.search, "Find fruit").all(.picker).first)
        #expect(picker.attributes[.style] == "segmented")
        try ui.send(HostEvent(kind: .change, target: picker.id, value: "red"))
        #expect(ui.find(.text, "Scope red") != nil)
        try ui.send(HostEvent(kind: .change, target: field.id, value: "dismiss"))
        #expect(try ui.element(.search, "Find fruit").all(.picker).isEmpty)
    }
}
