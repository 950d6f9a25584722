import Foundation
import ProsceniumHost

/// AppKit's font, as text views and fields take it: a system or fixed-pitch
/// font of a size and weight, or a named family (drawn in the system font
/// where the page does not have it). `UIFont` is the same class.
/// Unchecked Sendable: an open NSObject subclass cannot be checked; its one stored
/// property is an immutable Sendable value.
open class NSFont: NSObject, @unchecked Sendable {
    /// A font's weight, as AppKit names them.
    public struct Weight: Hashable, Sendable {
        let value: FontValue.Weight
        public static let ultraLight = Weight(value: .ultraLight)
        public static let thin = Weight(value: .thin)
        public static let light = Weight(value: .light)
        public static let regular = Weight(value: .regular)
        public static let medium = Weight(value: .medium)
        public static let semibold = Weight(value: .semibold)
        public static let bold = Weight(value: .bold)
        public static let heavy = Weight(value: .heavy)
        public static let black = Weight(value: .black)
    }

    /// The font the render tree carries.
    let value: FontValue

    init(value: FontValue) {
        self.value = value
        super.init()
    }

    /// A font of the family `fontName`, or nil without a name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        var value = FontValue(size: Double(fontSize))
        value.family = fontName
        self.init(value: value)
    }

    /// The size in points.
    open var pointSize: CGFloat { CGFloat(value.size ?? NSFont.systemFontSize) }
    /// The family's name; the system font's when none was named.
    open var familyName: String? { value.family ?? ".AppleSystemUIFont" }
    open var fontName: String { value.family ?? ".AppleSystemUIFont" }

    open class var systemFontSize: CGFloat { 13 }
    open class var smallSystemFontSize: CGFloat { 11 }
    open class var labelFontSize: CGFloat { 10 }

    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont {
        NSFont(value: FontValue(size: Double(fontSize)))
    }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        NSFont(value: FontValue(size: Double(fontSize), weight: weight.value))
    }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        NSFont(value: FontValue(size: Double(fontSize), weight: weight.value, design: .monospaced))
    }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        var value = FontValue(size: Double(fontSize), weight: weight.value)
        value.monospacedDigits = true
        return NSFont(value: value)
    }
    /// The person's fixed-pitch font: the monospaced system font.
    open class func userFixedPitchFont(ofSize fontSize: CGFloat) -> NSFont? {
        monospacedSystemFont(ofSize: fontSize == 0 ? systemFontSize : fontSize, weight: .regular)
    }
    open class func userFont(ofSize fontSize: CGFloat) -> NSFont? {
        systemFont(ofSize: fontSize == 0 ? systemFontSize : fontSize)
    }
}

/// UIKit's font: the same class as AppKit's `NSFont`.
public typealias UIFont = NSFont
