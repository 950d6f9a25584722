/// A font in the render tree: a text style (`headline`, `body`, ...) or a
/// size in points, with an optional weight, design and italic.
public struct FontValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// SwiftUI's text styles; a display sizes them as macOS does.
    public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The family a font is drawn in.
    public enum Design: String, Hashable, Sendable, Codable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// The weight as a number, 100 (ultra light) ... 900 (black); 400 is regular.
    public struct Weight: RawRepresentable, Hashable, Sendable, Codable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: 100)
        public static let thin = Weight(rawValue: 200)
        public static let light = Weight(rawValue: 300)
        public static let regular = Weight(rawValue: 400)
        public static let medium = Weight(rawValue: 500)
        public static let semibold = Weight(rawValue: 600)
        public static let bold = Weight(rawValue: 700)
        public static let heavy = Weight(rawValue: 800)
        public static let black = Weight(rawValue: 900)
    }

    /// The text style, or nil for a font of a fixed `size`.
    public var style: TextStyle?
    /// The size in points, for fonts without a text style.
    public var size: Double?
    public var weight: Weight?
    public var design: Design?
    public var isItalic: Bool

    public init(style: TextStyle? = nil, size: Double? = nil, weight: Weight? = nil, design: Design? = nil,
                isItalic: Bool = false) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
    }

    /// Whether characters all have the same width.
    public var isMonospaced: Bool { design == .monospaced }

    public static func system(_ style: TextStyle) -> FontValue { FontValue(style: style) }
    public static func system(size: Double, weight: Weight? = nil) -> FontValue { FontValue(size: size, weight: weight) }

    public var description: String {
        var parts = [style?.rawValue ?? "\(size ?? 13)pt"]
        if let weight { parts.append("weight \(weight.rawValue)") }
        if let design { parts.append(design.rawValue) }
        if isItalic { parts.append("italic") }
        return parts.joined(separator: " ")
    }
}
