// Lists of data that always have a selected row: `selection` is a binding to
// a value, not an optional or a set, so a click selects a row and nothing
// deselects it, as `List(selection:content:)` with such a binding does.
//
// Disfavoured, as that initialiser is: optional and set bindings take their
// own initialisers. Not for plain identifiable data (`List(items, selection:)`):
// that list's own initialisers are disfavoured too (against the binding-data
// ones), and between two disfavoured ones the compiler took a set or optional
// binding as one value here.

extension List {
    /// A row per element identified by the property at `id`, one of them always selected.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: .required(selection), content: ForEach(data, id: id, content: rowContent))
    }

    /// A row per integer of a constant range, one of them always selected.
    /// Each row's content is laid out in an `HStack`, as SwiftUI declares it.
    @_disfavoredOverload
    public init<RowContent>(_ data: Range<Int>, selection: Binding<SelectionValue>,
                            @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
        self.init(selection: .required(selection), content: ForEach(data) { index in HStack { rowContent(index) } })
    }

    /// A row per element of tree data, one of them always selected.
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                  selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                  DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: .required(selection), content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of tree data identified by `id`, one of them always selected.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: .required(selection),
                  content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}
