/// The ways that SwiftUI displays search suggestions. On the Mac they are
/// shown in a menu attached to the search field: views in the suggestions
/// read `.menu` as the environment's `searchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, menu, content }
    let kind: Kind

    /// Search suggestions render automatically based on the surrounding
    /// context: on macOS, in a menu.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .automatic) }

    /// Search suggestions render inside of a menu attached to the search field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .menu) }

    /// Search suggestions render in the main content of the app.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .content) }

    /// An efficient set of search suggestion display modes.
    public struct Set: OptionSet, Sendable {
        /// A type for the elements of the set.
        public typealias Element = SearchSuggestionsPlacement.Set
        /// The raw value that records the search suggestion display modes.
        public var rawValue: Int

        /// Creates a set of search suggestions from an integer.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A set containing the menu display mode.
        public static var menu: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 0) }

        /// A set containing placements with the app's main content, excluding the menu placement.
        public static var content: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 1) }
    }

    /// Whether `set` holds this placement (automatic: none).
    func isIn(_ set: Set) -> Bool {
        switch kind {
        case .automatic: false
        case .menu: set.contains(.menu)
        case .content: set.contains(.content)
        }
    }
}

nonisolated extension View {
    /// Configures how to display search suggestions within this view: with
    /// `.hidden`, the view is left out where it shows in one of `placements`
    /// (`.menu` on the Mac); with `.visible`, it shows only there.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set)
        -> some View {
        modifier(SearchSuggestionsVisibilityModifier(visibility: visibility, placements: placements))
    }
}

/// Leaves its content out of the placements its visibility excludes.
nonisolated struct SearchSuggestionsVisibilityModifier: PrimitiveModifier {
    let visibility: Visibility
    let placements: SearchSuggestionsPlacement.Set

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let inPlacement = context.environment.searchSuggestionsPlacement.isIn(placements)
        switch visibility {
        case .hidden where inPlacement: return
        case .visible where !inPlacement: return
        default: context.addChildren(content)
        }
    }
}

/// A search field's suggestions, shown in its menu: their placement is `.menu`.
nonisolated struct SearchSuggestionsMenuContent: View {
    let suggestions: any View

    @MainActor var body: some View {
        AnyView(existential: suggestions)
            .modifier(EnvironmentTransformModifier { $0.searchSuggestionsPlacementValue = .menu })
    }
}

extension EnvironmentValues {
    private struct SearchSuggestionsPlacementKey: EnvironmentKey {
        static var defaultValue: SearchSuggestionsPlacement { .automatic }
    }

    /// The current placement of search suggestions: `.menu` in a search
    /// field's suggestions (the Mac's only placement); `.automatic` elsewhere.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        self[SearchSuggestionsPlacementKey.self]
    }

    /// Sets the placement (the search field's suggestions menu).
    var searchSuggestionsPlacementValue: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }
}
