/// A column of a navigation split view: the one a collapsed split view shows
/// (`preferredCompactColumn`). A Mac's split view never collapses: it shows
/// its columns side by side whatever this says, as SwiftUI's does on macOS.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String

    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}

extension NavigationSplitView {
    /// Three columns, with the column a collapsed split view shows bound to
    /// `preferredCompactColumn` (a Mac's never collapses).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Three columns, which of them show bound to `columnVisibility`, and the
    /// column a collapsed split view shows to `preferredCompactColumn`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns, with the column a collapsed split view shows bound to
    /// `preferredCompactColumn` (a Mac's never collapses).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// Two columns, which of them show bound to `columnVisibility`, and the
    /// column a collapsed split view shows to `preferredCompactColumn`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
    }
}
