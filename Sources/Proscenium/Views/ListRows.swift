// Rows of lists and forms: how a `List`, a `Form` and the `Section`s in them
// turn their items into `row` elements that select, delete and move.

/// What the rows of one list or form share: its selection and the keys of
/// its rows' tags. A list keeps one for its life and gives it each render's
/// selection, so that a row whose own inputs (content, key, selected state)
/// did not change is not rendered again.
@MainActor
final class ListRowContext {
    /// Whether a row with these traits is selected; nil when it cannot be selected.
    private(set) var selectionState: (ViewTraits) -> Bool?
    /// Selects the row with these traits; `modifiers` are the click's keys.
    private(set) var select: (ViewTraits, [String]) -> Void
    /// The tags of the selected rows (what an item context menu acts on).
    var selectedTags: () -> Set<AnyHashable> = { [] }
    /// Whether the selected rows are drawn emphasized (the list has focus in
    /// the key window): their content reads `backgroundProminence` `.increased`.
    var emphasizesSelection = false
    private var keys = TagKeys()
    /// The environment the rows give what is inside them (see `provideNoListRows`).
    let rowEnvironment = ListRowEnvironment()

    init(selectionState: @escaping (ViewTraits) -> Bool?, select: @escaping (ViewTraits, [String]) -> Void) {
        self.selectionState = selectionState
        self.select = select
    }

    /// A context for rows that cannot be selected (a form, a list without selection).
    static func unselectable() -> ListRowContext {
        ListRowContext(selectionState: { _ in nil }, select: { _, _ in })
    }

    /// Takes a new render's selection; the rows' keys are made afresh.
    func update(selectionState: @escaping (ViewTraits) -> Bool?, select: @escaping (ViewTraits, [String]) -> Void) {
        self.selectionState = selectionState
        self.select = select
        keys = TagKeys()
    }

    func key(for traits: ViewTraits) -> String? {
        traits.tag.map { keys.key(for: $0) }
    }

    /// What kind of item a view type is, found once per type: a list's items
    /// are mostly of one type, and a conformance check per row is costly.
    private enum ItemKind { case section, disclosure, row }
    private static var kinds: [ObjectIdentifier: ItemKind] = [:]

    private static func kind(of view: any View) -> ItemKind {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = kinds[type] { return known }
        let kind: ItemKind = view is any ListSectionView ? .section : view is any ListDisclosureItem ? .disclosure : .row
        kinds[type] = kind
        return kind
    }

    /// The items as rows: sections stay sections (they make their own rows).
    func rows(for items: [ViewItem]) -> [ViewItem] {
        var lastType: ObjectIdentifier?
        var lastKind = ItemKind.row
        return items.map { item in
            let type = ObjectIdentifier(Swift.type(of: item.view))
            if type != lastType {
                lastType = type
                lastKind = Self.kind(of: item.view)
            }
            if lastKind == .section {
                // A section's hidden separators go on its element.
                let hidden = item.traits[SectionSeparatorKey.self]
                guard let separator = hidden.attributeValue else { return item }
                @MainActor func mark<V: View>(_ view: V) -> any View {
                    view.modifier(ElementAttributeModifier(attributes: [.separator: separator]))
                }
                let marked = mark(item.view)
                return ViewItem(key: item.key, view: SectionInList(content: marked), traits: item.traits)
            }
            let selected = selectionState(item.traits)
            let emphasized = emphasizesSelection && selected == true
            if lastKind == .disclosure, let group = item.view as? any ListDisclosureItem {
                let row = ListRowInfo(traits: item.traits, key: key(for: item.traits),
                                      selected: selected, emphasized: emphasized, list: self)
                return ViewItem(key: item.key, view: group.listView(row: row), traits: item.traits)
            }
            let row = ListRow(content: item.view, traits: item.traits, key: key(for: item.traits),
                              selected: selected, emphasized: emphasized, list: self)
            return ViewItem(key: item.key, view: row, traits: item.traits)
        }
    }
}

/// The child environment a list or form gives its rows, kept while the
/// list's own environment stays the same: a new environment would render
/// every row again.
final class ListRowEnvironment {
    /// The environment the child was made from, remembered weakly: the rows'
    /// cache lives on their list's context, which that environment holds (a
    /// strong reference would be a cycle, and a list would never be freed).
    var base = RememberedEnvironment()
    var child: EnvironmentValues?
}

extension RenderContext {
    /// Gives the children `rows` (which the list keeps for its life) as their
    /// list; nil: they are in no list.
    mutating func provideListRows(_ rows: ListRowContext?) {
        provideListRows(rows, cache: state("listRowEnvironment") { ListRowEnvironment() })
    }

    /// Tells a list's row that a list inside it is a list of its own. The
    /// environment that says so is made once for the list's rows, not once
    /// per row: a thousand rows share it instead of holding a copy each.
    mutating func provideNoListRows(in list: ListRowContext) {
        provideListRows(nil, cache: list.rowEnvironment)
    }

    private mutating func provideListRows(_ rows: ListRowContext?, cache: ListRowEnvironment) {
        if cache.base.matches(childEnvironment), let child = cache.child, child.listRowContext === rows {
            childEnvironment = child
            return
        }
        cache.base = RememberedEnvironment(childEnvironment)
        childEnvironment.listRowContext = rows
        cache.child = childEnvironment
    }
}

/// Sections, which lay out their own rows inside a list.
protocol ListSectionView {}

/// A section with attributes for its element, still laid out as a section.
nonisolated struct SectionInList: PrimitiveView, ListSectionView {
    let content: any View
    @MainActor func render(into context: inout RenderContext) { context.addChildren(content) }
}

/// One row of a list or form: a `row` element around the item's views.
nonisolated struct ListRow: PrimitiveView {
    let content: any View
    let traits: ViewTraits
    /// The key of its tag, and whether it is selected (nil: it cannot be).
    let key: String?
    let selected: Bool?
    /// Whether it is selected and drawn emphasized: its content stands on
    /// the selection colour (`backgroundProminence` `.increased`).
    let emphasized: Bool
    let list: ListRowContext

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [:]
        if let key { attributes[.key] = .string(key) }
        if let selected { attributes[.selected] = .bool(selected) }
        let onDelete = traits.deleteDisabled ? nil : traits.onDelete
        let onMove = traits.moveDisabled ? nil : traits.onMove
        let index = traits.dataIndex
        if onDelete != nil, index != nil { attributes[.deletable] = true }
        if onMove != nil, index != nil { attributes[.movable] = true }
        if onDelete != nil || onMove != nil, index != nil, context.environment.editMode?.wrappedValue.isEditing == true {
            attributes[.editing] = true
        }
        let details = traits[RowDetailsKey.self]
        details.apply(to: &attributes)
        if details.badge != nil, let prominence = context.environment.badgeProminence.name {
            attributes[.badgeProminence] = .string(prominence)
        }
        let swipeActions = traits[SwipeActionsKey.self]
        context.addSwipeActions(swipeActions, into: &attributes)
        if context.environment.isEnabled { context.acceptInserts(traits[InsertActionKey.self], at: index, into: &attributes) }
        let menu = context.itemContextMenu(id: traits.tag, selected: list.selectedTags, into: &attributes)
        context.setElement(.row, attributes)
        // A list inside this row is a list of its own.
        context.provideNoListRows(in: list)
        // Only an emphasized row's views get an environment of their own (a
        // thousand rows share one). All its children get it: a view's
        // children share one environment.
        if emphasized { context.childEnvironment.backgroundProminence = .increased }
        context.addChildren(content)
        if let background = details.background { context.addSlot("rowBackground", background) }
        context.addSwipeSlots(swipeActions)
        if let menu { context.addChildren(menu, slot: "contextMenu") }

        let enabled = context.environment.isEnabled
        if selected != nil {
            let list = self.list, traits = self.traits
            context.on(.click) { event in
                guard enabled else { return }
                list.select(traits, event.modifiers ?? [])
            }
        }
        if let index, onDelete != nil || onMove != nil {
            context.on(.change) { event in
                guard enabled, let value = event.value else { return }
                if value == "delete", let onDelete {
                    onDelete(IndexSet(integer: index))
                } else if value.hasPrefix("move:"), let onMove, let destination = Int(value.dropFirst(5)) {
                    onMove(IndexSet(integer: index), destination)
                }
            }
        }
    }
}

extension EnvironmentValues {
    private struct ListRowContextKey: EnvironmentKey {
        static var defaultValue: ListRowContext? { nil }
    }

    /// The list or form whose rows the views below are (sections read it).
    var listRowContext: ListRowContext? {
        get { self[ListRowContextKey.self] }
        set { self[ListRowContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Stops a person from deleting this row of a list.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(RowTraitModifier { $0.deleteDisabled = isDisabled })
    }

    /// Stops a person from moving this row of a list.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(RowTraitModifier { $0.moveDisabled = isDisabled })
    }
}

/// Changes the traits of each item for its list.
nonisolated struct RowTraitModifier: TraitModifier, PrimitiveModifier {
    let change: (inout ViewTraits) -> Void
    func apply(to traits: inout ViewTraits) { change(&traits) }
    @MainActor func render(content: any View, into context: inout RenderContext) { context.addChildren(content) }
}
