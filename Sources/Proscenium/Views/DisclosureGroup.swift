import ProsceniumHost

/// A label with a disclosure control that shows or hides its content.
///
/// Its element is `disclosure` with `expanded` (`true`/`false`) and `title`
/// (a plain-text label); its children are a `slot` `label` and, only while
/// expanded, the content. A `toggle` event (value `true`/`false`, or none
/// to flip) expands or collapses it. In a list the label is the group's own
/// `row` (selectable with its tag) and the content's rows follow it.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: () -> Content

    /// A group that keeps its own expanded state, collapsed at first.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil
        self.label = label()
        self.content = content
    }

    /// A group expanded while `isExpanded` is true; the disclosure control sets it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
                @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.label = label()
        self.content = content
    }

    @MainActor package func render(into context: inout RenderContext) {
        // A group made from a configuration is the style's standard group.
        if Content.self != DisclosureGroupStyleConfiguration.Content.self,
           let style = context.environment.customDisclosureGroupStyle {
            let own = context.state("expansion") { ExpansionState() }
            let node = context.node
            let expansion = isExpanded ?? Binding(get: { own.isExpanded }, set: { [weak node] value in
                own.isExpanded = value
                node?.invalidate(reason: "isExpanded")
            })
            let configuration = DisclosureGroupStyleConfiguration(label: .init(content: label), content: .init(content: content()),
                                                                  isExpanded: expansion)
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
            return
        }
        let expanded = setUp(&context)
        context.addChildren(label, slot: "label")
        if expanded { context.addChildren(content(), slot: "content") }
    }

    /// Gives the node its `disclosure` element and `toggle` handler; returns
    /// whether the content shows.
    @MainActor func setUp(_ context: inout RenderContext) -> Bool {
        let own = context.state("expansion") { ExpansionState() }
        let expanded = isExpanded?.wrappedValue ?? own.isExpanded
        var attributes: ElementAttributes = [.expanded: .bool(expanded)]
        if let title = plainTitle(of: label) { attributes[.title] = .string(title) }
        context.setElement(.disclosure, attributes)
        let binding = isExpanded
        let enabled = context.environment.isEnabled
        let node = context.node
        context.on(.toggle) { [weak node] event in
            guard enabled else { return }
            let current = binding?.wrappedValue ?? own.isExpanded
            let wanted = event.value.map { $0 == "true" } ?? !current
            guard wanted != current else { return }
            if let binding {
                binding.wrappedValue = wanted
            } else {
                own.isExpanded = wanted
                node?.invalidate(reason: "isExpanded")
            }
        }
        return expanded
    }
}

/// A disclosure group's own expanded state (when no binding is given).
final class ExpansionState {
    var isExpanded = false
}

extension DisclosureGroup where Label == Text {
    /// A group with a text label, keeping its own expanded state.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group with a text label, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
                @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>,
                                   @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

// In a list, a disclosure group is a row (its label) followed by its
// content's rows: an outline.

/// Items a list turns into something other than a plain row.
@MainActor
protocol ListDisclosureItem {
    func listView(row: ListRowInfo) -> any View
}

/// What a list says about the row an item becomes.
struct ListRowInfo {
    let traits: ViewTraits
    let key: String?
    let selected: Bool?
    let emphasized: Bool
    let list: ListRowContext
}

extension DisclosureGroup: ListDisclosureItem {
    func listView(row: ListRowInfo) -> any View { ListDisclosureGroup(group: self, row: row) }
}

/// A disclosure group inside a list: its label as a row, then its rows.
nonisolated struct ListDisclosureGroup<Label: View, Content: View>: PrimitiveView {
    let group: DisclosureGroup<Label, Content>
    let row: ListRowInfo

    @MainActor func render(into context: inout RenderContext) {
        let expanded = group.setUp(&context)
        let labelRow = ListRow(content: group.label, traits: row.traits, key: row.key, selected: row.selected,
                               emphasized: row.emphasized, list: row.list)
        context.addChildren(labelRow, slot: "label")
        guard expanded else { return }
        var items: [ViewItem] = []
        flattenItems(group.content(), key: ItemKey([StructuralKey.slot("content")]), into: &items)
        context.addItems(row.list.rows(for: items))
    }
}
