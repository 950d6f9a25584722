import ProsceniumHost

/// A font: a text style (`.headline`, `.body`, ...) or a system font of a size.
public struct Font: Hashable, Sendable {
    /// The weight of a font.
    public struct Weight: Hashable, Sendable {
        let name: String
        let value: Int
        public static let ultraLight = Weight(name: "ultraLight", value: 100)
        public static let thin = Weight(name: "thin", value: 200)
        public static let light = Weight(name: "light", value: 300)
        public static let regular = Weight(name: "regular", value: 400)
        public static let medium = Weight(name: "medium", value: 500)
        public static let semibold = Weight(name: "semibold", value: 600)
        public static let bold = Weight(name: "bold", value: 700)
        public static let heavy = Weight(name: "heavy", value: 800)
        public static let black = Weight(name: "black", value: 900)
    }

    /// A font design. Browsers map it to a generic family.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        /// The design's name on the wire.
        var name: String {
            switch self {
            case .default: "default"
            case .serif: "serif"
            case .rounded: "rounded"
            case .monospaced: "monospaced"
            }
        }
    }

    /// A text style, for `.system(_:design:weight:)`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        public static let allCases: [Font.TextStyle] = [
            .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2,
        ]
    }

    /// How wide characters are, for fonts that come in several widths.
    public struct Width: Hashable, Sendable {
        /// -1 (narrowest) ... 1 (widest); 0 is standard.
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// The space between lines of text.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    let style: TextStyle?
    let size: Double?
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var family: String?
    var scaling: TextStyle?
    var width: Width?
    var leading: Leading?
    var caps: FontValue.SmallCaps?
    var monospacedDigits = false

    public static let largeTitle = Font(style: .largeTitle, size: nil)
    public static let title = Font(style: .title, size: nil)
    public static let title2 = Font(style: .title2, size: nil)
    public static let title3 = Font(style: .title3, size: nil)
    public static let headline = Font(style: .headline, size: nil)
    public static let subheadline = Font(style: .subheadline, size: nil)
    public static let body = Font(style: .body, size: nil)
    public static let callout = Font(style: .callout, size: nil)
    public static let footnote = Font(style: .footnote, size: nil)
    public static let caption = Font(style: .caption, size: nil)
    public static let caption2 = Font(style: .caption2, size: nil)

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: nil, size: Double(size), weight: weight, design: design)
    }

    /// The system font of `size` points with a weight and design always given
    /// (the first form of `system(size:weight:design:)`; calls that leave
    /// them out take the optional form, as on a Mac).
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(style: nil, size: Double(size), weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, size: nil, weight: weight, design: design)
    }

    /// A font named `name` (a family or PostScript name) of `size` points that
    /// scales with Dynamic Type as the body style does. A display without
    /// that font draws the system font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A font named `name` of `size` points that scales as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        var font = Font(style: nil, size: Double(size))
        font.family = name
        font.scaling = textStyle
        return font
    }

    /// A font named `name` of `fixedSize` points that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(style: nil, size: Double(fixedSize))
        font.family = name
        return font
    }

    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }
    /// The font with digits all of one width, so numbers that change keep their place.
    public func monospacedDigit() -> Font { var copy = self; copy.monospacedDigits = true; return copy }
    /// The font drawn `width` wide.
    public func width(_ width: Width) -> Font { var copy = self; copy.width = width; return copy }
    /// The font with `leading` between its lines.
    public func leading(_ leading: Leading) -> Font { var copy = self; copy.leading = leading; return copy }
    /// The font with every letter a small capital.
    public func smallCaps() -> Font { var copy = self; copy.caps = .all; return copy }
    /// The font with lower-case letters shown as small capitals.
    public func lowercaseSmallCaps() -> Font { var copy = self; copy.caps = .lowercase; return copy }
    /// The font with capitals shown as small capitals.
    public func uppercaseSmallCaps() -> Font { var copy = self; copy.caps = .uppercase; return copy }

    /// The font as the render tree carries it.
    var value: FontValue {
        let design: FontValue.Design? = switch self.design {
        case nil: nil
        case .default?: .default
        case .serif?: .serif
        case .rounded?: .rounded
        case .monospaced?: .monospaced
        }
        return FontValue(style: style.flatMap { FontValue.TextStyle(rawValue: $0.rawValue) }, size: size,
                         weight: weight.map { FontValue.Weight(rawValue: $0.value) }, design: design,
                         isItalic: isItalic, family: family,
                         scaling: scaling.flatMap { FontValue.TextStyle(rawValue: $0.rawValue) },
                         width: width.map { Double($0.value) },
                         leading: leading.map { leading in
                             switch leading {
                             case .standard: .standard
                             case .tight: .tight
                             case .loose: .loose
                             }
                         },
                         smallCaps: caps, monospacedDigits: monospacedDigits)
    }
}
