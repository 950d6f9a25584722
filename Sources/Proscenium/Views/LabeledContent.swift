/// A label beside a value or control, as forms line them up.
///
/// Its element is `labeled` with `label` (a plain-text title); its children
/// are a `slot` named `label` and the content's views.
nonisolated public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// Content with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @MainActor package func render(into context: inout RenderContext) {
        // Labeled content made from a configuration is the style's standard one.
        if Content.self != LabeledContentStyleConfiguration.Content.self,
           let style = context.environment.customLabeledContentStyle {
            let configuration = LabeledContentStyleConfiguration(label: .init(content: label), content: .init(content: content))
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
            return
        }
        var attributes: ElementAttributes = [:]
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        context.setElement(.labeled, attributes)
        context.addSlot("label", label)
        context.addChildren(content, slot: "content")
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A title beside a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    /// A title beside a value shown with a format style.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
