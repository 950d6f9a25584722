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
