/// A container for views that you present as menu items in a context menu
/// (deprecated in SwiftUI: pass the items to `contextMenu(menuItems:)`).
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
nonisolated public struct ContextMenu<MenuItems> where MenuItems: View {
    let items: MenuItems

    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

nonisolated extension View {
    /// Adds `contextMenu`'s items as this view's context menu; nil: none.
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    public func contextMenu<MenuItems>(_ contextMenu: ContextMenu<MenuItems>?) -> some View where MenuItems: View {
        modifier(ContextMenuModifier(items: contextMenu?.items))
    }
}
