nonisolated extension View {
    /// A menu of `menuItems` (buttons, dividers, menus) that opens when the
    /// person asks for this view's context menu (secondary click).
    ///
    /// The content's element is marked `contextMenu="true"` so the display sends
    /// a `contextMenu` event instead of showing its own menu. While open, a
    /// `contextmenu` element with the items follows the content; choosing an
    /// item runs its action and closes the menu, and a `dismiss` event closes it.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }

    /// A context menu of `menuItems` with a preview: on a Mac (an `NSMenu`)
    /// the menu opens at the pointer by itself, and so it does here; the
    /// preview is the touch platforms' and is not made.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }
}

final class ContextMenuState {
    var isOpen = false
}

extension RenderContext {
    /// The context menu state this node keeps under `name`, and what opens
    /// and closes it: a change renders the node again.
    mutating func contextMenuState(_ name: String) -> (state: ContextMenuState, setOpen: @MainActor (Bool) -> Void) {
        let state = self.state(name) { ContextMenuState() }
        let node = self.node
        return (state, { open in
            guard state.isOpen != open else { return }
            state.isOpen = open
            node.invalidate(reason: "contextMenu")
        })
    }
}

nonisolated struct ContextMenuModifier<Items: View>: PrimitiveModifier {
    let items: Items

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let (state, setOpen) = context.contextMenuState("contextMenu")
        // SwiftUI shows no menu for a view without items.
        let hasItems = !flattenItems(items).isEmpty
        if hasItems { context.childEnvironment.pendingElementAttributes[.contextMenu] = true }
        context.on(.contextMenu) { _ in if hasItems { setOpen(true) } }
        context.addChildren(content)
        if state.isOpen && hasItems {
            context.addChildren(ContextMenuView(items: items, close: { setOpen(false) }), slot: "contextMenu")
        }
    }
}

/// The open menu: its items, each closing it after its action.
nonisolated struct ContextMenuView<Items: View>: PrimitiveView {
    let items: Items
    let close: @MainActor () -> Void

    @MainActor func render(into context: inout RenderContext) {
        context.setPresentationElement(.contextmenu, [.open: true])
        let close = self.close
        context.on(.dismiss) { _ in close() }
        context.childEnvironment.presentationActionHook = close
        context.addChildren(items)
    }
}
