/// A colour as a display draws it: red, green, blue and alpha in sRGB, each 0...1.
public struct RGBA: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB`, with `alpha`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A channel as a byte, 0...255, rounded.
    public static func byte(_ channel: Double) -> Int { Int((min(max(channel, 0), 1) * 255).rounded()) }

    public var description: String {
        "rgba(\(Self.byte(red)), \(Self.byte(green)), \(Self.byte(blue)), \(alpha))"
    }
}

/// Whether a display shows light or dark colours.
public enum ColorAppearance: String, Hashable, Sendable, Codable, CaseIterable {
    case light, dark
}

/// A colour the display names: SwiftUI's standard colours and the semantic
/// ones (text, accent, separator, window background), each with the value
/// macOS gives it in light and in dark appearance.
public enum SystemColor: String, Hashable, Sendable, Codable, CaseIterable {
    case black, white, gray, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, clear
    /// Text: `Color.primary` (the label colour).
    case primary
    /// Secondary text (`Color.secondary`).
    case secondary
    /// Tertiary text (`HierarchicalShapeStyle.tertiary`).
    case tertiary
    /// Quaternary text (`HierarchicalShapeStyle.quaternary`).
    case quaternary
    /// The accent colour (`Color.accentColor`).
    case accent
    /// The colour of separators (dividers).
    case separator
    /// The window's background (`ShapeStyle.background`).
    case windowBackground

    /// The colour in light appearance. The standard colours are the ones the
    /// browser display has always drawn (SwiftUI's light values), so a page
    /// in light mode shows the same pixels as before these values were typed
    /// (but for `gray`, which the browser still draws as its own grey).
    public var light: RGBA {
        switch self {
        case .black: RGBA(hex: 0x000000)
        case .white: RGBA(hex: 0xFFFFFF)
        case .gray: RGBA(hex: 0x8E8E93)
        case .red: RGBA(hex: 0xFF3B30)
        case .orange: RGBA(hex: 0xFF9500)
        case .yellow: RGBA(hex: 0xFFCC00)
        case .green: RGBA(hex: 0x34C759)
        case .mint: RGBA(hex: 0x00C7BE)
        case .teal: RGBA(hex: 0x30B0C7)
        case .cyan: RGBA(hex: 0x32ADE6)
        case .blue: RGBA(hex: 0x007AFF)
        case .indigo: RGBA(hex: 0x5856D6)
        case .purple: RGBA(hex: 0xAF52DE)
        case .pink: RGBA(hex: 0xFF2D55)
        case .brown: RGBA(hex: 0xA2845E)
        case .clear: RGBA(hex: 0x000000, alpha: 0)
        case .primary: RGBA(hex: 0x000000, alpha: 0.85)
        case .secondary: RGBA(hex: 0x000000, alpha: 0.5)
        case .tertiary: RGBA(hex: 0x000000, alpha: 0.26)
        case .quaternary: RGBA(hex: 0x000000, alpha: 0.1)
        case .accent: RGBA(hex: 0x007AFF)
        case .separator: RGBA(hex: 0x000000, alpha: 0.1)
        case .windowBackground: RGBA(hex: 0xECECEC)
        }
    }

    /// The colour in dark appearance.
    public var dark: RGBA {
        switch self {
        case .black: RGBA(hex: 0x000000)
        case .white: RGBA(hex: 0xFFFFFF)
        case .gray: RGBA(hex: 0x98989D)
        case .red: RGBA(hex: 0xFF453A)
        case .orange: RGBA(hex: 0xFF9F0A)
        case .yellow: RGBA(hex: 0xFFD60A)
        case .green: RGBA(hex: 0x30D158)
        case .mint: RGBA(hex: 0x63E6E2)
        case .teal: RGBA(hex: 0x40C8E0)
        case .cyan: RGBA(hex: 0x64D2FF)
        case .blue: RGBA(hex: 0x0A84FF)
        case .indigo: RGBA(hex: 0x5E5CE6)
        case .purple: RGBA(hex: 0xBF5AF2)
        case .pink: RGBA(hex: 0xFF375F)
        case .brown: RGBA(hex: 0xAC8E68)
        case .clear: RGBA(hex: 0x000000, alpha: 0)
        case .primary: RGBA(hex: 0xFFFFFF, alpha: 0.85)
        case .secondary: RGBA(hex: 0xFFFFFF, alpha: 0.55)
        case .tertiary: RGBA(hex: 0xFFFFFF, alpha: 0.25)
        case .quaternary: RGBA(hex: 0xFFFFFF, alpha: 0.1)
        case .accent: RGBA(hex: 0x0A84FF)
        case .separator: RGBA(hex: 0xFFFFFF, alpha: 0.1)
        case .windowBackground: RGBA(hex: 0x323232)
        }
    }

    public func value(in appearance: ColorAppearance) -> RGBA { appearance == .light ? light : dark }
}

/// A colour in the render tree: a resolved sRGB colour, a colour the display
/// names (with light and dark variants), or an app asset colour by name; with
/// an opacity that multiplies its alpha.
public struct ColorValue: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Base: Hashable, Sendable, Codable {
        /// A constant colour.
        case rgba(RGBA)
        /// A colour that follows the display's appearance.
        case system(SystemColor)
        /// A colour from the app's assets, by name, that no asset catalogue of
        /// the app defines: a display resolves the name as best it can.
        case asset(String)
        /// An app's own colour with a light and a dark appearance (an asset
        /// catalogue's colour set).
        case appearances(light: RGBA, dark: RGBA)
    }

    public var base: Base
    /// Multiplies the base's alpha; 1 leaves it as it is.
    public var opacity: Double

    public init(_ base: Base, opacity: Double = 1) {
        self.base = base
        self.opacity = opacity
    }

    public init(_ system: SystemColor) { self.init(.system(system)) }

    public init(_ rgba: RGBA) { self.init(.rgba(rgba)) }

    /// This colour with its alpha multiplied by `opacity` (clamped to 0...1).
    public func opacity(_ opacity: Double) -> ColorValue {
        var copy = self
        copy.opacity *= min(max(opacity, 0), 1)
        return copy
    }

    /// The sRGB colour shown in `appearance`; nil for an asset colour.
    public func resolved(in appearance: ColorAppearance) -> RGBA? {
        var rgba: RGBA
        switch base {
        case let .rgba(value): rgba = value
        case let .system(system): rgba = system.value(in: appearance)
        case let .appearances(light, dark): rgba = appearance == .light ? light : dark
        case .asset: return nil
        }
        rgba.alpha *= opacity
        return rgba
    }

    public var description: String {
        let base = switch self.base {
        case let .rgba(rgba): rgba.description
        case let .system(system): system.rawValue
        case let .asset(name): "asset \(name)"
        case let .appearances(light, dark): "\(light) (dark \(dark))"
        }
        return opacity == 1 ? base : "\(base) × \(opacity)"
    }

    public static let black = ColorValue(.black)
    public static let white = ColorValue(.white)
    public static let gray = ColorValue(.gray)
    public static let red = ColorValue(.red)
    public static let orange = ColorValue(.orange)
    public static let yellow = ColorValue(.yellow)
    public static let green = ColorValue(.green)
    public static let mint = ColorValue(.mint)
    public static let teal = ColorValue(.teal)
    public static let cyan = ColorValue(.cyan)
    public static let blue = ColorValue(.blue)
    public static let indigo = ColorValue(.indigo)
    public static let purple = ColorValue(.purple)
    public static let pink = ColorValue(.pink)
    public static let brown = ColorValue(.brown)
    public static let clear = ColorValue(.clear)
    public static let primary = ColorValue(.primary)
    public static let secondary = ColorValue(.secondary)
    public static let tertiary = ColorValue(.tertiary)
    public static let quaternary = ColorValue(.quaternary)
    public static let accent = ColorValue(.accent)
    public static let separator = ColorValue(.separator)
    public static let windowBackground = ColorValue(.windowBackground)
}
