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
    /// A named font family (`Font.custom`), drawn in the system font where
    /// the display does not have it.
    public var family: String?
    /// For a font of a fixed `size`: the text style whose Dynamic Type scaling
    /// it follows, or nil when it never scales.
    public var scaling: TextStyle?
    /// How wide characters are: -1 ... 1, 0 standard (`Font.Width`).
    public var width: Double?
    /// The space between lines.
    public var leading: Leading?
    /// Which letters show as small capitals.
    public var smallCaps: SmallCaps?
    /// Whether digits all have the same width.
    public var monospacedDigits: Bool

    /// The space between lines of a font (`Font.Leading`).
    public enum Leading: String, Hashable, Sendable, Codable, CaseIterable {
        case standard, tight, loose
    }

    /// Letters shown as small capitals: all of them, the lower case ones, or the capitals.
    public enum SmallCaps: String, Hashable, Sendable, Codable, CaseIterable {
        case all, lowercase, uppercase
    }

    public init(style: TextStyle? = nil, size: Double? = nil, weight: Weight? = nil, design: Design? = nil,
                isItalic: Bool = false, family: String? = nil, scaling: TextStyle? = nil, width: Double? = nil,
                leading: Leading? = nil, smallCaps: SmallCaps? = nil, monospacedDigits: Bool = false) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.family = family
        self.scaling = scaling
        self.width = width
        self.leading = leading
        self.smallCaps = smallCaps
        self.monospacedDigits = monospacedDigits
    }

    private enum CodingKeys: String, CodingKey {
        case style, size, weight, design, isItalic, family, scaling, width, leading, smallCaps, monospacedDigits
    }

    // Absent keys are their defaults, so fonts written before a field existed still read.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(style: try c.decodeIfPresent(TextStyle.self, forKey: .style),
                  size: try c.decodeIfPresent(Double.self, forKey: .size),
                  weight: try c.decodeIfPresent(Weight.self, forKey: .weight),
                  design: try c.decodeIfPresent(Design.self, forKey: .design),
                  isItalic: try c.decodeIfPresent(Bool.self, forKey: .isItalic) ?? false,
                  family: try c.decodeIfPresent(String.self, forKey: .family),
                  scaling: try c.decodeIfPresent(TextStyle.self, forKey: .scaling),
                  width: try c.decodeIfPresent(Double.self, forKey: .width),
                  leading: try c.decodeIfPresent(Leading.self, forKey: .leading),
                  smallCaps: try c.decodeIfPresent(SmallCaps.self, forKey: .smallCaps),
                  monospacedDigits: try c.decodeIfPresent(Bool.self, forKey: .monospacedDigits) ?? false)
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
        if let family { parts.append("family \(family)") }
        if let scaling { parts.append("scaled like \(scaling.rawValue)") }
        if let width, width != 0 { parts.append("width \(width)") }
        if let leading { parts.append("\(leading.rawValue) leading") }
        if let smallCaps { parts.append("\(smallCaps.rawValue) small caps") }
        if monospacedDigits { parts.append("monospaced digits") }
        return parts.joined(separator: " ")
    }
}
