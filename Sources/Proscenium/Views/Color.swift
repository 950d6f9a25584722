import ProsceniumHost

/// A colour, usable as a view (it fills its space) and as a shape style.
///
/// A colour is a display-neutral value (`ColorValue`): a constant sRGB
/// colour, a system colour with light and dark variants, or an asset name,
/// with an opacity. Each display draws it in its own terms.
public struct Color: Hashable, Sendable {
    /// The colour as the render tree carries it.
    let value: ColorValue

    init(value: ColorValue) { self.value = value }
    init(system: SystemColor) { value = ColorValue(system) }

    /// The RGB colour spaces a colour's components can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard sRGB space.
        case sRGB
        /// sRGB with a linear transfer function.
        case sRGBLinear
        /// The Display P3 space; drawn as sRGB here (browsers clamp to sRGB
        /// on most screens).
        case displayP3
    }

    /// A constant colour from red, green and blue components in `colorSpace`,
    /// each 0...1, and an opacity.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                opacity: Double = 1) {
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        func encoded(_ value: Double) -> Double {
            guard colorSpace == .sRGBLinear else { return clamp(value) }
            // The sRGB transfer function turns a linear component into sRGB.
            let linear = clamp(value)
            return linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        }
        value = ColorValue(RGBA(red: encoded(red), green: encoded(green), blue: encoded(blue),
                                alpha: clamp(opacity)))
    }

    /// A constant grey in `colorSpace`, 0 (black) ... 1 (white).
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A constant colour from hue, saturation and brightness, each 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour from the app's assets: the colour set of that name in an
    /// asset catalogue among the bundle's resources (or, without a bundle, the
    /// main bundle's and the resource bundles beside the executable), with its
    /// dark appearance. A name no catalogue defines is passed to the display,
    /// which shows it as best it can (the browser as a CSS colour name).
    public init(_ name: String, bundle: Bundle? = nil) {
        let found = AssetFiles.shared.color(named: name, in: AssetFiles.resourceDirectory(of: bundle))
        value = found?.colorValue ?? ColorValue(.asset(name))
    }

    /// This colour with its opacity multiplied by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> Color { Color(value: value.opacity(opacity)) }

    public static let black = Color(system: .black)
    public static let white = Color(system: .white)
    public static let gray = Color(system: .gray)
    public static let red = Color(system: .red)
    public static let orange = Color(system: .orange)
    public static let yellow = Color(system: .yellow)
    public static let green = Color(system: .green)
    public static let mint = Color(system: .mint)
    public static let teal = Color(system: .teal)
    public static let cyan = Color(system: .cyan)
    public static let blue = Color(system: .blue)
    public static let indigo = Color(system: .indigo)
    public static let purple = Color(system: .purple)
    public static let pink = Color(system: .pink)
    public static let brown = Color(system: .brown)
    public static let clear = Color(system: .clear)
    /// The display's text colour (follows light and dark appearance).
    public static let primary = Color(system: .primary)
    public static let secondary = Color(system: .secondary)
    public static let accentColor = Color(system: .accent)
}

extension Color: View, PrimitiveView {
    package func render(into context: inout RenderContext) {
        context.setElement(.color, [.color: .color(value)])
    }
}
