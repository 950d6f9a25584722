/// A field for a password: what is typed shows as dots.
///
/// Its element is a `textfield` with `secure="true"`; the display masks the text.
nonisolated public struct SecureField<Label: View>: View, PrimitiveView {
    var field: TextField<Label>

    /// A secure field with a label view and an optional placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, axis: nil, label: label())
        field.isSecure = true
        self.field = field
    }

    @MainActor package func render(into context: inout RenderContext) { field.render(into: &context) }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// A secure field whose placeholder is `prompt` rather than the title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
