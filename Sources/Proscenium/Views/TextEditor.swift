/// A control that edits long, multi-line text bound to a string.
///
/// Its element is `texteditor` with `value` and `style` (`plain`; absent:
/// automatic); `input` events carry the whole new text.
nonisolated public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>

    public init(text: Binding<String>) { self.text = text }

    @MainActor package func render(into context: inout RenderContext) {
        if let style = context.environment.customTextEditorStyle {
            let configuration = TextEditorStyleConfiguration(text: text)
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
            return
        }
        var attributes: ElementAttributes = [.value: .string(text.wrappedValue)]
        if let style = context.environment.textEditorStyleName { attributes[.style] = .string(style) }
        context.setElement(.texteditor, attributes)
        let enabled = context.environment.isEnabled
        let binding = text
        context.on(.input) { event in
            guard enabled else { return }
            binding.wrappedValue = event.value ?? ""
        }
    }
}
