import Foundation

nonisolated extension View {
    /// Sets where this view's `g` guide is, computed from its dimensions: a
    /// stack or layout aligned by `g` lines this value up with its other
    /// views' guides.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: "h." + g.name, compute: computeValue))
    }

    /// Sets where this view's `g` guide is, computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: "v." + g.name, compute: computeValue))
    }
}

/// Leaves an explicit alignment guide on each item for its container.
nonisolated struct AlignmentGuideModifier: TraitModifier, PrimitiveModifier {
    let key: String
    let compute: (ViewDimensions) -> CGFloat

    @MainActor func apply(to traits: inout ViewTraits) {
        var guides = traits[AlignmentGuidesTrait.self]
        guides[key] = compute
        traits[AlignmentGuidesTrait.self] = guides
    }

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.addChildren(content)
    }
}

/// The explicit alignment guides an item carries, by `h.`/`v.` and name.
struct AlignmentGuidesTrait: ViewTraitKey {
    static var defaultValue: [String: (ViewDimensions) -> CGFloat] { [:] }
}

extension ViewItem {
    /// Whether the item set an explicit alignment guide (its stack then
    /// places it by the guides: a `layout` element).
    var hasAlignmentGuides: Bool { traits.values[ObjectIdentifier(AlignmentGuidesTrait.self)] != nil }
}
