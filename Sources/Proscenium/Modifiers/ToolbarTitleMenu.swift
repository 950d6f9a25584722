import ProsceniumHost

/// A menu opened from the window's title (`toolbarTitleMenu(content:)`).
///
/// Its element is `titlemenu`, which the display shows as a chevron button
/// beside the window's title; the button opens a menu of the content's
/// buttons (a `Menu`).
nonisolated public struct ToolbarTitleMenu<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let content: Content

    /// A title menu of `content`'s actions.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("ToolbarTitleMenu has no body") }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        items.append(ViewItem(key: key, view: TitleMenuView(content: content)))
    }
}

/// The `titlemenu` element, holding the menu.
nonisolated struct TitleMenuView<Content: View>: View, PrimitiveView {
    let content: Content

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.titlemenu)
        context.addChildren(Menu { content } label: { Label("Title Menu", systemImage: "chevron.down").labelStyle(.iconOnly) }
            .accessibilityLabel("Title Menu")
            .menuStyle(.borderlessButton)
            .menuIndicator(.hidden))
    }
}

/// Puts the title menu after the view it modifies.
nonisolated struct ToolbarTitleMenuModifier<Menu: View>: PrimitiveModifier {
    let menu: Menu

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.addChildren(content)
        context.addChildren(TitleMenuView(content: menu), slot: "titleMenu")
    }
}

nonisolated extension View {
    /// A menu of `content`'s actions, opened from the window's title.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(ToolbarTitleMenuModifier(menu: content()))
    }
}
