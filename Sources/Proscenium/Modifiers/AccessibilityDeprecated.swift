import Foundation

// The accessibility modifiers' first spellings, `accessibility(label:)` and
// the like, which SwiftUI deprecates for the `accessibilityLabel(_:)` family.
// Each does what its replacement does.

nonisolated extension View {
    /// Adds a label to the view that describes its contents.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.label(label.plainText))
    }

    /// Communicates to the user what happens after performing the view's action.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.hint(hint.plainText))
    }

    /// Adds a textual description of the value that the view contains.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.value(value.plainText))
    }

    /// Specifies whether to hide this view from system accessibility features.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.hidden(hidden))
    }

    /// Uses the string you specify to identify the view.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.identifier(identifier))
    }

    /// Adds the given traits to the view.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.traits(traits, adding: true))
    }

    /// Removes the given traits from this view.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.traits(traits, adding: false))
    }

    /// Sets the sort priority order for this view's accessibility element.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.sortPriority(sortPriority))
    }

    /// Sets alternate input labels with which users identify a view. Not supported: a browser has no counterpart.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.unchanged)
    }

    /// Specifies the point where activations occur in the view. Not supported: a browser has no counterpart.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.unchanged)
    }

    /// Specifies the point where activations occur in the view. Not supported: a browser has no counterpart.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.unchanged)
    }

    /// Sets an identifier for a selection; SwiftUI no longer uses it: it has no effect.
    @available(macOS, deprecated: 100000.0, message: "No longer used.")
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.unchanged)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Adds a label to the view that describes its contents.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> {
        accessibility(.label(label.plainText))
    }

    /// Communicates to the user what happens after performing the view's action.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> {
        accessibility(.hint(hint.plainText))
    }

    /// Adds a textual description of the value that the view contains.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
        accessibility(.value(value.plainText))
    }

    /// Specifies whether to hide this view from system accessibility features.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> {
        accessibility(.hidden(hidden))
    }

    /// Uses the string you specify to identify the view.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
        accessibility(.identifier(identifier))
    }

    /// Adds the given traits to the view.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibility(.traits(traits, adding: true))
    }

    /// Removes the given traits from this view.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        accessibility(.traits(traits, adding: false))
    }

    /// Sets the sort priority order for this view's accessibility element.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        accessibility(.sortPriority(sortPriority))
    }

    /// Sets alternate input labels with which users identify a view. Not supported: a browser has no counterpart.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        accessibility(.unchanged)
    }

    /// Specifies the point where activations occur in the view. Not supported: a browser has no counterpart.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        accessibility(.unchanged)
    }

    /// Specifies the point where activations occur in the view. Not supported: a browser has no counterpart.
    @available(macOS, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        accessibility(.unchanged)
    }

    /// Sets an identifier for a selection; SwiftUI no longer uses it: it has no effect.
    @available(macOS, deprecated: 100000.0, message: "No longer used.")
    public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Content, Modifier> {
        accessibility(.unchanged)
    }
}
