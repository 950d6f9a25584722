/// When a search field shows its scopes.
nonisolated public struct SearchScopeActivation: Sendable, Equatable {
    let name: String

    /// As the platform does: on a Mac, `onSearchPresentation`.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    /// The scopes show when typing begins in the field and hide when the search ends.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    /// The scopes show while the search is presented (the field has focus,
    /// holds text, or the app presents it) and hide when it ends.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

nonisolated extension View {
    /// Scopes for the search: while a person searches, a segmented picker of
    /// `scopes` (views tagged with values of `V`) shows under the field and
    /// sets `scope`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Scopes for the search, shown as `activation` says: a segmented picker
    /// of `scopes` (views tagged with values of `V`) under the field that sets `scope`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        let scopes = scopes()
        return modifier(SearchScopesModifier(scopes: SearchScopes(activation: activation) {
            Picker("Search Scope", selection: scope) { scopes }.pickerStyle(.segmented).labelsHidden()
        }))
    }
}

/// A search's scope picker and when it shows.
nonisolated struct SearchScopes {
    let activation: SearchScopeActivation
    let picker: () -> any View
}

/// `searchScopes`: the picker the search field shows while searching.
nonisolated struct SearchScopesModifier: PrimitiveModifier {
    let scopes: SearchScopes

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let scopes = self.scopes
        context.giveToSearch(reason: "searchScopes",
                             inside: { $0.scopes = scopes }, around: { $0.outerSearchScopes = scopes })
        context.addChildren(content)
    }
}

extension EnvironmentValues {
    private struct OuterSearchScopesKey: EnvironmentKey {
        static var defaultValue: SearchScopes? { nil }
    }

    /// Scopes given around a `searchable` (`.searchable(...).searchScopes(...)`).
    var outerSearchScopes: SearchScopes? {
        get { self[OuterSearchScopesKey.self] }
        set { self[OuterSearchScopesKey.self] = newValue }
    }
}

extension RenderContext {
    /// Gives a setting of a `searchable` (its scopes, focus, suggestions) to
    /// the search it belongs to: inside the searched content, to the search
    /// at once (and its field shows it again); around the `searchable`,
    /// through the environment its field reads.
    @MainActor mutating func giveToSearch(reason: String, inside: (SearchContext) -> Void,
                                          around: (inout EnvironmentValues) -> Void) {
        if let search = environment.searchContext {
            inside(search)
            search.field?.invalidate(reason: reason)
        } else {
            around(&childEnvironment)
        }
    }
}
