/// An AppKit status item in the menu bar (`NSStatusBar.system`): its
/// button's symbol or title, drawn as a menu-bar extra is, and the popover
/// shown from it as the extra's window. The person opens and closes the
/// popover by clicking the item (and closes it by clicking elsewhere), or,
/// when the item's button has an action, the click sends it; the
/// app opens it with `NSPopover.show(relativeTo:of:preferredEdge:)` and
/// closes it with `close()`, and the page follows.
nonisolated struct StatusItemElement: View, PrimitiveView {
    let item: NSStatusItem
    /// The status bar's revision: a new one shows the item again.
    let revision: Int

    @MainActor func render(into context: inout RenderContext) {
        let button = item.button
        let symbol: String? = if case let .symbol(name)? = button?.image?.content { name } else { nil }
        let title = button?.title ?? ""
        let popover = item.popover
        var attributes: ElementAttributes = [.title: .string(title.isEmpty && symbol == nil ? "Item" : title),
                                             .style: "popover", .open: .bool(popover?.isShown == true)]
        if let symbol { attributes[.systemImage] = .string(symbol) }
        context.setElement(.extra, attributes)
        // A button with an action sends it (the app shows its popover
        // itself); without one, the click opens the item's popover.
        context.on(.click) { _ in
            if let button, button.action != nil {
                button.sendAction(button.action, to: button.target)
            } else {
                popover?.openedInPage(true)
            }
        }
        context.on(.dismiss) { _ in popover?.openedInPage(false) }
        if let popover { context.addChildren(popover.hostedContent, slot: "content") }
    }
}
