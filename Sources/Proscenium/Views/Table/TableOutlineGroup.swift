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
        rows.append(contentsOf: Self.tableRows(roots, children: children, content: content))
    }

    /// Each element's row (its content's last row), disclosing its children's rows when it has children.
    @MainActor static func tableRows(_ elements: [Data.Element], children: KeyPath<Data.Element, Data?>,
                                     content: (Data.Element) -> Leaf) -> [ResolvedTableRow] {
        var rows: [ResolvedTableRow] = []
        for element in elements {
            var own: [ResolvedTableRow] = []
            appendTableRows(content(element), into: &own)
            guard var last = own.popLast() else { continue }
            if let kids = element[keyPath: children] {
                last.disclosure = TableRowDisclosure(isExpanded: nil,
                                                     children: tableRows(Array(kids), children: children, content: content))
            }
            rows.append(contentsOf: own)
            rows.append(last)
        }
        return rows
    }
}
