/// How a view that keeps its aspect ratio fills the space it is given.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scales to fit inside the space; parts of it stay empty.
    case fit
    /// Scales to fill the space; parts of the view may lie outside it.
    case fill

    var name: String { self == .fit ? "fit" : "fill" }
}

nonisolated extension View {
    /// Keeps this view at `aspectRatio` (width / height), or at its own ratio
    /// when nil, scaled to fit or fill the space it is given.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        var attributes: ElementAttributes = [.contentMode: .string(contentMode.name)]
        if let aspectRatio { attributes[.aspectRatio] = .number(Double(aspectRatio)) }
        return modifier(ElementAttributeModifier(attributes: attributes))
    }

    /// Keeps this view at the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view (a resizable image, typically) to fit its space, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill its space, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
