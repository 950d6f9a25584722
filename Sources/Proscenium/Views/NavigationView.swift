/// The older navigation container: each of its views is a column (a
/// sidebar, then content or detail), and a `NavigationLink` in one column
/// shows its destination in the next, adding a column when there is none.
///
/// Its element is `split`, with a `column` (`role`: `sidebar`, `content`,
/// `detail`) per view. In the stack style (`.navigationViewStyle(.stack)`,
/// iOS's look) it is a `NavigationStack` of its views instead: one shows,
/// and a link pushes its destination over it.
@available(*, deprecated, message: "Use NavigationStack or NavigationSplitView")
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor package func render(into context: inout RenderContext) {
        if context.environment.navigationViewStyleKind == .stack {
            NavigationStack { content }.render(into: &context)
            return
        }
        let container = context.state("navigation") { NavigationContainer(kind: .split) }
        container.node = context.node
        context.setElement(.split)
        let columns = flattenItems(content)
        let roles = columns.count >= 3 ? ["sidebar"] + Array(repeating: "content", count: columns.count - 2) + ["detail"]
            : ["sidebar", "detail"]
        renderSplit(columns: columns, roles: roles, container: container, into: &context)
    }
}
