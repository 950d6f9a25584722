import Foundation
import ProsceniumHost
import Logging

/// The log of tables and their rows (dropped events).
let tableLog = Logger(label: "proscenium.table")

/// Rows of data in columns, with selectable rows and headers that sort.
///
/// Its element is `table` with `selection` (`single` or `multiple`; absent:
/// rows do not select). Its first children are one `tablecolumn` per column
/// (`title`, width attributes, `sortable`, and `sortOrder` `ascending` or
/// `descending` on the column the rows are sorted by), then `tablerows`
/// holding one `tablerow` per row (`key`, `selected`), each holding a `cell`
/// per column; a section's header row (`role` `header`) holds one cell that
/// spans the columns, and selects nothing. A `click` on a
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
    let customization: Binding<TableColumnCustomization<Value>>?

    init(rows: Rows, columns: Columns, selection: Selection?, sorting: TableSorting?,
         customization: Binding<TableColumnCustomization<Value>>? = nil) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sorting = sorting
        self.customization = customization
    }

    @MainActor package func render(into context: inout RenderContext) {
        // A style of the app's own draws the table (drawn, in its body, without it).
        if let style = context.environment.customTableStyle {
            let configuration = TableStyleConfiguration(
                table: AnyView(self.transformEnvironment(\.customTableStyle) { $0 = nil }))
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) },
                                slot: "style")
            return
        }
        var declared: [ResolvedTableColumn] = []
        appendTableColumns(columns, into: &declared)
        let shown = tableColumnsShown(declared, customization: customization?.wrappedValue)
        var rowList: [ResolvedTableRow] = []
        appendTableRows(rows, into: &rowList)

        var attributes: ElementAttributes = [:]
        tableStyleAttributes(context.environment, into: &attributes)
        switch selection {
        case .single: attributes[.selection] = "single"
        case .multiple: attributes[.selection] = "multiple"
        case nil: break
        }
        // A secondary click on the empty area: the item context menu for no items.
        let emptyAreaMenu = context.emptyAreaContextMenu(into: &attributes)
        context.setElement(.table, attributes)
        let enabled = context.environment.isEnabled
        let state = context.state("table") { TableState() }
        let node = context.node
        let invalidate: @MainActor () -> Void = { node.invalidate(reason: "table") }

        let menu = customization.map {
            TableColumnMenu(declared: declared, customization: $0, state: state, invalidate: invalidate)
        }
        for (index, column) in shown.enumerated() {
            let header = TableHeaderView(column: column, index: index, sorting: sorting, enabled: enabled, menu: menu,
                                         state: state, invalidate: invalidate)
            context.addChildren(header, slot: "column\(index)")
        }

        state.keys = TagKeys()
        let visible = visibleTableRows(rowList) { row in
            row.disclosure?.isExpanded?.wrappedValue ?? state.expanded.contains(row.id)
        }
        // The rows a click or an arrow key selects among: not the section headers.
        let ids = visible.compactMap { $0.row.header == nil ? $0.row.id : nil }
        // What rows do, as of this render: rows read it from the state.
        state.select = selectionHandler(ids: ids, state: state, enabled: enabled)
        state.selectedIDs = { [selection] in Self.selectedIDs(selection) }
        var disclosureBindings: [AnyHashable: Binding<Bool>] = [:]
        for item in visible {
            if let binding = item.row.disclosure?.isExpanded { disclosureBindings[item.row.id] = binding }
        }
        state.expand = { id, open in
            if let binding = disclosureBindings[id] {
                binding.wrappedValue = open
            } else {
                if open { state.expanded.insert(id) } else { state.expanded.remove(id) }
                invalidate()
            }
        }
        let previousActions = state.cellActions
        var cellActions: [TableCellKey: TableCellAction] = [:]
        cellActions.reserveCapacity(previousActions.count)
        // The selection, read once: a binding read a row cost a tenth of the rows' render.
        let selected = Self.selectedIDs(selection)
        let emphasizesSelection = selection != nil && context.selectionIsEmphasized()
        // Whether each column's cells are buttons, seen on its first cell (a
        // column's content is of one type): a cast per cell costs a lookup.
        var buttonColumns = [Bool?](repeating: nil, count: shown.count)
        let direction = context.environment.layoutDirection
        let alignments = shown.map { $0.alignment.horizontal(in: direction) }
        var rowItems: [ViewItem] = []
        rowItems.reserveCapacity(visible.count)
        var rowTraits: [AnyHashable: TableRowTraits] = [:]
        var headerCount = 0
        for shownRow in visible {
            let row = shownRow.row
            if let header = row.header {
                let id = AnyHashable(TableSectionHeaderID(ordinal: headerCount))
                headerCount += 1
                let view = TableHeaderRowView(content: header.content, key: state.keys.key(for: id),
                                              isExpanded: header.isExpanded, enabled: enabled)
                rowItems.append(ViewItem(key: ItemKey([StructuralKey.slot("rows"), StructuralKey.explicit(id)]), view: view))
                continue
            }
            var cells: [any View] = []
            cells.reserveCapacity(shown.count)
            for (index, column) in shown.enumerated() {
                let cell = column.cell(row.value)
                if buttonColumns[index] == nil { buttonColumns[index] = cell is any TableCellButton }
                guard buttonColumns[index] == true, let button = cell as? any TableCellButton else {
                    cells.append(cell)
                    continue
                }
                // The row's button in this column keeps its action object; the object takes the new action.
                let key = TableCellKey(row: row.id, column: index)
                let action = previousActions[key] ?? TableCellAction()
                action.run = button.tableCellAction
                cellActions[key] = action
                cells.append(button.tableCell(action: action))
            }
            let marks = TableRowMarks(row.traits)
            if marks != TableRowMarks() { rowTraits[row.id] = row.traits }
            let isSelected = selection == nil ? nil : selected.contains(row.id)
            let view = TableRowView(id: row.id, cells: TableRowCells(views: cells, alignments: alignments), key: state.keys.key(for: row.id),
                                    selected: isSelected, emphasized: emphasizesSelection && isSelected == true,
                                    depth: shownRow.hierarchical ? shownRow.depth : nil,
                                    expanded: shownRow.expanded, expandable: enabled && row.disclosure != nil,
                                    marks: marks, state: state)
            rowItems.append(ViewItem(key: ItemKey([StructuralKey.slot("rows"), StructuralKey.explicit(row.id)]), view: view))
        }
        context.addChildren(TableRowsView(items: rowItems), slot: "rows")
        state.cellActions = cellActions
        state.rowTraits = rowTraits
        if let emptyAreaMenu { context.addChildren(emptyAreaMenu, slot: "contextMenu") }
    }

    /// The selected rows' IDs (what an item context menu acts on, with the row clicked).
    static func selectedIDs(_ selection: Selection?) -> Set<AnyHashable> {
        switch selection {
        case let .single(binding): binding.wrappedValue.map { [AnyHashable($0)] } ?? []
        case let .multiple(binding): Set(binding.wrappedValue.map { AnyHashable($0) })
        case nil: []
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

/// What a table keeps across renders: its rows' keys, the row a shift-click
/// extends from, and what its rows' clicks, disclosures and context menus do
/// as of its latest render (rows hold this object, the same between renders,
/// instead of closures that would never compare equal).
final class TableState {
    var keys = TagKeys()
    var anchor: AnyHashable?
    /// Disclosure rows without an `isExpanded` binding that are open.
    var expanded: Set<AnyHashable> = []
    /// The header whose column menu is open (its column's index).
    var headerMenu: Int?
    /// A click on the row with an ID, by its modifier keys (nil: rows do not select).
    var select: ((AnyHashable, [String]) -> Void)?
    /// Opens or closes the disclosure row with an ID.
    var expand: (AnyHashable, Bool) -> Void = { _, _ in }
    /// The selected rows' IDs.
    var selectedIDs: () -> Set<AnyHashable> = { [] }
    /// The actions of cells that are buttons, by row ID and column index.
    var cellActions: [TableCellKey: TableCellAction] = [:]
    /// The widths the person dragged columns to, by column index, in a
    /// table without a column customization (which keeps them itself).
    var draggedWidths: [Int: Double] = [:]
    /// What the modifiers of rows ask of them (hover, drag, drop actions), by row ID.
    var rowTraits: [AnyHashable: TableRowTraits] = [:]
}

/// A table's sort order, its comparator type erased.
nonisolated struct TableSorting {
    /// Whether `comparator` (a column's) sorts the rows first, and in which direction.
    let direction: (Any) -> SortOrder?
    /// A click on the header of the column with `comparator`; `inOrder`, when
    /// the column has it, makes the column's comparator in a given order.
    let click: (_ comparator: Any, _ inOrder: ((SortOrder) -> Any)?) -> Void

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
        click = { column, inOrder in
            guard let column = column as? Sort else { return }
            var order = sortOrder.wrappedValue
            if let first = order.first, sameColumn(first, column) {
                let flipped: SortOrder = first.order == .forward ? .reverse : .forward
                // Made anew in that order where the column can: Linux's
                // `SortDescriptor` keeps comparing in its first order when
                // its `order` is set.
                if let remade = inOrder?(flipped) as? Sort { order[0] = remade } else { order[0].order = flipped }
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
    /// Its place among the columns shown.
    let index: Int
    let sorting: TableSorting?
    let enabled: Bool
    /// The menu that hides and shows columns (a table with a customization).
    let menu: TableColumnMenu?
    /// The table's state (the widths dragged in a table without a
    /// customization), and what renders the table again.
    let state: TableState
    let invalidate: @MainActor () -> Void

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [:]
        if let title = column.title { attributes[.title] = .string(title) }
        let width = column.width
        for (key, value) in [(AttributeKey.width, width.fixed), (.minWidth, width.min), (.idealWidth, width.ideal),
                             (.maxWidth, width.max)] {
            if let value { attributes[key] = .length(Double(value)) }
        }
        let resizable = width.fixed == nil && !column.disabledBehavior.contains(.resize)
        if resizable { attributes[.resizable] = true }
        if let alignment = column.alignment.horizontal(in: context.environment.layoutDirection) {
            attributes[.alignment] = .alignment(AlignmentValue(horizontal: alignment))
        }
        if let sorting, let comparator = column.comparator {
            attributes[.sortable] = true
            if let order = sorting.direction(comparator) {
                attributes[.sortOrder] = order == .forward ? "ascending" : "descending"
            }
            let enabled = self.enabled
            context.on(.click) { _ in
                guard enabled else { return }
                sorting.click(comparator, column.comparatorInOrder)
            }
        }
        if let menu {
            let reorders = !column.disabledBehavior.contains(.reorder)
            if let id = column.customizationID, reorders || resizable {
                if reorders { attributes[.customizationID] = .string(id) }
                if resizable, let kept = menu.customization.wrappedValue.width(of: column) {
                    attributes[.columnWidth] = .length(kept)
                }
                context.on(.change) { event in
                    if event.key == "width" {
                        // A drag of the column's edge ended: the customization keeps the width.
                        guard resizable, let width = event.width, width.isFinite, width > 0 else {
                            tableLog.warning("dropped a column width of \(event.width.map { "\($0)" } ?? "nil")")
                            return
                        }
                        menu.customization.wrappedValue.widths[id] = width
                    } else if reorders {
                        menu.move(id, before: event.value)
                    }
                }
            }
            attributes[.contextMenu] = true
            let index = self.index
            context.on(.contextMenu) { _ in menu.setOpen(index) }
        } else if resizable {
            // Without a customization the table keeps the width dragged, as
            // an `NSTableView` does: the column is that wide from now on.
            let (state, index, invalidate) = (self.state, self.index, self.invalidate)
            if let kept = state.draggedWidths[index] { attributes[.columnWidth] = .length(kept) }
            context.on(.change) { event in
                guard event.key == "width" else { return }
                guard let width = event.width, width.isFinite, width > 0 else {
                    tableLog.warning("dropped a column width of \(event.width.map { "\($0)" } ?? "nil")")
                    return
                }
                state.draggedWidths[index] = width
                invalidate()
            }
        }
        context.setElement(.tablecolumn, attributes)
        if column.title == nil { context.addChildren(column.label, slot: "label") }
        // The menu opens at the header clicked (one menu, whichever header).
        if let menu, menu.openAt == index {
            context.addChildren(ContextMenuView(items: menu.items, close: { menu.setOpen(nil) }), slot: "contextMenu")
        }
    }
}

/// The columns a table shows, in order: those the customization (or their
/// default visibility) does not hide, in the customization's order.
@MainActor
func tableColumnsShown<Value>(_ declared: [ResolvedTableColumn],
                              customization: TableColumnCustomization<Value>?) -> [ResolvedTableColumn] {
    let customization = customization ?? TableColumnCustomization()
    return customization.ordered(declared).filter(customization.isVisible)
}

/// A table's column menu: a checked item per column the person may hide or
/// show, and the moves of columns by their headers.
@MainActor
struct TableColumnMenu {
    let declared: [ResolvedTableColumn]
    let customization: Binding<TableColumnCustomization<Value>>
    let state: TableState
    let invalidate: @MainActor () -> Void
    typealias Value = AnyTableRowValue

    init<V>(declared: [ResolvedTableColumn], customization: Binding<TableColumnCustomization<V>>, state: TableState,
            invalidate: @escaping @MainActor () -> Void) {
        self.declared = declared
        self.customization = Binding(
            get: { TableColumnCustomization(erasing: customization.wrappedValue) },
            set: { customization.wrappedValue = TableColumnCustomization(erasing: $0) })
        self.state = state
        self.invalidate = invalidate
    }

    /// The header whose menu is open.
    var openAt: Int? { state.headerMenu }

    /// Opens the menu at the header at `index` (nil: closes it).
    func setOpen(_ index: Int?) {
        guard state.headerMenu != index else { return }
        state.headerMenu = index
        invalidate()
    }

    /// A toggle per column with a customization ID whose visibility may change.
    var items: some View {
        let customization = self.customization
        let state = self.state, invalidate = self.invalidate
        let entries = declared.compactMap { column -> TableColumnMenuEntry? in
            guard let id = column.customizationID, !column.disabledBehavior.contains(.visibility) else { return nil }
            return TableColumnMenuEntry(id: id, title: column.title ?? id, defaultVisibility: column.defaultVisibility)
        }
        return ForEach(entries) { entry in
            Toggle(entry.title, isOn: Binding(
                get: { customization.wrappedValue.isVisible(id: entry.id, default: entry.defaultVisibility) },
                set: {
                    customization.wrappedValue[visibility: entry.id] = $0 ? .visible : .hidden
                    // Chosen, the menu closes, as a Mac's does.
                    state.headerMenu = nil
                    invalidate()
                }))
        }
        // Checkable menu items, as a Mac's column menu has.
        .modifier(EnvironmentTransformModifier { $0.isInMenu = true })
    }

    /// Moves a column before the one with customization ID `before` (empty or nil: to the end).
    func move(_ id: String, before: String?) {
        let ids = declared.compactMap(\.customizationID)
        guard ids.contains(id) else { return }
        let target = before.flatMap { ids.contains($0) ? $0 : nil }
        guard target != id else { return }
        customization.wrappedValue.move(id, before: target, declared: ids)
    }
}

/// A column in the column menu.
nonisolated struct TableColumnMenuEntry: Identifiable {
    let id: String
    let title: String
    let defaultVisibility: Visibility
}

/// The row type of a customization whose row type is erased (its state does not depend on it).
nonisolated struct AnyTableRowValue: Identifiable { let id: Int }

nonisolated extension TableColumnCustomization {
    /// The same state for another row type.
    init<Other>(erasing other: TableColumnCustomization<Other>) {
        visibilities = other.visibilities
        order = other.order
        widths = other.widths
    }

    func isVisible(id: String, default defaultVisibility: Visibility) -> Bool {
        switch self[visibility: id] {
        case .hidden: return false
        case .visible: return true
        case .automatic: return defaultVisibility != .hidden
        }
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

    /// A table of the given rows of `valueType`, selecting into `selection` (one or none).
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: nil)
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

    /// A sortable table of the given rows of `valueType`, selecting into `selection` (one or none).
    public init<Sort>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder))
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
