nonisolated extension View {
    /// A context menu for the items of a selectable container (a `Table`
    /// or `List` inside this view): a secondary click on a row opens `menu`
    /// for the selection when it holds the row, else for that row alone; a
    /// double click or Return on a row runs `primaryAction` with the same set.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        let items: (Set<AnyHashable>) -> Set<I> = { ids in Set(ids.compactMap { $0.base as? I }) }
        let makeMenu: (Set<AnyHashable>) -> AnyView = { ids in AnyView(menu(items(ids))) }
        var action: ((Set<AnyHashable>) -> Void)?
        if let primaryAction { action = { ids in primaryAction(items(ids)) } }
        return modifier(SelectionContextMenuModifier(menu: SelectionContextMenu(menu: makeMenu, primaryAction: action)))
    }
}

/// An item context menu and primary action, their item type erased.
nonisolated struct SelectionContextMenu {
    let menu: (Set<AnyHashable>) -> AnyView
    let primaryAction: ((Set<AnyHashable>) -> Void)?
}

nonisolated struct SelectionContextMenuModifier: PrimitiveModifier {
    let menu: SelectionContextMenu

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.childEnvironment.selectionContextMenu = menu
        context.addChildren(content)
    }
}

extension EnvironmentValues {
    private struct SelectionContextMenuKey: EnvironmentKey {
        static var defaultValue: SelectionContextMenu? { nil }
    }

    /// The item context menu the nearest `contextMenu(forSelectionType:)` gave.
    var selectionContextMenu: SelectionContextMenu? {
        get { self[SelectionContextMenuKey.self] }
        set { self[SelectionContextMenuKey.self] = newValue }
    }
}

extension RenderContext {
    /// Gives a row of a selectable container (its item `id`) the item context
    /// menu of the nearest `contextMenu(forSelectionType:)`: a secondary click
    /// opens it for `selected()` when that holds the row, else for the row
    /// alone; `submit` (double click, Return) runs the primary action with the
    /// same items. Returns the open menu, which the row adds after its views.
    mutating func itemContextMenu(id: AnyHashable?, selected: @escaping () -> Set<AnyHashable>,
                                  into attributes: inout ElementAttributes) -> (any View)? {
        guard environment.selectionContextMenu != nil, let id else { return nil }
        return selectionContextMenu(name: "itemContextMenu", primary: true, into: &attributes) {
            let selection = selected()
            return selection.contains(id) ? selection : [id]
        }
    }

    /// Gives a selectable container's empty area the item context menu of
    /// the nearest `contextMenu(forSelectionType:)` for no items, as a Mac's
    /// table does. Returns the open menu, which the container adds after its rows.
    mutating func emptyAreaContextMenu(into attributes: inout ElementAttributes) -> (any View)? {
        guard environment.selectionContextMenu != nil else { return nil }
        return selectionContextMenu(name: "emptyAreaContextMenu", primary: false, into: &attributes) { [] }
    }

    /// The element asks for secondary clicks, which open the menu for `items()`;
    /// with `primary`, `submit` runs the primary action with them.
    private mutating func selectionContextMenu(name: String, primary: Bool, into attributes: inout ElementAttributes,
                                               items: @escaping @MainActor () -> Set<AnyHashable>) -> (any View)? {
        guard let menu = environment.selectionContextMenu else { return nil }
        let (state, setOpen) = contextMenuState(name)
        attributes[.contextMenu] = true
        on(.contextMenu) { _ in setOpen(true) }
        if primary, let primaryAction = menu.primaryAction {
            attributes[.primaryAction] = true
            on(.submit) { _ in primaryAction(items()) }
        }
        guard state.isOpen else { return nil }
        return ContextMenuView(items: menu.menu(items()), close: { setOpen(false) })
    }
}
