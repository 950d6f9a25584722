// `OutlineGroup` in a table's rows: a row per element, and under each element
// whose children are not nil a disclosure of its children's rows, as
// `Table(_:children:)` makes them, but among other rows of the builder.

nonisolated extension OutlineGroup {
    /// Table rows for the tree under `root` (the root is a row too).
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
          Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: { TableRow($0) })
    }

    /// Table rows for the trees under each element of `data`.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
          Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: { TableRow($0) })
    }
}

nonisolated extension OutlineGroup
where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
      Data.Element == Leaf.TableRowValue {
    /// Table rows of `content` for each element of the trees under each
    /// element of `data` (an element's last row discloses its children's).
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }

    /// Table rows of `content` for each element of the tree under `root` (the root's rows too).
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// Table rows of `content` for the trees under each element of `data`,
    /// identified by the property at `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    /// Table rows of `content` for the tree under `root`, identified by the property at `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }
}

nonisolated extension OutlineGroup: TableRowContent
where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
      Data.Element == Leaf.TableRowValue {
    public typealias TableRowValue = Data.Element

    /// The table lists an outline's rows itself (it keeps which are open),
    /// so its body is no rows.
    public var tableRowBody: some TableRowContent { EmptyTableRowContent<Data.Element>() }
}

nonisolated extension OutlineGroup: PrimitiveTableRows
where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
      Data.Element == Leaf.TableRowValue {
    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        rows.append(contentsOf: Self.tableRows(roots, childrenOf: childrenOf, content: content))
    }

    /// Each element's row (its content's last row), disclosing its children's rows when it has children.
    @MainActor static func tableRows(_ elements: [Data.Element], childrenOf: (Data.Element) -> [Data.Element]?,
                                     content: (Data.Element) -> Leaf) -> [ResolvedTableRow] {
        var rows: [ResolvedTableRow] = []
        for element in elements {
            var own: [ResolvedTableRow] = []
            appendTableRows(content(element), into: &own)
            guard var last = own.popLast() else { continue }
            if let kids = childrenOf(element) {
                last.disclosure = TableRowDisclosure(isExpanded: nil,
                                                     children: tableRows(kids, childrenOf: childrenOf, content: content))
            }
            rows.append(contentsOf: own)
            rows.append(last)
        }
        return rows
    }
}
