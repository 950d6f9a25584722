/// A switch between on and off, bound to a Boolean.
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label
    /// Of several sources (`sources:`), some on and some off: neither on nor off.
    var isMixed = false

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    @MainActor package func render(into context: inout RenderContext) {
        if renderCustomStyle(into: &context) { return }
        var attributes: ElementAttributes = [.checked: isMixed ? "mixed" : .bool(isOn.wrappedValue)]
        if let style = context.environment.toggleStyleName { attributes[.style] = .string(style) }
        if context.environment.isInMenu {
            if let text = label as? Text { attributes[.title] = .string(text.plainText) }
            context.setElement(.menuitem, attributes)
        } else {
            context.setElement(.toggle, attributes)
        }
        let binding = isOn
        let enabled = context.environment.isEnabled
        context.on(.toggle) { event in
            guard enabled else { return }
            // A mixed toggle turns them all on, as a Mac's does.
            binding.wrappedValue = event.value.map { $0 == "true" } ?? !binding.wrappedValue
        }
        context.on(.click) { _ in
            guard enabled else { return }
            binding.wrappedValue.toggle()
        }
        context.addChildren(label, slot: "label")
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension EnvironmentValues {
    private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    var toggleStyleName: String? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
