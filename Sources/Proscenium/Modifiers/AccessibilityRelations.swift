import ProsceniumHost

// Where an element stands among others for assistive technology: the order
// it is read in among its siblings, the label that names it, the elements
// one can go between directly.

/// The role of an accessibility element in a label / content pair.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// This element represents the label part of the label / content pair.
    case label
    /// This element represents the content part of the label / content pair.
    case content
}

extension AccessibilityAttachmentModifier {
    static func sortPriority(_ priority: Double) -> Self {
        attributes([.sortPriority: .number(priority)])
    }
}

nonisolated extension View {
    /// Sets the sort priority order for this view's accessibility element,
    /// relative to other elements at the same level: assistive technology
    /// reads higher priorities first (the page orders the element's siblings
    /// so, `aria-owns`), and those of equal priority in the order they are
    /// drawn. The default is 0.
    public func accessibilitySortPriority(_ sortPriority: Double)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.sortPriority(sortPriority))
    }

    /// Pairs an accessibility element representing a label with the element
    /// for the matching content: assistive technology names the content by
    /// the label's text (`aria-labelledby`).
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID,
                                                       in namespace: Namespace.ID) -> some View {
        let role = role == .label ? "label" : "content"
        return modifier(ElementAttributeModifier(attributes: [
            .labeledPair: .string("\(role) \(namespacedKey(id, in: namespace))"),
        ]))
    }

    /// Links multiple accessibility elements so that the user can quickly
    /// navigate from one element to another, even when the elements are not
    /// near each other in the accessibility hierarchy: each member of the
    /// group leads to the others (`aria-flowto`).
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        modifier(ElementAttributeModifier(attributes: [.linkedGroup: .string(namespacedKey(id, in: namespace))]))
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Sets the sort priority order for this accessibility element.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        accessibility(.sortPriority(sortPriority))
    }
}
