import ProsceniumHost

nonisolated extension View {
    /// Places this view in an invisible frame of a fixed size. A nil dimension
    /// takes the content's size in that direction; `alignment` places the
    /// content when the frame is larger.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        var attributes: ElementAttributes = [.alignment: .alignment(alignment.value)]
        if let width { attributes[.width] = .length(Double(width)) }
        if let height { attributes[.height] = .length(Double(height)) }
        return modifier(WrapperModifier(tag: .frame, attributes: attributes))
    }

    /// Places this view in a flexible frame: its size stays within the minimums
    /// and maximums, prefers the ideal size, and `.infinity` lets it fill what
    /// its container offers.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        var attributes: ElementAttributes = [.alignment: .alignment(alignment.value)]
        let sizes: [(AttributeKey, CGFloat?)] = [
            (.minWidth, minWidth), (.idealWidth, idealWidth), (.maxWidth, maxWidth),
            (.minHeight, minHeight), (.idealHeight, idealHeight), (.maxHeight, maxHeight),
        ]
        for case let (name, value?) in sizes { attributes[name] = .length(Double(value)) }
        return modifier(WrapperModifier(tag: .frame, attributes: attributes))
    }
}
