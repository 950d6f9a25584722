nonisolated extension View {
    /// Keeps the person from selecting this row of a `List` with a
    /// selection: a click leaves the selection as it is. The row can still
    /// be selected by setting the selection.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(SelectionDisabledModifier(isDisabled: isDisabled))
    }
}

/// Marks the item as one the person cannot select.
nonisolated struct SelectionDisabledModifier: TraitModifier, PrimitiveModifier {
    let isDisabled: Bool

    @MainActor func apply(to traits: inout ViewTraits) {
        traits[SelectionDisabledKey.self] = isDisabled
    }

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.addChildren(content)
    }
}

/// Whether the person may not select the item (`selectionDisabled(_:)`).
struct SelectionDisabledKey: ViewTraitKey {
    static var defaultValue: Bool { false }
}
