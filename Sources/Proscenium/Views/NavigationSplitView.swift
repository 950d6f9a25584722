/// Two or three columns: a sidebar, optional content, and a detail. A
/// `NavigationLink` in a column shows its destination in the next one.
///
/// Its element is `split` with `visibility` (when bound: `automatic`, `all`,
/// `doubleColumn`, `detailOnly`) and `style` (`navigationSplitViewStyle`:
/// `balanced`, `prominentDetail`), with a `column` per part (`role`:
/// `sidebar`, `content`, `detail`). A `change` event with
/// `visibility:NAME` sets the bound visibility (the display's sidebar
/// button); a column's `change` of `width` (its divider dragged) keeps that
/// width as the column's `columnWidth`.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    /// Three columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        columnVisibility = nil
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Three columns, with which of them show bound to `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    @MainActor package func render(into context: inout RenderContext) {
        // A style of the app's own draws the split view from its configuration.
        if let style = context.environment.navigationSplitViewStyle {
            let configuration = NavigationSplitViewStyleConfiguration(split: self)
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
            return
        }
        let container = context.state("navigation") { NavigationContainer(kind: .split) }
        container.node = context.node
        var attributes: ElementAttributes = [:]
        if let columnVisibility { attributes[.visibility] = .string(columnVisibility.wrappedValue.name) }
        if let style = context.environment.navigationSplitViewStyleName { attributes[.style] = .string(style) }
        context.setElement(.split, attributes)
        if let columnVisibility, context.environment.isEnabled {
            context.on(.change) { event in
                guard let value = event.value, value.hasPrefix("visibility:"),
                      let visibility = NavigationSplitViewVisibility(name: String(value.dropFirst(11))) else { return }
                columnVisibility.wrappedValue = visibility
            }
        }
        var columns = [ViewItem(key: ItemKey(), view: sidebar)]
        var roles = ["sidebar"]
        if !(content is EmptyView) {
            columns.append(ViewItem(key: ItemKey(), view: content))
            roles.append("content")
        }
        columns.append(ViewItem(key: ItemKey(), view: detail))
        roles.append("detail")
        renderSplit(columns: columns, roles: roles, container: container, into: &context)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Two columns, with which of them show bound to `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let name: String

    init?(name: String) {
        guard ["automatic", "all", "doubleColumn", "detailOnly"].contains(name) else { return nil }
        self.name = name
    }

    private init(_ name: String) { self.name = name }

    /// The platform decides.
    public static let automatic = NavigationSplitViewVisibility("automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility("all")
    /// The content and detail columns (or sidebar and detail, with two).
    public static let doubleColumn = NavigationSplitViewVisibility("doubleColumn")
    /// Only the detail column.
    public static let detailOnly = NavigationSplitViewVisibility("detailOnly")
}
