/// A table row that shows or hides the rows under it: its first column shows
/// a disclosure triangle, and while it is open its rows follow it, indented
/// one level.
///
/// Without `isExpanded` the table keeps whether it is open (closed at first).
nonisolated public struct DisclosureTableRow<Label, Content>: TableRowContent, PrimitiveTableRows
where Label: TableRowContent, Content: TableRowContent, Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Label.TableRowValue

    /// The table lists a disclosure row and the rows under it itself (it
    /// keeps whether the row is open), so its body is no rows.
    public var tableRowBody: some TableRowContent { EmptyTableRowContent<TableRowValue>() }

    let label: Label
    let isExpanded: Binding<Bool>?
    let content: () -> Content

    /// A row for `value` whose `content` rows show while it is expanded.
    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil,
                       @TableRowBuilder<Value> content: @escaping () -> Content)
    where Label == TableRow<Value>, Value == Content.TableRowValue {
        self.label = TableRow(value)
        self.isExpanded = isExpanded
        self.content = content
    }

    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        var labelRows: [ResolvedTableRow] = []
        appendTableRows(label, into: &labelRows)
        guard var last = labelRows.popLast() else { return }
        var children: [ResolvedTableRow] = []
        appendTableRows(content(), into: &children)
        last.disclosure = TableRowDisclosure(isExpanded: isExpanded, children: children)
        rows.append(contentsOf: labelRows)
        rows.append(last)
    }
}

/// The rows of a hierarchical table: a row per element, and under each element
/// whose `children` are not nil a disclosure of its children's rows.
nonisolated public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent, PrimitiveTableRows
where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element

    /// The rows of the trees under each element, as an `OutlineGroup` makes them.
    public var tableRowBody: some TableRowContent { OutlineGroup(data, children: children) }

    let data: Data
    let children: KeyPath<Data.Element, Data?>

    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        rows.append(contentsOf: Self.rows(of: data, children: children))
    }

    nonisolated static func rows(of data: Data, children: KeyPath<Data.Element, Data?>) -> [ResolvedTableRow] {
        data.map { element in
            let disclosure = element[keyPath: children].map {
                TableRowDisclosure(isExpanded: nil, children: rows(of: $0, children: children))
            }
            return ResolvedTableRow(value: element, id: AnyHashable(element.id), disclosure: disclosure)
        }
    }
}

/// A table row as shown: its depth in the hierarchy (0: top) and, for a
/// disclosure row, whether it is open.
nonisolated struct VisibleTableRow {
    let row: ResolvedTableRow
    let depth: Int
    let expanded: Bool?
    let hierarchical: Bool
}

/// The rows a table shows: every top row, and the rows under each open disclosure row.
@MainActor
func visibleTableRows(_ rows: [ResolvedTableRow], expanded: (ResolvedTableRow) -> Bool) -> [VisibleTableRow] {
    let hierarchical = rows.contains { $0.disclosure != nil }
    var out: [VisibleTableRow] = []
    func walk(_ rows: [ResolvedTableRow], depth: Int) {
        for row in rows {
            let open = row.disclosure.map { _ in expanded(row) }
            out.append(VisibleTableRow(row: row, depth: depth, expanded: open, hierarchical: hierarchical))
            if open == true, let children = row.disclosure?.children { walk(children, depth: depth + 1) }
        }
    }
    walk(rows, depth: 0)
    return out
}
