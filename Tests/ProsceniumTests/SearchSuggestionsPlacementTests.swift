import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// A suggestion that says where it is shown.
private struct PlacedSuggestion: View {
    @Environment(\.searchSuggestionsPlacement) private var placement
    var body: some View {
        Text(placement == .menu ? "In menu" : "Elsewhere").searchCompletion("Pear")
    }
}

private struct Orchard: View {
    @State var query = ""
    var body: some View {
        NavigationStack {
            PlacedSuggestion()
        }
        .searchable(text: $query, prompt: "Find")
        .searchSuggestions {
            PlacedSuggestion()
            Text("Menu only").searchCompletion("Fig").searchSuggestions(.visible, for: .menu)
            Text("Content only").searchCompletion("Kiwi").searchSuggestions(.visible, for: .content)
            Text("Never in menu").searchCompletion("Plum").searchSuggestions(.hidden, for: .menu)
            Text("Not in content").searchCompletion("Lime").searchSuggestions(.hidden, for: [.content])
        }
    }
}

@MainActor @Suite struct SearchSuggestionsPlacementTests {
    @Test func suggestionsKnowTheyAreInTheMenuAndHideByPlacement() throws {
        let ui = ViewHarness(Orchard())
        let field = try ui.element(.search, "Find")
        let shown = field.all(.button).map(\.textContent)
        #expect(shown == ["In menu", "Menu only", "Not in content"])
        // The same view outside the suggestions is not in a menu.
        #expect(ui.find(.text, "Elsewhere") != nil)
    }

    @Test func placementsAndSetsAreDistinct() {
        #expect(SearchSuggestionsPlacement.menu != .content && SearchSuggestionsPlacement.automatic != .menu)
        let both: SearchSuggestionsPlacement.Set = [.menu, .content]
        #expect(both.contains(.menu) && both.contains(.content) && both.rawValue == 3)
        #expect(SearchSuggestionsPlacement.Set(rawValue: 1) == .menu)
    }
}
