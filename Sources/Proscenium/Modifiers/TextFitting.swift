import ProsceniumHost

// How text that does not fit its line gives way before it truncates: it may
// draw its characters closer (`allowsTightening`), then a smaller font, down
// to a fraction of its own (`minimumScaleFactor`). Environment values every
// `Text` below reads; the display measures and fits (docs/PROTOCOL.md).

nonisolated extension View {
    /// Sets the minimum amount that text in this view scales down to fit in
    /// the available space: a fraction between 0 and 1 of its font's size.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(EnvironmentTransformModifier { $0.minimumScaleFactor = factor })
    }

    /// Sets whether text in this view can compress the space between
    /// characters when necessary to fit text in a line.
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(EnvironmentTransformModifier { $0.allowsTightening = flag })
    }
}

extension EnvironmentValues {
    private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
    private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// The minimum permissible proportion to shrink the font size to fit the
    /// text into the available space; 1 (the default) never shrinks it.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Whether lines of text can compress the space between characters when
    /// necessary to fit text in a line.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The fitting attributes of a `text` element: the factor clamped to
    /// SwiftUI's range (greater than 0, at most 1), left out when it is 1.
    var textFittingAttributes: ElementAttributes {
        var attributes: ElementAttributes = [:]
        let factor = min(max(Double(minimumScaleFactor), 0.01), 1)
        if factor < 1 { attributes[.minimumScaleFactor] = .number(factor) }
        if allowsTightening { attributes[.allowsTightening] = true }
        return attributes
    }
}
