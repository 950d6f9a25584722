// Tooltips, and what assistive technology says about a view: its label,
// hint, value, identifier, traits, and whether it sees the view at all. Each
// is a part of the view's accessibility modifier (a chain of them is one),
// left on the view's element as a typed attribute.

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
}

extension AccessibilityAttachmentModifier {
    static func label(_ label: String) -> Self { attributes([.label: .string(label)], overriding: true) }
    static func hint(_ hint: String) -> Self { attributes([.hint: .string(hint)]) }
    static func value(_ value: String) -> Self { attributes([.accessibilityValue: .string(value)], overriding: true) }
    static func identifier(_ identifier: String) -> Self { attributes([.identifier: .string(identifier)]) }
    static func hidden(_ hidden: Bool) -> Self { attributes(hidden ? [.accessibilityHidden: true] : [:]) }
}

nonisolated extension View {
    /// Adds a label to the view that describes its contents: what assistive
    /// technology calls the view instead of its text (`aria-label`).
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.label(label.plainText))
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.label(labelKey.plainText))
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.label(String(label)))
    }

    /// Communicates to the user what happens after performing the view's
    /// action: said after the view's name and value (`aria-description`).
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.hint(hint.plainText))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.hint(hintKey.plainText))
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.hint(String(hint)))
    }

    /// Adds a textual description of the value that the view contains: a
    /// range widget's value text, else said after its name.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.value(valueDescription.plainText))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.value(valueKey.plainText))
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.value(String(value)))
    }

    /// Uses the string you specify to identify the view: UI tests find it by
    /// it (`data-identifier` in the page); it is never shown or spoken.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.identifier(identifier))
    }

    /// Specifies whether to hide this view from system accessibility
    /// features (it stays visible).
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.hidden(hidden))
    }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.traits(traits, adding: true))
    }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.traits(traits, adding: false))
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Adds a label to this accessibility element.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        accessibility(.label(label.plainText))
    }

    /// Adds a label to this accessibility element.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibility(.label(labelKey.plainText))
    }

    /// Adds a label to this accessibility element.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> {
        accessibility(.label(String(label)))
    }

    /// Adds a hint to this accessibility element.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
        accessibility(.hint(hint.plainText))
    }

    /// Adds a hint to this accessibility element.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibility(.hint(hintKey.plainText))
    }

    /// Adds a hint to this accessibility element.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier> {
        accessibility(.hint(String(hint)))
    }

    /// Adds a description of the value this accessibility element contains.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
        accessibility(.value(valueDescription.plainText))
    }

    /// Adds a description of the value this accessibility element contains.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibility(.value(valueKey.plainText))
    }

    /// Adds a description of the value this accessibility element contains.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Content, Modifier> {
        accessibility(.value(String(value)))
    }

    /// Identifies this accessibility element for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        accessibility(.identifier(identifier))
    }

    /// Hides this accessibility element from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
        accessibility(.hidden(hidden))
    }

    /// Adds the given traits to this accessibility element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibility(.traits(traits, adding: true))
    }

    /// Removes the given traits from this accessibility element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibility(.traits(traits, adding: false))
    }
}
