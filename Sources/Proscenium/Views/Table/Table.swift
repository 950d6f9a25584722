import Foundation
import ProsceniumHost

/// Rows of data in columns, with selectable rows and headers that sort.
///
/// Its element is `table` with `selection` (`single` or `multiple`; absent:
/// rows do not select). Its first children are one `tablecolumn` per column
/// (`title`, width attributes, `sortable`, and `sortOrder` `ascending` or
/// `descending` on the column the rows are sorted by), then one `tablerow`
/// per row (`key`, `selected`) holding a `cell` per column. A `click` on a
/// sortable column puts its comparator first in `sortOrder` (again: reverses
/// it); a `click` on a row selects it as in a `List` (`shift` extends a
/// multiple selection from the last row clicked).
///
/// The table sorts nothing itself, as in SwiftUI: the app sorts its data when
/// `sortOrder` changes.
nonisolated public struct Table<Value, Rows, Columns>: View, PrimitiveView
where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent,
      Rows.TableRowValue == Columns.TableRowValue {
    enum Selection {
        case single(Binding<Value.ID?>)
        case multiple(Binding<Set<Value.ID>>)
    }

    let rows: Rows
    let columns: Columns
    let selection: Selection?
    let sorting: TableSorting?

    init(rows: Rows, columns: Columns, selection: Selection?, sorting: TableSorting?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sorting = sorting
    }

    @MainActor func render(into context: inout RenderContext) {
        var columnList: [ResolvedTableColumn] = []
        appendTableColumns(columns, into: &columnList)
        var rowList: [ResolvedTableRow] = []
        appendTableRows(rows, into: &rowList)

        var attributes: ElementAttributes = [:]
        switch selection {
        case .single: attributes[.selection] = "single"
        case .multiple: attributes[.selection] = "multiple"
        case nil: break
        }
        context.setElement(.table, attributes)
        let enabled = context.environment.isEnabled

        for (index, column) in columnList.enumerated() {
            let header = TableHeaderView(column: column, sorting: sorting, enabled: enabled)
            context.addChildren(header, slot: "column\(index)")
        }

        let state = context.state("table") { TableState() }
        state.keys = TagKeys()
        let ids = rowList.map(\.id)
        let select = selectionHandler(ids: ids, state: state, enabled: enabled)
        for row in rowList {
            let view = TableRowView(row: row, columns: columnList, key: state.keys.key(for: row.id),
                                    selected: isSelected(row.id), select: select)
            context.addItems([ViewItem(key: ItemKey([StructuralKey.slot("rows"), StructuralKey.explicit(row.id)]),
                                       view: view)])
        }
    }

    private func isSelected(_ id: AnyHashable) -> Bool? {
        switch selection {
        case let .single(binding): return binding.wrappedValue.map { AnyHashable($0) == id } ?? false
        case let .multiple(binding): return binding.wrappedValue.contains { AnyHashable($0) == id }
        case nil: return nil
        }
    }

    /// What a click on the row with an ID does, by the click's modifier keys.
    private func selectionHandler(ids: [AnyHashable], state: TableState, enabled: Bool)
        -> ((AnyHashable, [String]) -> Void)? {
        guard let selection else { return nil }
        return { id, modifiers in
            guard enabled, let value = id.base as? Value.ID else { return }
            switch selection {
            case let .single(binding):
                binding.wrappedValue = modifiers.contains("command") && binding.wrappedValue == value ? nil : value
            case let .multiple(binding):
                var set = binding.wrappedValue
                if modifiers.contains("shift"), let anchor = state.anchor, let from = ids.firstIndex(of: anchor),
                   let to = ids.firstIndex(of: id) {
                    for index in Swift.min(from, to)...Swift.max(from, to) {
                        if let member = ids[index].base as? Value.ID { set.insert(member) }
                    }
                    binding.wrappedValue = set
                    return
                }
                if modifiers.contains("command") {
                    if set.contains(value) { set.remove(value) } else { set.insert(value) }
                } else {
                    set = [value]
                }
                binding.wrappedValue = set
            }
            state.anchor = id
        }
    }
}

/// What a table keeps across renders: its rows' keys and the row a shift-click extends from.
final class TableState {
    var keys = TagKeys()
    var anchor: AnyHashable?
}

/// A table's sort order, its comparator type erased.
nonisolated struct TableSorting {
    /// Whether `comparator` (a column's) sorts the rows first, and in which direction.
    let direction: (Any) -> SortOrder?
    /// A click on the header of the column with `comparator`.
    let click: (Any) -> Void

    init<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) {
        // Comparators of one key path are one column's, whatever they compare
        // with (`KeyPathComparator(\.name)` in the state and a column's
        // `.localizedStandard` one), as in SwiftUI; others by equality.
        func sameColumn(_ a: Sort, _ b: Sort) -> Bool {
            if let a = a as? any KeyPathSortComparator, let b = b as? any KeyPathSortComparator,
               let path = a.sortKeyPath {
                return path == b.sortKeyPath
            }
            var a = a
            a.order = b.order
            return a == b
        }
        direction = { column in
            guard let column = column as? Sort, let first = sortOrder.wrappedValue.first,
                  sameColumn(first, column) else { return nil }
            return first.order
        }
        click = { column in
            guard let column = column as? Sort else { return }
            var order = sortOrder.wrappedValue
            if let first = order.first, sameColumn(first, column) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { sameColumn($0, column) }
                order.insert(column, at: 0)
            }
            sortOrder.wrappedValue = order
        }
    }
}

/// A column's header: its label, width, and sort state.
nonisolated struct TableHeaderView: PrimitiveView {
    let column: ResolvedTableColumn
    let sorting: TableSorting?
    let enabled: Bool

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [:]
        if let title = column.title { attributes[.title] = .string(title) }
        let width = column.width
        for (key, value) in [(AttributeKey.width, width.fixed), (.minWidth, width.min), (.idealWidth, width.ideal),
                             (.maxWidth, width.max)] {
            if let value { attributes[key] = .length(Double(value)) }
        }
        if let sorting, let comparator = column.comparator {
            attributes[.sortable] = "true"
            if let order = sorting.direction(comparator) {
                attributes[.sortOrder] = order == .forward ? "ascending" : "descending"
            }
            let enabled = self.enabled
            context.on(.click) { _ in
                guard enabled else { return }
                sorting.click(comparator)
            }
        }
        context.setElement(.tablecolumn, attributes)
        if column.title == nil { context.addChildren(column.label, slot: "label") }
    }
}

/// One row of a table: a cell per column.
nonisolated struct TableRowView: PrimitiveView {
    let row: ResolvedTableRow
    let columns: [ResolvedTableColumn]
    let key: String
    /// Whether it is selected; nil: the table does not select.
    let selected: Bool?
    let select: ((AnyHashable, [String]) -> Void)?

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.key: .string(key)]
        if let selected { attributes[.selected] = selected ? "true" : "false" }
        context.setElement(.tablerow, attributes)
        for (index, column) in columns.enumerated() {
            context.addChildren(TableCellView(content: column.cell(row.value)), slot: "c\(index)")
        }
        if let select {
            let id = row.id
            context.on(.click) { event in select(id, event.modifiers ?? []) }
        }
    }
}

/// One cell of a table row.
nonisolated struct TableCellView: PrimitiveView {
    let content: any View
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.cell)
        context.addChildren(content)
    }
}

// MARK: Tables of a collection

nonisolated extension Table {
    /// A table of a row per element of `data`.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: nil)
    }

    /// A table of `data` whose rows select into `selection` (one or none).
    public init<Data>(_ data: Data, selection: Binding<Value.ID?>,
                      @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
                  sorting: nil)
    }

    /// A table of `data` whose rows select several into `selection`.
    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>,
                      @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
                  sorting: nil)
    }

    /// A table of `data` whose sortable columns' headers set `sortOrder`.
    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>,
                            @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
          Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil,
                  sorting: TableSorting(sortOrder))
    }

    /// A sortable table of `data` whose rows select into `selection` (one or none).
    public init<Data, Sort>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                            @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
          Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
                  sorting: TableSorting(sortOrder))
    }

    /// A sortable table of `data` whose rows select several into `selection`.
    public init<Data, Sort>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                            @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
          Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
                  sorting: TableSorting(sortOrder))
    }
}

// MARK: Tables of explicit rows

nonisolated extension Table {
    /// A table of the given rows.
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }

    /// A table of the given rows, selecting into `selection` (one or none).
    public init(selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// A table of the given rows, selecting several into `selection`.
    public init(selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// A table of the given rows whose sortable columns' headers set `sortOrder`.
    public init<Sort>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                      @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// A sortable table of the given rows, selecting into `selection` (one or none).
    public init<Sort>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder))
    }

    /// A sortable table of the given rows, selecting several into `selection`.
    public init<Sort>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }

    /// A table of the given rows of `valueType`.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }

    /// A table of the given rows of `valueType`, selecting several into `selection`.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// A sortable table of the given rows of `valueType`.
    public init<Sort>(of valueType: Value.Type, sortOrder: Binding<[Sort]>,
                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// A sortable table of the given rows of `valueType`, selecting several into `selection`.
    public init<Sort>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }
}

/// Comparators that sort by a key path: a table column is known by it.
nonisolated protocol KeyPathSortComparator {
    var sortKeyPath: AnyKeyPath? { get }
}

nonisolated extension KeyPathComparator: KeyPathSortComparator {
    var sortKeyPath: AnyKeyPath? { keyPath }
}

nonisolated extension SortDescriptor: KeyPathSortComparator {
    var sortKeyPath: AnyKeyPath? { keyPath }
}
