// `List($items, editActions: .all) { $item in }`: rows of a bound
// collection that a person can delete and drag to a new place, as
// `ForEach(_:editActions:content:)` makes them.

extension List where SelectionValue == Never {
    /// A row per element of a binding to identifiable data, editable as `editActions` allow.
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: nil, content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// A row per element of a binding to data identified by the property at `id`, editable as `editActions` allow.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: nil, content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }
}

extension List {
    /// A row per element of a binding to identifiable data, editable as `editActions` allow, always one selected
    /// into `selection`.
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: .required(selection), content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// A row per element of a binding to data identified by the property at `id`, editable as `editActions`
    /// allow, always one selected into `selection`.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
                                      selection: Binding<SelectionValue>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: .required(selection), content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }

    /// A row per element of a binding to identifiable data, editable as `editActions` allow, selecting into
    /// `selection`.
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: selection.map(Selection.optional), content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// A row per element of a binding to data identified by the property at `id`, editable as `editActions`
    /// allow, selecting into `selection`.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
                                      selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection.map(Selection.optional), content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }

    /// A row per element of a binding to identifiable data, editable as `editActions` allow, selecting several
    /// into `selection`.
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: selection.map(Selection.multiple), content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// A row per element of a binding to data identified by the property at `id`, editable as `editActions`
    /// allow, selecting several into `selection`.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
                                      selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection.map(Selection.multiple), content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }

}
