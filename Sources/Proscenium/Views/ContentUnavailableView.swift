/// What shows where content would be when there is none: no results, an
/// empty list, a missing selection.
///
/// Its element is `unavailable` with `label` (a plain-text title); its
/// children are `slot`s named `label`, `description` and `actions`.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    /// An unavailable view with a label, and optionally a description and actions (buttons).
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    @MainActor package func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [:]
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        context.setElement(.unavailable, attributes)
        // The title's size and weight as the page draws it, given to the
        // views so that the layout engine measures what the page draws.
        context.addSlot("label", label.font(.system(size: 19, weight: .semibold)))
        if let optional = description as? Text?, optional == nil {
            // `description: nil`: no description part at all.
        } else {
            context.addSlot("description", description)
        }
        context.addSlot("actions", actions)
    }
}

extension ContentUnavailableView where Label == Proscenium.Label<Text, Image>, Description == Text?,
                                       Actions == EmptyView {
    /// A title with a symbol, and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Proscenium.Label(titleKey, systemImage: name) }, description: { description })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Proscenium.Label(title, systemImage: name) }, description: { description })
    }
    /// A title with an image resource, and an optional description.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Proscenium.Label(titleKey, image: name) }, description: { description })
    }
}

/// The parts of the standard "no search results" view.
public struct SearchUnavailableContent {
    /// "No Results", or "No Results for “query”", with a magnifying glass.
    public struct Label: View {
        let query: String?
        public var body: some View {
            if let query, !query.isEmpty {
                Proscenium.Label("No Results for “\(query)”", systemImage: "magnifyingglass")
            } else {
                Proscenium.Label("No Results", systemImage: "magnifyingglass")
            }
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension SearchUnavailableContent.Label: PlainTitled {
    var plainTitle: String { query.map { $0.isEmpty ? "No Results" : "No Results for “\($0)”" } ?? "No Results" }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
                                       Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The standard view for a search without results.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(query: nil) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }

    /// The standard view for a search for `text` without results.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(query: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}
