public import ProsceniumHost
public import ProsceniumText

/// The font a run of text is measured in, read from the attributes its
/// element would carry (the text's font, a run's weight, design, tracking),
/// as the layout engine measures a text element: for code that lays text
/// out line by line outside a layout pass (`Text.Layout`).
public struct TextRunFont: Hashable, Sendable {
    /// The font the characters are shaped in.
    public let font: TextFont
    /// The height of one of its lines (a text style's, or the font's own).
    public let lineHeight: Double
    /// Points added after each character.
    public let tracking: Double

    public init(_ attributes: [AttributeKey: AttributeValue]) {
        let metrics = TextStyleMetrics(attributes)
        font = metrics.font
        lineHeight = metrics.lineHeight(TextMeasurer.shared)
        tracking = metrics.tracking
    }

    /// The width of `text` in this font, with its tracking.
    public func width<S: StringProtocol>(of text: S) -> Double {
        TextMeasurer.shared.width(of: String(text), in: font) + tracking * Double(text.count)
    }
}
