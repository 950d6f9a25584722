import ProsceniumHost

// `searchable`: a search field bound to a string, shown where a Mac shows
// it (the window's toolbar, or the top of the sidebar), with suggestions a
// person can choose, and `isSearching` / `dismissSearch` for the views it
// searches.

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
    let name: String

    /// Where the platform puts it: the window's toolbar.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The window's toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The centre of the toolbar.
    public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal")
    /// The top of the sidebar column, above its content.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// iOS's drawer below the navigation bar: above the content here.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// How an iOS navigation bar drawer shows the field (always shown here).
    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic = NavigationBarDrawerDisplayMode()
        public static let always = NavigationBarDrawerDisplayMode()
    }

    /// iOS's drawer below the navigation bar: above the content here.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }

    /// Whether the field sits in the window's toolbar (else above the content).
    var isInToolbar: Bool { name == "automatic" || name == "toolbar" || name == "toolbarPrincipal" }
}

/// Clears and leaves the search field of the `searchable` around a view:
/// `@Environment(\.dismissSearch) var dismissSearch`, then `dismissSearch()`.
public struct DismissSearchAction {
    let action: @MainActor () -> Void
    /// Ends the search.
    @MainActor public func callAsFunction() { action() }
}

extension EnvironmentValues {
    private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private struct DismissSearchKey: EnvironmentKey {
        static var defaultValue: DismissSearchAction { DismissSearchAction {} }
    }
    private struct SearchContextKey: EnvironmentKey { static var defaultValue: SearchContext? { nil } }
    private struct OuterSuggestionsKey: EnvironmentKey { static var defaultValue: (any View)? { nil } }

    /// Whether a person is searching in the `searchable` around this view: its
    /// field has focus or holds text.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `searchable` around this view.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// The search the views below belong to (for their suggestions and completions).
    var searchContext: SearchContext? {
        get { self[SearchContextKey.self] }
        set { self[SearchContextKey.self] = newValue }
    }

    /// Suggestions given around a `searchable` (`.searchable(...).searchSuggestions { }`).
    var outerSearchSuggestions: (any View)? {
        get { self[OuterSuggestionsKey.self] }
        set { self[OuterSuggestionsKey.self] = newValue }
    }
}

/// One `searchable`'s state: its field's focus and the suggestions its
/// content gives.
@MainActor
final class SearchContext {
    var text: Binding<String> = .constant("")
    var isFocused = false
    /// Suggestions given inside the searched content, by the node that gave them.
    var innerSuggestions: (any View)?
    weak var suggestionsNode: ViewNode?
    weak var owner: ViewNode?
    weak var field: ViewNode?

    /// The field's tokens, if it has them.
    var tokens: SearchTokens?
    /// The scope picker, from `searchScopes`, and when it shows.
    var scopes: SearchScopes?
    /// The app's `isPresented` binding: true while the search is presented.
    var isPresented: Binding<Bool>?
    /// What `isPresented` said at the last update (a change to false ends the search).
    var wasPresented = false
    /// Whether the person has typed since the search began (`.onTextEntry` scopes show from then).
    var typed = false
    /// The focus state `searchFocused` ties to the field.
    var focusBinding: SearchFocusBinding?

    /// Whether the app asks for the field to have focus (`isPresented`, `searchFocused`).
    var wantsFocus: Bool { isPresented?.wrappedValue == true || focusBinding?.isFocused() == true }
    /// What the field last showed of `wantsFocus`.
    var shownWantsFocus = false

    /// Whether the field holds text or tokens.
    var hasQuery: Bool { !text.wrappedValue.isEmpty || tokens.map { !$0.views().isEmpty } ?? false }

    /// Whether the search is on: the field has focus, holds text or tokens, or the app presents it.
    var isSearching: Bool { isFocused || isPresented?.wrappedValue == true || hasQuery }

    /// Whether the scope picker shows now, by its activation.
    var showsScopes: Bool {
        guard let scopes else { return false }
        // Tokens alone do not present the search: the scopes wait for focus or text.
        return scopes.activation == .onTextEntry ? typed
            : isFocused || isPresented?.wrappedValue == true || !text.wrappedValue.isEmpty
    }

    /// A person chose a token suggestion: it joins the tokens and the typed text goes.
    func completeToken(_ token: Any) {
        tokens?.add(token)
        text.wrappedValue = ""
        field?.invalidate(reason: "searchCompletion")
    }

    /// A person chose a completion: it becomes the text.
    func complete(_ completion: String) {
        text.wrappedValue = completion
        field?.invalidate(reason: "searchCompletion")
    }

    func setFocused(_ focused: Bool) {
        focusBinding?.follow(focused)
        guard focused != isFocused else { return }
        isFocused = focused
        owner?.invalidate(reason: "isSearching")
        // The field shows its scopes while searching.
        if scopes != nil { field?.invalidate(reason: "isSearching") }
        if focused {
            if let isPresented, !isPresented.wrappedValue { isPresented.wrappedValue = true }
        } else if !hasQuery {
            // Left empty: the search is over.
            ended()
        }
    }

    /// The person typed `value` into the field.
    func typed(_ value: String) {
        text.wrappedValue = value
        if !value.isEmpty && !typed {
            typed = true
            if scopes != nil { field?.invalidate(reason: "searchScopes") }
        }
    }

    /// Escape, `dismissSearch`, or the app's `isPresented` turned false: the text goes and the search ends.
    func dismiss() {
        text.wrappedValue = ""
        setFocused(false)
        ended()
    }

    private func ended() {
        typed = false
        if let isPresented, isPresented.wrappedValue { isPresented.wrappedValue = false }
        field?.invalidate(reason: "searchEnded")
    }
}

nonisolated struct SearchableModifier: PrimitiveModifier {
    let text: Binding<String>
    let placement: SearchFieldPlacement
    let prompt: String?
    var tokens: SearchTokens? = nil
    var isPresented: Binding<Bool>? = nil

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let search = context.state("search") { SearchContext() }
        search.text = text
        search.tokens = tokens
        search.isPresented = isPresented
        if let scopes = context.environment.outerSearchScopes { search.scopes = scopes }
        if let focus = context.environment.outerSearchFocus { search.focusBinding = focus }
        search.owner = context.node
        // The app turned `isPresented` off while the person searched: the search ends, as Cancel ends it.
        let presented = isPresented?.wrappedValue ?? false
        if search.wasPresented && !presented && search.isSearching {
            context.node.graph.afterUpdate { [weak search] in search?.dismiss() }
        }
        search.wasPresented = presented
        // The field shows the app's wish for focus, whatever else changed.
        if search.wantsFocus != search.shownWantsFocus { search.field?.invalidate(reason: "searchFocus") }
        context.childEnvironment.isSearching = search.isSearching
        context.childEnvironment.dismissSearch = DismissSearchAction { [weak search] in search?.dismiss() }
        context.childEnvironment.searchContext = search
        let field = SearchFieldView(search: search, prompt: prompt, placement: placement,
                                    outerSuggestions: context.environment.outerSearchSuggestions)
        if placement.isInToolbar {
            context.addChildren(content)
            let item = ToolbarItem(placement: placement.name == "toolbarPrincipal" ? .principal : .primaryAction) {
                field
            }
            context.addChildren(ToolbarView(content: item, visibility: nil, bars: []), slot: "search")
        } else {
            context.addChildren(field, slot: "search")
            context.addChildren(content)
        }
    }
}

/// The `search` element: the field, and its suggestions while searching.
nonisolated struct SearchFieldView: PrimitiveView {
    let search: SearchContext
    let prompt: String?
    let placement: SearchFieldPlacement
    let outerSuggestions: (any View)?

    @MainActor func render(into context: inout RenderContext) {
        search.field = context.node
        let text = search.text
        var attributes: ElementAttributes = [
            .value: .string(text.wrappedValue), .placeholder: .string(prompt ?? "Search"),
            .placement: .string(placement.name),
        ]
        // Presented or focused by the app (`isPresented`, `searchFocused`): the display focuses the field.
        search.shownWantsFocus = search.wantsFocus
        if search.shownWantsFocus { attributes[.focused] = true }
        context.labelAttribute(prompt ?? "Search", into: &attributes)
        context.setElement(.search, attributes)
        let search = self.search
        let enabled = context.environment.isEnabled
        context.on(.input) { event in
            guard enabled else { return }
            search.typed(event.value ?? "")
        }
        context.on(.focus) { event in search.setFocused(event.value != "false") }
        // In a window, focus events go to the window's focus, which tells the field.
        context.environment.windowFocus?.register(context.node) { focused in search.setFocused(focused) }
        // Escape in the field: the search ends; Backspace at its start: the last token goes.
        context.on(.change) { event in
            if event.value == "dismiss" { search.dismiss() }
            if event.value == "removeToken" { search.tokens?.removeLast() }
        }
        if let tokens = search.tokens { context.addChildren(SearchTokensView(tokens: tokens), slot: "tokens") }
        // The scopes show by their activation: while searching (the Mac's way), or once typing begins.
        if let scopes = search.scopes, search.showsScopes {
            context.addSlot("scopes", scopes.picker())
        }
        context.childEnvironment.searchContext = search
        let suggestions = search.innerSuggestions ?? outerSuggestions
        if let tokens = search.tokens, !tokens.suggestions().isEmpty {
            // Suggested tokens first, then the app's suggestions.
            context.addSlot("suggestions", Group {
                SearchSuggestedTokensView(tokens: tokens)
                if let suggestions { SearchSuggestionsMenuContent(suggestions: suggestions) }
            })
        } else if let suggestions {
            context.addSlot("suggestions", SearchSuggestionsMenuContent(suggestions: suggestions))
        }
    }
}

/// `searchSuggestions { }`: given views the search field lists while a person searches.
nonisolated struct SearchSuggestionsModifier: PrimitiveModifier {
    let suggestions: any View

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if let search = context.environment.searchContext {
            // Inside the searched content: the field shows them.
            search.innerSuggestions = suggestions
            search.suggestionsNode = context.node
            search.field?.invalidate(reason: "searchSuggestions")
            if context.state("suggestions", { SuggestionsRegistration() }).registered == false {
                context.state("suggestions", { SuggestionsRegistration() }).registered = true
                context.node.onUnmount { [weak search] in
                    search?.innerSuggestions = nil
                    search?.field?.invalidate(reason: "searchSuggestions")
                }
            }
        } else {
            // Around a `searchable`: its field reads them from the environment.
            context.childEnvironment.outerSearchSuggestions = suggestions
        }
        context.addChildren(content)
    }
}

/// A suggestion that, chosen, becomes the search text: a `button` in the field's suggestions.
nonisolated struct SearchCompletionModifier: PrimitiveModifier {
    let completion: String

    @MainActor func render(content: any View, into context: inout RenderContext) {
        var attributes: ElementAttributes = [:]
        context.labelAttribute(completion, into: &attributes)
        context.setElement(.button, attributes)
        let search = context.environment.searchContext
        let completion = self.completion
        context.on(.click) { _ in search?.complete(completion) }
        context.addChildren(content)
    }
}

nonisolated extension View {
    /// A search field bound to `text`, in the window's toolbar (or at
    /// `placement`), with `prompt` as its placeholder.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.plainText))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.plainText))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: String(prompt)))
    }

    /// The older form with suggestions given with the field.
    @available(*, deprecated, message: "Use the searchSuggestions(_:) modifier for the suggestions")
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                    prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.plainText))
            .searchSuggestions(suggestions)
    }

    /// Views the search field lists while a person searches; those with
    /// `searchCompletion(_:)` fill the field when chosen.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(SearchSuggestionsModifier(suggestions: suggestions()))
    }

    /// Makes this suggestion fill the search field with `completion` when chosen.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier(completion: completion))
    }
}

/// Whether a `searchSuggestions` inside the searched content has registered its clean-up.
final class SuggestionsRegistration { var registered = false }
