import Foundation

// The attribute names of attributed strings that Apple's Foundation declares
// for AppKit and UIKit (Linux's Foundation has the type but none of them),
// with Apple's raw values, so that archives and dictionaries agree. Apps
// pass them in text attribute dictionaries: a navigation bar's
// `titleTextAttributes` reads `foregroundColor` and `font`.
extension NSAttributedString.Key {
    /// The text's font (an `NSFont` / `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour (an `NSColor` / `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between letters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The text's underline (`NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The text's strikethrough (`NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The outline's colour.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width, as a percentage of the font size.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The paragraph's style (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The text's shadow (an `NSShadow`).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A link (a `URL` or a string).
    public static let link = NSAttributedString.Key("NSLink")
    /// How far the text sits above its baseline, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Whether the text uses ligatures.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// How far the glyphs lean.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// How far the glyphs stretch.
    public static let expansion = NSAttributedString.Key("NSExpansion")
}
