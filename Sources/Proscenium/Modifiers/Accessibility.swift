// Tooltips and what assistive technology says about a view, left on the view's element.

nonisolated extension View {
    /// A tooltip for this view, shown when the pointer rests on it.
    public func help(_ textKey: LocalizedStringKey) -> some View { help(textKey.plainText) }

    /// A tooltip for this view from a text view.
    public func help(_ text: Text) -> some View { help(text.plainText) }

    /// A tooltip for this view from a string.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        modifier(ElementAttributeModifier(attributes: [.help: .string(String(text))]))
    }

    /// What assistive technology calls this view, instead of its text.
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.plainText) }

    /// What assistive technology calls this view.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(labelKey.plainText)
    }

    /// What assistive technology calls this view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(ElementAttributeModifier(attributes: [.label: .string(String(label))], overriding: true))
    }

    /// What happens when the person uses this view, as assistive technology says it.
    public func accessibilityHint(_ hint: Text) -> some View { accessibilityHint(hint.plainText) }

    /// What happens when the person uses this view.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(hintKey.plainText)
    }

    /// What happens when the person uses this view.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(ElementAttributeModifier(attributes: [.hint: .string(String(hint))]))
    }

    /// A name for this view that UI tests find it by; never shown or spoken.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(ElementAttributeModifier(attributes: [.identifier: .string(identifier)]))
    }

    /// Hides this view from assistive technology (it stays visible).
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(ElementAttributeModifier(attributes: hidden ? [.accessibilityHidden: "true"] : [:]))
    }
}
