import Foundation

// What a table's row content can be modified with: selection turned off,
// hover, dragging a row out, dropping onto a row, and inserting rows dropped
// between those of a `ForEach`. Each modifier marks the rows its content
// makes; the table reads the marks when it draws the rows.

/// A modifier of table row content (`ModifiedContent` of rows).
public protocol _TableRowContentModifier {}

/// A `_TableRowContentModifier` that marks each row its content made.
protocol TableRowTraitModifier: _TableRowContentModifier {
    /// Marks `row`, one its content made.
    @MainActor func apply(to row: inout ResolvedTableRow)
}

/// What a row's modifiers ask of it. The closures are kept by the table's
/// state, not by the row's view, so a row is not drawn again for new ones.
nonisolated struct TableRowTraits {
    /// `selectionDisabled()`: a click does not select the row.
    var selectionDisabled = false
    /// `onHover(perform:)`: told when the pointer enters and leaves.
    var hover: ((Bool) -> Void)?
    /// `draggable(_:)` and `itemProvider(_:)`: what a drag of the row carries.
    var dragItem: (() -> NSItemProvider?)?
    /// `dropDestination(for:action:)`: takes the items dropped on the row.
    var drop: (types: [String], action: ([NSItemProvider]) -> Void)?
    /// `onInsert(of:perform:)`: takes items dropped before or after the row,
    /// at its element's offset in the `ForEach`'s data.
    var insert: InsertAction?
    /// `contextMenu(menuItems:)`: the row's own context menu.
    var menu: (() -> AnyView)?
    /// The offset in its `ForEach`'s data of the element that made the row.
    var dataIndex: Int?

    var drags: Bool { dragItem != nil }
}

nonisolated extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError("ModifiedContent has no table row body") }
}

nonisolated extension ModifiedContent: PrimitiveTableRows where Content: TableRowContent,
    Modifier: _TableRowContentModifier {
    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        let start = rows.count
        appendTableRows(content, into: &rows)
        guard let modifier = modifier as? any TableRowTraitModifier else { return }
        for index in start..<rows.count { modifier.apply(to: &rows[index]) }
    }
}

nonisolated extension ModifiedContent: DynamicTableRowContent where Content: DynamicTableRowContent,
    Modifier: _TableRowContentModifier {
    public typealias Data = Content.Data
    public var data: Content.Data { content.data }
}

/// `selectionDisabled(_:)` on rows.
nonisolated struct SelectionDisabledTableRowModifier: TableRowTraitModifier {
    let isDisabled: Bool
    @MainActor func apply(to row: inout ResolvedTableRow) { row.traits.selectionDisabled = isDisabled }
}

/// `onHover(perform:)` on rows.
nonisolated struct HoverTableRowModifier: TableRowTraitModifier {
    let action: (Bool) -> Void
    @MainActor func apply(to row: inout ResolvedTableRow) { row.traits.hover = action }
}

/// Makes the drag items of rows that are dragged.
nonisolated public struct ItemProviderTableRowModifier: TableRowTraitModifier {
    let action: (() -> NSItemProvider?)?
    @MainActor func apply(to row: inout ResolvedTableRow) { row.traits.dragItem = action }
}

/// Takes items dropped onto rows.
nonisolated struct DropTableRowModifier: TableRowTraitModifier {
    let types: [String]
    let action: ([NSItemProvider]) -> Void
    @MainActor func apply(to row: inout ResolvedTableRow) { row.traits.drop = (types, action) }
}

/// Gives rows a context menu of their own.
nonisolated public struct _ContextMenuTableRowModifier<MenuItems: View>: TableRowTraitModifier {
    let items: MenuItems
    @MainActor func apply(to row: inout ResolvedTableRow) {
        let items = self.items
        row.traits.menu = { AnyView(items) }
    }
}

/// Gives rows a context menu of their own; the preview is the touch
/// platforms' (a Mac's menu opens at the pointer by itself) and is not made.
nonisolated public struct _ContextMenuPreviewTableRowModifier<MenuItems: View, Preview: View>: TableRowTraitModifier {
    let items: MenuItems
    @MainActor func apply(to row: inout ResolvedTableRow) {
        let items = self.items
        row.traits.menu = { AnyView(items) }
    }
}

/// Inserts items dropped between the rows of a `ForEach`.
nonisolated public struct OnInsertTableRowModifier: TableRowTraitModifier {
    let insert: InsertAction
    @MainActor func apply(to row: inout ResolvedTableRow) { row.traits.insert = insert }
}

nonisolated extension TableRowContent {
    /// Keeps the person from selecting these rows: a click leaves the
    /// table's selection as it is. Setting the selection still selects them.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<Self.TableRowValue> {
        ModifiedContent(content: self, modifier: SelectionDisabledTableRowModifier(isDisabled: isDisabled))
    }

    /// Runs `action` with `true` when the pointer enters one of these rows,
    /// and `false` when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some TableRowContent<Self.TableRowValue> {
        ModifiedContent(content: self, modifier: HoverTableRowModifier(action: action))
    }

    /// Lets the person drag these rows: a drag carries the payload, made
    /// when the drag begins, to this app's drop destinations.
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some TableRowContent<Self.TableRowValue>
    where T: Transferable {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier(action: {
            NSItemProvider(transferring: payload())
        }))
    }

    /// Lets the person drop values of `payloadType` onto these rows: `action`
    /// gets those that load.
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T]) -> Void)
        -> some TableRowContent<Self.TableRowValue> where T: Transferable {
        // Called on the main actor, and the values are handed back to it.
        let action = UncheckedBox(value: action)
        return ModifiedContent(content: self, modifier: DropTableRowModifier(types: T.importedContentTypes().map(\.identifier)) {
            providers in
            Task { @MainActor in
                let values = await NSItemProvider.loadTransferables(T.self, from: providers)
                if !values.isEmpty { action.value(values) }
            }
        })
    }

    /// A menu of `menuItems` that opens when the person asks for the context
    /// menu of one of these rows (secondary click), in place of the table's
    /// `contextMenu(forSelectionType:)` menu.
    public func contextMenu<M>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>>
    where M: View {
        ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(items: menuItems()))
    }

    /// A context menu of `menuItems` for these rows; on a Mac the menu opens
    /// at the pointer by itself, and so it does here: the preview is not made.
    public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> where M: View, P: View {
        ModifiedContent(content: self, modifier: _ContextMenuPreviewTableRowModifier(items: menuItems()))
    }

    /// Lets the person drag these rows, carrying what `action` makes when
    /// a drag begins (nil: the rows cannot be dragged).
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, ItemProviderTableRowModifier> {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier(action: action))
    }
}

nonisolated extension DynamicTableRowContent {
    /// Inserts items dropped between these rows: `action` gets the offset in
    /// `data` to insert at and the dropped items of `supportedContentTypes`.
    public func onInsert(of supportedContentTypes: [UTType],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void)
        -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier(
            insert: InsertAction(types: supportedContentTypes.map(\.identifier), action: action)))
    }

    /// Inserts values of `payloadType` dropped between these rows: `action`
    /// gets the offset in `data` to insert at and the values that load.
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void)
        -> ModifiedContent<Self, OnInsertTableRowModifier> where T: Transferable {
        let action = UncheckedBox(value: action)
        return onInsert(of: T.importedContentTypes()) { offset, providers in
            Task { @MainActor in
                let values = await NSItemProvider.loadTransferables(T.self, from: providers)
                if !values.isEmpty { action.value(offset, values) }
            }
        }
    }
}

/// Which of its modifiers' marks a row has, as values its view compares:
/// the closures stay in the table's state.
nonisolated struct TableRowMarks: Equatable {
    var selectionDisabled = false
    var hovers = false
    var drags = false
    var drops = false
    var hasMenu = false
    /// The offset an item dropped before the row is inserted at (nil: none).
    var insertsAt: Int?
    /// The types of the items inserted there.
    var insertTypes: [String] = []

    init() {}

    init(_ traits: TableRowTraits) {
        selectionDisabled = traits.selectionDisabled
        hovers = traits.hover != nil
        drags = traits.drags
        drops = traits.drop != nil
        hasMenu = traits.menu != nil
        insertsAt = traits.insert == nil ? nil : traits.dataIndex
        insertTypes = traits.insert?.types ?? []
    }
}

extension RenderContext {
    /// Gives a table row its own context menu, whose items `state` holds for
    /// the row `id`. Returns the open menu, which the row adds after its cells.
    mutating func rowContextMenu(id: AnyHashable, state: TableState, into attributes: inout ElementAttributes)
        -> (any View)? {
        let (menuState, setOpen) = contextMenuState("rowContextMenu")
        attributes[.contextMenu] = true
        on(.contextMenu) { _ in setOpen(true) }
        guard menuState.isOpen, let items = state.rowTraits[id]?.menu?() else { return nil }
        return ContextMenuView(items: items, close: { setOpen(false) })
    }

    /// Makes a table row hear the pointer, be dragged, and take drops as
    /// `marks` says, running the newest actions in `state` for the row `id`.
    mutating func applyRowMarks(_ marks: TableRowMarks, id: AnyHashable, state: TableState,
                                into attributes: inout ElementAttributes) {
        if marks.hovers {
            attributes[.hover] = "enter"
            on(.hover) { event in
                switch event.value {
                case "enter": state.rowTraits[id]?.hover?(true)
                case "leave": state.rowTraits[id]?.hover?(false)
                default: break
                }
            }
        }
        if marks.drags {
            attributes[.dragSource] = true
            onItemDrag { state.rowTraits[id]?.dragItem?() ?? NSItemProvider() }
        }
        if let index = marks.insertsAt {
            let current = InsertAction(types: marks.insertTypes) { offset, providers in
                state.rowTraits[id]?.insert?.action(offset, providers)
            }
            acceptInserts(current, at: index, into: &attributes)
        } else if marks.drops {
            attributes[.dropTarget] = true
            acceptItemDrops(types: { state.rowTraits[id]?.drop?.types ?? [] }) { _, providers in
                state.rowTraits[id]?.drop?.action(providers)
            }
        }
    }
}
