/// How an underline or strikethrough is drawn (the value of
/// `NSAttributedString.Key.underlineStyle` and `.strikethroughStyle`): a
/// style (single, thick, double), a pattern, and whether it skips spaces.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the pattern of zero).
    public static let patternSolid = NSUnderlineStyle([])
    /// A line of dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A line of dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A line of alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A line of alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Draws the line only under words, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The pattern bits of a raw value.
    static let patternMask = 0x0700

    /// A single line with `lineStyle`'s pattern (its colour is not part of
    /// an underline style: `NSAttributedString.Key.underlineColor` holds it).
    public init(_ lineStyle: Text.LineStyle) {
        let pattern = Self.patterns.first { $0.value == lineStyle.pattern }?.bits ?? 0
        self.init(rawValue: NSUnderlineStyle.single.rawValue | pattern)
    }

    static let patterns: [(bits: Int, value: Text.LineStyle.Pattern)] = [
        (0, .solid), (0x0100, .dot), (0x0200, .dash), (0x0300, .dashDot), (0x0400, .dashDotDot),
    ]
}

extension Text.LineStyle {
    /// The line `nsUnderlineStyle` draws: a single line with its pattern.
    /// Nil when it asks for what a `Text.LineStyle` cannot draw: no line at
    /// all, a thick or double line, or a line only under words.
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        let raw = nsUnderlineStyle.rawValue
        guard raw & ~NSUnderlineStyle.patternMask == NSUnderlineStyle.single.rawValue,
              let pattern = NSUnderlineStyle.patterns.first(where: { $0.bits == raw & NSUnderlineStyle.patternMask })
        else { return nil }
        self.init(pattern: pattern.value)
    }
}
