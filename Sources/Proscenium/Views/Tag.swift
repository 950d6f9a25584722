nonisolated extension View {
    /// Gives this view a tag: the value a `Picker`, `List(selection:)` or
    /// `TabView` selection takes when this view is chosen. The tag's type must
    /// match the selection's type; with `includeOptional` (the default) it
    /// also matches an optional selection of that type.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TagModifier(tag: tag, includeOptional: includeOptional))
    }
}

/// Puts a tag on each item of the view for its container; outside a
/// container it has no effect.
nonisolated struct TagModifier<V: Hashable>: TraitModifier, PrimitiveModifier {
    let tag: V
    let includeOptional: Bool

    @MainActor func apply(to traits: inout ViewTraits) {
        traits.tag = AnyHashable(tag)
        traits.hasExplicitTag = true
        traits[TagIncludesOptionalKey.self] = includeOptional
    }

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.addChildren(content)
    }
}

/// Whether an item's tag also matches an optional selection of its type.
struct TagIncludesOptionalKey: ViewTraitKey {
    static var defaultValue: Bool { true }
}

extension ViewTraits {
    /// The tag as a value of the selection type `S`, if it is one.
    @MainActor func tag<S: Hashable>(as type: S.Type) -> S? {
        castTag(tag, to: type, includeOptional: self[TagIncludesOptionalKey.self])
    }
}
