import Foundation
import ProsceniumHost

/// UIKit's colour, as iOS SwiftUI apps use it through `import SwiftUI`:
/// `Color(UIColor.secondarySystemBackground)`, `Color(uiColor: .systemGray6)`,
/// `UIColor(red:green:blue:alpha:)`, `UIColor(named:)`, `UIColor(color)`.
/// The system colours have iOS's light and dark values and follow the
/// display's appearance.
/// Unchecked Sendable: an open NSObject subclass cannot be checked; its one stored
/// property is an immutable Sendable value.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour the render tree carries.
    let value: ColorValue

    /// A colour from an archive `encode(with:)` wrote; nil from another archive.
    public required init?(coder: NSCoder) {
        guard let data = coder.decodeObject(of: NSData.self, forKey: "ProsceniumColorValue") as Data?,
              let value = try? JSONDecoder().decode(ColorValue.self, from: data)
        else { return nil }
        self.value = value
        super.init()
    }

    init(value: ColorValue) {
        self.value = value
        super.init()
    }

    convenience init(system: SystemColor) { self.init(value: ColorValue(system)) }

    /// iOS's colour with a light and a dark value (`0xRRGGBB`).
    convenience init(light: UInt32, dark: UInt32) {
        self.init(value: ColorValue(.appearances(light: RGBA(hex: light), dark: RGBA(hex: dark))))
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(value: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).value)
    }

    /// The colour an Xcode colour literal, `#colorLiteral(red:green:blue:alpha:)`, makes.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Display P3 is drawn as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(value: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                               opacity: Double(alpha)).value)
    }

    /// The UIKit colour of a SwiftUI colour.
    public convenience init(_ color: Color) { self.init(value: color.value) }

    /// The colour set of that name in the app's asset catalogues, or nil.
    public convenience init?(named name: String) {
        guard let found = NSColor(named: name) else { return nil }
        self.init(value: found.value)
    }

    /// This colour with its alpha multiplied to `alpha`'s share.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(value: value.opacity(Double(alpha))) }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.value == value }
    open override var hash: Int { value.hashValue }

    // The fixed colours.
    open class var black: UIColor { UIColor(system: .black) }
    open class var white: UIColor { UIColor(system: .white) }
    open class var clear: UIColor { UIColor(system: .clear) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }

    // The adaptable system colours.
    open class var systemRed: UIColor { UIColor(system: .red) }
    open class var systemOrange: UIColor { UIColor(system: .orange) }
    open class var systemYellow: UIColor { UIColor(system: .yellow) }
    open class var systemGreen: UIColor { UIColor(system: .green) }
    open class var systemMint: UIColor { UIColor(system: .mint) }
    open class var systemTeal: UIColor { UIColor(system: .teal) }
    open class var systemCyan: UIColor { UIColor(system: .cyan) }
    open class var systemBlue: UIColor { UIColor(system: .blue) }
    open class var systemIndigo: UIColor { UIColor(system: .indigo) }
    open class var systemPurple: UIColor { UIColor(system: .purple) }
    open class var systemPink: UIColor { UIColor(system: .pink) }
    open class var systemBrown: UIColor { UIColor(system: .brown) }
    open class var systemGray: UIColor { UIColor(system: .gray) }
    open class var systemGray2: UIColor { UIColor(light: 0xAEAEB2, dark: 0x636366) }
    open class var systemGray3: UIColor { UIColor(light: 0xC7C7CC, dark: 0x48484A) }
    open class var systemGray4: UIColor { UIColor(light: 0xD1D1D6, dark: 0x3A3A3C) }
    open class var systemGray5: UIColor { UIColor(light: 0xE5E5EA, dark: 0x2C2C2E) }
    open class var systemGray6: UIColor { UIColor(light: 0xF2F2F7, dark: 0x1C1C1E) }

    // Text.
    open class var label: UIColor { UIColor(system: .primary) }
    open class var secondaryLabel: UIColor { UIColor(system: .secondary) }
    open class var tertiaryLabel: UIColor { UIColor(system: .tertiary) }
    open class var quaternaryLabel: UIColor { UIColor(system: .quaternary) }
    open class var placeholderText: UIColor { UIColor(system: .tertiary) }
    open class var link: UIColor { UIColor(system: .blue) }
    open class var separator: UIColor { UIColor(system: .separator) }
    open class var opaqueSeparator: UIColor { UIColor(light: 0xC6C6C8, dark: 0x38383A) }

    // Backgrounds, plain and grouped, as iOS's.
    open class var systemBackground: UIColor { UIColor(light: 0xFFFFFF, dark: 0x000000) }
    open class var secondarySystemBackground: UIColor { UIColor(light: 0xF2F2F7, dark: 0x1C1C1E) }
    open class var tertiarySystemBackground: UIColor { UIColor(light: 0xFFFFFF, dark: 0x2C2C2E) }
    open class var systemGroupedBackground: UIColor { UIColor(light: 0xF2F2F7, dark: 0x000000) }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(light: 0xFFFFFF, dark: 0x1C1C1E) }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(light: 0xF2F2F7, dark: 0x2C2C2E) }
}

extension Color {
    /// The colour of a UIKit colour.
    public init(uiColor: UIColor) { self.init(value: uiColor.value) }

    /// The colour of a UIKit colour (`Color(UIColor.systemGray6)`). Disfavoured
    /// so that `Color(.red)` in a Mac app still means AppKit's red.
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(uiColor: color) }
}

/// Xcode's colour literals make a `UIColor` where the context asks for one.
extension UIColor: _ExpressibleByColorLiteral {}
