nonisolated extension View {
    /// Scopes for the search: while a person searches, a segmented picker of
    /// `scopes` (views tagged with values of `V`) shows under the field and
    /// sets `scope`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        let scopes = scopes()
        return modifier(SearchScopesModifier(picker: {
            Picker("Search Scope", selection: scope) { scopes }.pickerStyle(.segmented).labelsHidden()
        }))
    }
}

/// `searchScopes`: the picker the search field shows while searching.
nonisolated struct SearchScopesModifier: PrimitiveModifier {
    let picker: () -> any View

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if let search = context.environment.searchContext {
            // Inside the searched content: the field shows them.
            search.scopes = picker
            search.field?.invalidate(reason: "searchScopes")
        } else {
            // Around a `searchable`: it reads them from the environment.
            context.childEnvironment.outerSearchScopes = picker
        }
        context.addChildren(content)
    }
}

extension EnvironmentValues {
    private struct OuterSearchScopesKey: EnvironmentKey {
        static var defaultValue: (() -> any View)? { nil }
    }

    /// Scopes given around a `searchable` (`.searchable(...).searchScopes(...)`).
    var outerSearchScopes: (() -> any View)? {
        get { self[OuterSearchScopesKey.self] }
        set { self[OuterSearchScopesKey.self] = newValue }
    }
}
