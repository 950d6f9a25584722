/// Rows of data in a column, optionally selectable, with sections; rows made
/// by `ForEach` with `.onDelete` / `.onMove` can be deleted and moved.
///
/// Its element is `list` with `style` (from `.listStyle(_:)`) and `selection`
/// (`single` or `multiple`, absent when rows cannot be selected). Each item is
/// a `row` with `key` (its tag), `selected`, `deletable`, `movable`; sections
/// are `section` elements holding their rows. Clicking a row whose tag (or
/// `ForEach` ID) has the selection's type selects it; with multiple selection
/// a click with `command` or `shift` adds or removes it, a plain click selects
/// only it, and for single selection a `command` click on the selected row
/// clears it. A `change` event on a row with `delete` deletes it, with
/// `move:N` moves it to before the row at offset `N` of its data.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    enum Selection {
        case optional(Binding<SelectionValue?>)
        case required(Binding<SelectionValue>)
        case multiple(Binding<Set<SelectionValue>>)
    }
    let selection: Selection?
    let content: Content

    init(selection: Selection?, content: Content) {
        self.selection = selection
        self.content = content
    }

    /// A list whose rows select into `selection`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map(Selection.optional), content: content())
    }

    /// A list whose rows select several at once into `selection`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map(Selection.multiple), content: content())
    }

    /// A list that always has a selected row. (Disfavoured so that optional
    /// and set bindings take their own initialisers.)
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: .required(selection), content: content())
    }

    @MainActor package func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [:]
        if let style = context.environment.listStyleName { attributes[.style] = .string(style) }
        alternatesRowBackgroundsAttribute(context.environment.alternatingRowBackgrounds, into: &attributes)
        if context.environment.scrollContentBackground == .hidden { attributes[.contentBackground] = "hidden" }
        tableAppearance(in: context.node).apply(to: &attributes)
        context.environment.listRowHeightAttributes(into: &attributes)
        switch selection {
        case .optional, .required: attributes[.selection] = "single"
        case .multiple: attributes[.selection] = "multiple"
        case nil: break
        }
        context.offerRefresh(into: &attributes)
        context.setElement(.list, attributes)
        let rows = context.state("rows") { ListRowContext.unselectable() }
        setSelection(of: rows, enabled: context.environment.isEnabled)
        rows.emphasizesSelection = selection != nil && context.selectionIsEmphasized()
        context.provideListRows(rows)
        context.addItems(rows.rows(for: flattenItems(content)))
    }

    @MainActor private func setSelection(of rows: ListRowContext, enabled: Bool) {
        guard let selection else {
            rows.update(selectionState: { _ in nil }, select: { _, _ in })
            return
        }
        func tag(_ traits: ViewTraits) -> SelectionValue? { traits.tag(as: SelectionValue.self) }
        switch selection {
        case let .optional(binding):
            rows.selectedTags = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
            let current = binding.wrappedValue
            // Compared unwrapped: `==` on optionals of a generic type makes
            // type metadata at each of a thousand rows.
            rows.update(selectionState: { traits in
                guard let value = tag(traits) else { return nil }
                guard let current else { return false }
                return value == current
            }) { traits, modifiers in
                guard enabled, !traits[SelectionDisabledKey.self], let value = tag(traits) else { return }
                binding.wrappedValue = modifiers.contains("command") && value == binding.wrappedValue ? nil : value
            }
        case let .required(binding):
            rows.selectedTags = { [AnyHashable(binding.wrappedValue)] }
            let current = binding.wrappedValue
            rows.update(selectionState: { traits in tag(traits).map { $0 == current } }) { traits, _ in
                guard enabled, !traits[SelectionDisabledKey.self], let value = tag(traits) else { return }
                binding.wrappedValue = value
            }
        case let .multiple(binding):
            rows.selectedTags = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
            let current = binding.wrappedValue
            rows.update(selectionState: { traits in tag(traits).map { current.contains($0) } }) { traits, modifiers in
                guard enabled, !traits[SelectionDisabledKey.self], let value = tag(traits) else { return }
                if modifiers.contains("command") || modifiers.contains("shift") {
                    var set = binding.wrappedValue
                    if set.contains(value) { set.remove(value) } else { set.insert(value) }
                    binding.wrappedValue = set
                } else {
                    binding.wrappedValue = [value]
                }
            }
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of the given rows, without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content())
    }

    /// A row per element of identifiable data.
    // Disfavoured: a binding to an array is itself a collection of bindings,
    // and `List($items) { $item in }` must take the binding form.
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// A row per element, identified by the property at `id`.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// A row per element of a binding to identifiable data, each given a binding to its element.
    public init<Data, RowContent>(_ data: Binding<Data>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// A row per element of a binding to data identified by the property at `id`.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// A row per integer of a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }
}

extension List {
    /// A row per element of identifiable data, selecting into `selection`.
    // Disfavoured: a binding to an array is itself a collection of bindings,
    // and `List($items, selection:) { $item in }` must take the binding form.
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(selection: selection.map(Selection.optional), content: ForEach(data, content: rowContent))
    }

    /// A row per element of identifiable data, selecting several into `selection`.
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(selection: selection.map(Selection.multiple), content: ForEach(data, content: rowContent))
    }

    /// A row per element identified by the property at `id`, selecting into `selection`.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection.map(Selection.optional), content: ForEach(data, id: id, content: rowContent))
    }

    /// A row per element identified by the property at `id`, selecting several into `selection`.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection.map(Selection.multiple), content: ForEach(data, id: id, content: rowContent))
    }

    /// A row per element of a binding to identifiable data, selecting into `selection`.
    public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: selection.map(Selection.optional), content: ForEach(data, content: rowContent))
    }

    /// A row per integer of a constant range, selecting into `selection`: a
    /// row's selection value is its integer (`SelectionValue` is `Int`).
    /// Each row's content is laid out in an `HStack`, as SwiftUI declares it.
    public init<RowContent>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                            @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
        self.init(selection: selection.map(Selection.optional),
                  content: ForEach(data) { index in HStack { rowContent(index) } })
    }

    /// A row per integer of a constant range, selecting several into `selection`.
    public init<RowContent>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                            @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
        self.init(selection: selection.map(Selection.multiple),
                  content: ForEach(data) { index in HStack { rowContent(index) } })
    }

    /// A row per element of a binding to identifiable data, selecting several into `selection`.
    public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: selection.map(Selection.multiple), content: ForEach(data, content: rowContent))
    }
}
