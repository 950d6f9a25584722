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

    /// Creates a toolbar title menu where actions are inferred from your
    /// app's commands: in a `DocumentGroup`'s window, what a Mac's title
    /// menu offers for a document: Rename…, Move To… (a panel to choose the
    /// file's new folder and name; the window follows the file), Duplicate
    /// (an untitled copy in a new window) and Revert To Saved. Not offered:
    /// Export (no command says how), Lock and the version browser (the
    /// page keeps no versions of a file). In a window with no document
    /// there is nothing to infer, and no title menu shows.
    public init() where Content == EmptyView {
        self.content = EmptyView()
    }

    public var body: Never { fatalError("ToolbarTitleMenu has no body") }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        items.append(ViewItem(key: key, view: TitleMenuView(content: content)))
    }
}

/// A title menu can go in a customizable toolbar (`toolbar(id:content:)`), as in SwiftUI.
extension ToolbarTitleMenu: CustomizableToolbarContent {}

/// The `titlemenu` element, holding the menu.
nonisolated struct TitleMenuView<Content: View>: View, PrimitiveView {
    let content: Content

    @MainActor func render(into context: inout RenderContext) {
        if content is EmptyView {
            // `ToolbarTitleMenu()`: the document's actions, or no menu.
            guard let items = context.environment.documentTitleMenuItems else { return }
            render(DocumentTitleMenuContent(items: items), into: &context)
            return
        }
        render(content, into: &context)
    }

    @MainActor private func render(_ content: some View, into context: inout RenderContext) {
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

/// What the default title menu does for a document window.
struct DocumentTitleMenuItems {
    let window: WindowInstance
}

/// The default title menu's items for a document window, as the File menu's.
nonisolated struct DocumentTitleMenuContent: View {
    let items: DocumentTitleMenuItems

    @MainActor var body: some View {
        let window = items.window
        let document = window.document
        Button("Rename…") { window.session?.renameDocument(in: window) }
            .disabled(document?.fileURL == nil)
        Button("Move To…") { window.session?.renameDocument(in: window, title: "Move") }
            .disabled(document?.fileURL == nil)
        Button("Duplicate") { window.session?.duplicateDocument(in: window) }
        Divider()
        // Enabled whenever there is a file: the menu is not redrawn as the
        // document is edited, and reverting an unedited document changes nothing.
        Button("Revert To Saved") { window.session?.revertDocument(in: window) }
            .disabled(document?.fileURL == nil)
    }
}

extension EnvironmentValues {
    private struct DocumentTitleMenuItemsKey: EnvironmentKey {
        static var defaultValue: DocumentTitleMenuItems? { nil }
    }

    /// A document window's actions for `ToolbarTitleMenu()`; nil elsewhere.
    var documentTitleMenuItems: DocumentTitleMenuItems? {
        get { self[DocumentTitleMenuItemsKey.self] }
        set { self[DocumentTitleMenuItemsKey.self] = newValue }
    }
}
