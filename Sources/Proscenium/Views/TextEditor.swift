/// A control that edits long, multi-line text bound to a string.
///
/// Its element is `texteditor` with `value`; `input` events carry the whole new text.
nonisolated public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>

    public init(text: Binding<String>) { self.text = text }

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.texteditor, [.value: .string(text.wrappedValue)])
        let enabled = context.environment.isEnabled
        let binding = text
        context.on(.input) { event in
            guard enabled else { return }
            binding.wrappedValue = event.value ?? ""
        }
    }
}
