/// Controls for entering data, grouped in sections: each view is a row.
///
/// Its element is `form`; its children are `row`s and `section`s, as in a list.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.form)
        let rows = context.state("rows") { ListRowContext.unselectable() }
        rows.update(selectionState: { _ in nil }, select: { _, _ in })
        context.provideListRows(rows)
        context.addItems(rows.rows(for: flattenItems(content)))
    }
}
