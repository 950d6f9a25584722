import ProsceniumHost

/// Controls for entering data, grouped in sections: each view is a row.
///
/// Its element is `form` with `style` (`grouped`, `columns`; from
/// `.formStyle(_:)`); its children are `row`s and `section`s, as in a list.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor package func render(into context: inout RenderContext) {
        // A form made from a configuration is the style's standard form.
        if Content.self != FormStyleConfiguration.Content.self, let style = context.environment.customFormStyle {
            let configuration = FormStyleConfiguration(content: .init(content: content))
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) },
                                slot: "style")
            return
        }
        var attributes: ElementAttributes = [:]
        if let style = context.environment.formStyleName { attributes[.style] = .string(style) }
        if context.environment.scrollContentBackground == .hidden { attributes[.contentBackground] = "hidden" }
        context.environment.listRowHeightAttributes(into: &attributes)
        context.setElement(.form, attributes)
        let rows = context.state("rows") { ListRowContext.unselectable() }
        rows.update(selectionState: { _ in nil }, select: { _, _ in })
        context.provideListRows(rows)
        context.addItems(rows.rows(for: flattenItems(content)))
    }
}
