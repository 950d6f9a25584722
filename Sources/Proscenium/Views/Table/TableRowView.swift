import ProsceniumHost

/// One row of a table: a cell per column.
///
/// Its inputs are values and the table's state (the same object between
/// renders), not closures: what a row's clicks, disclosure and context menu
/// do is read from the state, which the table's latest render filled in. So
/// when the table renders again (its rows or its selection changed), a row
/// whose cells, key and selection are the same is not rendered again.
nonisolated struct TableRowView: PrimitiveView {
    let id: AnyHashable
    /// Its cells' views, made by the columns' content for its value.
    let cells: TableRowCells
    let key: String
    /// Whether it is selected; nil: the table does not select.
    let selected: Bool?
    /// Whether it is selected and drawn emphasized (the table has focus in
    /// the key window): its cells read `backgroundProminence` `.increased`.
    let emphasized: Bool
    /// Its depth in a hierarchical table (0: top); nil in a flat one.
    let depth: Int?
    /// Whether a disclosure row is open; nil for other rows.
    let expanded: Bool?
    /// Whether a disclosure row opens and closes (the table is enabled).
    let expandable: Bool
    /// What its modifiers ask of it, as values (the actions are in `state`).
    let marks: TableRowMarks
    let state: TableState

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.key: .string(key)]
        if let selected { attributes[.selected] = .bool(selected) }
        if let depth { attributes[.level] = .number(Double(depth + 1)) }
        if let expanded { attributes[.expanded] = .bool(expanded) }
        let (id, state) = (self.id, self.state)
        if expanded != nil, expandable {
            context.on(.toggle) { event in
                switch event.value {
                case "true": state.expand(id, true)
                case "false": state.expand(id, false)
                default: tableLog.warning("dropped a table row toggle of \(event.value ?? "nil")")
                }
            }
        }
        // A row's own menu, else the table's for its selection.
        let menu = marks.hasMenu ? context.rowContextMenu(id: id, state: state, into: &attributes)
            : context.itemContextMenu(id: id, selected: { state.selectedIDs() }, into: &attributes)
        context.applyRowMarks(marks, id: id, state: state, into: &attributes)
        context.setElement(.tablerow, attributes)
        // Its cells stand on the emphasized selection.
        if emphasized { context.childEnvironment.backgroundProminence = .increased }
        for (index, cell) in cells.views.enumerated() {
            context.addChildren(TableCellView(content: cell, alignment: cells.alignments[index]), slot: "c\(index)")
        }
        if selected != nil, !marks.selectionDisabled {
            context.on(.click) { event in state.select?(id, event.modifiers ?? []) }
        }
        if let menu { context.addChildren(menu, slot: "contextMenu") }
    }
}

/// A row's cells: the same input when each cell's view is (a cell's view is
/// compared as the view it holds, as a `ForEach`'s rows are).
nonisolated struct TableRowCells: @MainActor InputComparable {
    let views: [any View]
    /// Each cell's column alignment; nil: leading.
    let alignments: [AlignmentValue.Horizontal?]

    @MainActor func isSameInput(as other: Any) -> Bool {
        guard let other = other as? TableRowCells, views.count == other.views.count,
              alignments == other.alignments else { return false }
        for index in views.indices where !anyViewsEqual(views[index], other.views[index]) { return false }
        return true
    }
}

/// One cell of a table row.
nonisolated struct TableCellView: PrimitiveView {
    let content: any View
    /// Its column's alignment (`alignment` attribute); nil: leading.
    let alignment: AlignmentValue.Horizontal?
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.cell, alignment.map { [.alignment: .alignment(AlignmentValue(horizontal: $0))] } ?? [:])
        context.addChildren(content)
    }
}

// MARK: Button cells

/// A cell's button action as the table's latest render made it. A cell whose
/// content is a `Button` holds this object (the same for its row and column
/// between renders) instead of the button's action, a closure that never
/// compares equal: a row of buttons is not rendered again for a new closure,
/// and a click still runs the newest action.
@MainActor
final class TableCellAction {
    var run: @MainActor () -> Void = {}
}

/// A cell's place: its row's ID and its column's index among those shown.
nonisolated struct TableCellKey: Hashable {
    let row: AnyHashable
    let column: Int
}

/// Cell content that is a button: what it shows, apart from its action.
nonisolated protocol TableCellButton {
    var tableCellAction: @MainActor () -> Void { get }
    /// The same button, running `action`'s newest closure.
    func tableCell(action: TableCellAction) -> any View
}

nonisolated extension Button: TableCellButton {
    var tableCellAction: @MainActor () -> Void { action }

    func tableCell(action: TableCellAction) -> any View {
        TableButtonCell(role: role, label: label, action: action)
    }
}

/// A button in a cell whose action is read when it is clicked.
nonisolated struct TableButtonCell<Label: View>: View {
    let role: ButtonRole?
    let label: Label
    let action: TableCellAction

    @MainActor var body: some View {
        let action = self.action
        Button(role: role, action: { action.run() }, label: { label })
    }
}

/// A table's rows, in an element of their own (`tablerows`) after the
/// columns: when every row goes, that element loses all its children, which
/// the display hears as one `removeChildren` instead of a removal per row
/// (the table itself keeps its columns).
nonisolated struct TableRowsView: PrimitiveView {
    let items: [ViewItem]

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.tablerows)
        context.addItems(items)
    }
}
