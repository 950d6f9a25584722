import ProsceniumHost

/// A box around related views, with an optional label.
///
/// Its element is `groupbox` with `title` (a plain-text label); its children
/// are a `slot` `label` (when there is one) and the content. The display draws
/// a rounded box, named for assistive technology by its label.
nonisolated public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A box with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The older form, with the label as a value.
    @available(*, deprecated, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    @MainActor package func render(into context: inout RenderContext) {
        // A group box made from a configuration is the style's standard box.
        if Content.self != GroupBoxStyleConfiguration.Content.self, let style = context.environment.customGroupBoxStyle {
            let configuration = GroupBoxStyleConfiguration(label: .init(content: label), content: .init(content: content))
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
            return
        }
        var attributes: ElementAttributes = [:]
        if let title = plainTitle(of: label) { attributes[.title] = .string(title) }
        context.setElement(.groupbox, attributes)
        context.addSlot("label", label)
        context.addChildren(content, slot: "content")
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
