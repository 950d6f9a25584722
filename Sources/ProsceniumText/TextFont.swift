/// A font as text is measured in it: the size in points, the weight, the
/// slant and the design, resolved from a SwiftUI `Font` by the engine.
public struct TextFont: Hashable, Sendable {
    /// The family a font is drawn in.
    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public var size: Double
    /// 100 (ultra light) ... 900 (black); 400 is regular.
    public var weight: Int
    public var isItalic: Bool
    public var design: Design
    /// Digits of one width (OpenType `tnum`), as `monospacedDigit()` asks.
    public var tabularDigits: Bool

    public init(size: Double, weight: Int = 400, isItalic: Bool = false, design: Design = .default,
                tabularDigits: Bool = false) {
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
        self.tabularDigits = tabularDigits
    }

    /// The role of the file that draws this font's characters first.
    public var primaryRole: FontFile.Role {
        switch design {
        case .monospaced: return .monospaced
        case .serif: return .serif
        // Without the rounded face installed, rounded text is drawn in the
        // system font's text cut at every size, as the page's list for it
        // names that cut then (FontFaceCSS).
        case .rounded: return SystemFontFiles.hasRounded ? .rounded : .text
        case .default: return size >= SystemFontFiles.displaySize ? .display : .text
        }
    }
}
