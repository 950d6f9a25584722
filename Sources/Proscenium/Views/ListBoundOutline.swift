// Lists of bound tree data: `List($folders, children: \.children) { $item in }`,
// a row per element as `List(_:children:)` makes them, each row given a
// binding into the tree so its edits change the model.

extension List where SelectionValue == Never {
    /// A row per element of a binding to tree data, each given a binding to
    /// its element; elements whose `children` are not nil expand to show them.
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                                  DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: nil, content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of a binding to tree data identified by the property at `id`.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      children: WritableKeyPath<Data.Element, Data?>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: nil, content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}

extension List {
    /// A row per element of a binding to tree data, one of them always selected.
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
                                  selection: Binding<SelectionValue>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                                  DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: .required(selection), content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of a binding to tree data, selecting into `selection`.
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
                                  selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                                  DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection.map(Selection.optional),
                  content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of a binding to tree data, selecting several into `selection`.
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
                                  selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent,
                                  DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection.map(Selection.multiple),
                  content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of a binding to tree data identified by `id`, one of them always selected.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: .required(selection),
                  content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// A row per element of a binding to tree data identified by `id`, selecting into `selection`.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      children: WritableKeyPath<Data.Element, Data?>,
                                      selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection.map(Selection.optional),
                  content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// A row per element of a binding to tree data identified by `id`, selecting several into `selection`.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      children: WritableKeyPath<Data.Element, Data?>,
                                      selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection.map(Selection.multiple),
                  content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// A row per element of a binding to data identified by the property at
    /// `id`, each given a binding to its element, selecting into `selection`.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection.map(Selection.optional), content: ForEach(data, id: id, content: rowContent))
    }

    /// A row per element of a binding to data identified by the property at
    /// `id`, each given a binding to its element, selecting several into `selection`.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection.map(Selection.multiple), content: ForEach(data, id: id, content: rowContent))
    }
}
