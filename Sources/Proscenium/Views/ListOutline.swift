// Lists of tree data: `List(_:children:)`, a row per element, elements with
// children as disclosure rows (an `OutlineGroup`).

extension List where SelectionValue == Never {
    /// A row per element of tree data; elements whose `children` are not nil expand to show them.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                  DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: nil, content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of tree data identified by the property at `id`.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      children: KeyPath<Data.Element, Data?>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: nil, content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}

extension List {
    /// A row per element of tree data, selecting into `selection`.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                  selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                  DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection.map(Selection.optional),
                  content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of tree data, selecting several into `selection`.
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                  selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                  DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection.map(Selection.multiple),
                  content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of tree data identified by `id`, selecting into `selection`.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection.map(Selection.optional),
                  content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// A row per element of tree data identified by `id`, selecting several into `selection`.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      children: KeyPath<Data.Element, Data?>,
                                      selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection.map(Selection.multiple),
                  content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}
