import Foundation
import ProsceniumHost

/// AppKit's colour, as SwiftUI apps use it through `import SwiftUI`:
/// `Color(nsColor: .windowBackgroundColor)`, `Color(.darkGray)`,
/// `NSColor(red:green:blue:alpha:)`, `NSColor(named:)`. The system colours
/// follow the display's light and dark appearance as SwiftUI's do.
/// Unchecked Sendable: an open NSObject subclass cannot be checked; its one stored
/// property is an immutable Sendable value.
open class NSColor: NSObject, @unchecked Sendable {
    /// The colour the render tree carries.
    let value: ColorValue

    init(value: ColorValue) {
        self.value = value
        super.init()
    }

    convenience init(system: SystemColor) { self.init(value: ColorValue(system)) }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(value: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).value)
    }

    /// The colour an Xcode colour literal, `#colorLiteral(red:green:blue:alpha:)`, makes.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Calibrated (generic) RGB is drawn as sRGB.
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Device RGB is drawn as sRGB.
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(value: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                               opacity: Double(alpha)).value)
    }

    /// The AppKit colour of a SwiftUI colour, keeping its appearances (a
    /// system colour still follows light and dark) and its opacity.
    public convenience init(_ color: Color) { self.init(value: color.value) }

    /// The colour set of that name in the app's asset catalogues, or nil.
    public convenience init?(named name: NSColor.Name, bundle: Bundle? = nil) {
        guard let found = AssetFiles.shared.color(named: name, in: AssetFiles.resourceDirectory(of: bundle))?.colorValue
        else { return nil }
        self.init(value: found)
    }

    /// This colour with its alpha multiplied to `alpha`'s share.
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor { NSColor(value: value.opacity(Double(alpha))) }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSColor)?.value == value }
    open override var hash: Int { value.hashValue }

    // The standard colours, as SwiftUI's.
    open class var black: NSColor { NSColor(system: .black) }
    open class var white: NSColor { NSColor(system: .white) }
    open class var clear: NSColor { NSColor(system: .clear) }
    open class var gray: NSColor { NSColor(white: 0.5, alpha: 1) }
    open class var darkGray: NSColor { NSColor(white: 1.0 / 3.0, alpha: 1) }
    open class var lightGray: NSColor { NSColor(white: 2.0 / 3.0, alpha: 1) }
    open class var red: NSColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: NSColor { NSColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: NSColor { NSColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var yellow: NSColor { NSColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var orange: NSColor { NSColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: NSColor { NSColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: NSColor { NSColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var cyan: NSColor { NSColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var magenta: NSColor { NSColor(red: 1, green: 0, blue: 1, alpha: 1) }

    // The adaptable system colours, light and dark.
    open class var systemRed: NSColor { NSColor(system: .red) }
    open class var systemOrange: NSColor { NSColor(system: .orange) }
    open class var systemYellow: NSColor { NSColor(system: .yellow) }
    open class var systemGreen: NSColor { NSColor(system: .green) }
    open class var systemMint: NSColor { NSColor(system: .mint) }
    open class var systemTeal: NSColor { NSColor(system: .teal) }
    open class var systemCyan: NSColor { NSColor(system: .cyan) }
    open class var systemBlue: NSColor { NSColor(system: .blue) }
    open class var systemIndigo: NSColor { NSColor(system: .indigo) }
    open class var systemPurple: NSColor { NSColor(system: .purple) }
    open class var systemPink: NSColor { NSColor(system: .pink) }
    open class var systemBrown: NSColor { NSColor(system: .brown) }
    open class var systemGray: NSColor { NSColor(system: .gray) }

    // The semantic colours of text, controls and windows.
    open class var labelColor: NSColor { NSColor(system: .primary) }
    open class var textColor: NSColor { NSColor(system: .primary) }
    open class var controlTextColor: NSColor { NSColor(system: .primary) }
    open class var headerTextColor: NSColor { NSColor(system: .primary) }
    open class var secondaryLabelColor: NSColor { NSColor(system: .secondary) }
    open class var placeholderTextColor: NSColor { NSColor(system: .secondary) }
    open class var disabledControlTextColor: NSColor { NSColor(system: .secondary) }
    open class var tertiaryLabelColor: NSColor { NSColor(system: .tertiary) }
    open class var quaternaryLabelColor: NSColor { NSColor(system: .quaternary) }
    open class var controlAccentColor: NSColor { NSColor(system: .accent) }
    open class var linkColor: NSColor { NSColor(system: .accent) }
    open class var selectedContentBackgroundColor: NSColor { NSColor(system: .accent) }
    open class var keyboardFocusIndicatorColor: NSColor { NSColor(system: .accent) }
    open class var separatorColor: NSColor { NSColor(system: .separator) }
    open class var gridColor: NSColor { NSColor(system: .separator) }
    open class var windowBackgroundColor: NSColor { NSColor(system: .windowBackground) }
    open class var controlBackgroundColor: NSColor { NSColor(system: .windowBackground) }
    open class var textBackgroundColor: NSColor { NSColor(system: .windowBackground) }
    open class var underPageBackgroundColor: NSColor { NSColor(system: .windowBackground) }
    open class var controlColor: NSColor { NSColor(system: .windowBackground) }
}

extension Color {
    /// The colour of an AppKit colour.
    public init(nsColor: NSColor) { self.init(value: nsColor.value) }

    /// The colour of an AppKit colour (`Color(.windowBackgroundColor)`).
    public init(_ color: NSColor) { self.init(nsColor: color) }
}

/// Xcode's colour literals make a `NSColor` where the context asks for one.
extension NSColor: _ExpressibleByColorLiteral {}

/// What an untyped `#colorLiteral(...)` makes: on a Mac, an `NSColor`.
public typealias _ColorLiteralType = NSColor
