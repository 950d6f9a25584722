/// A colour, usable as a view (it fills its space) and as a shape style.
public struct Color: Hashable, Sendable {
    let css: String

    init(css: String) { self.css = css }

    /// A colour from components in sRGB, each 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        css = "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(min(max(opacity, 0), 1)))"
    }

    /// A grey, 0 (black) ... 1 (white).
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// A colour from the app's assets. Linux apps have no asset catalogue: the
    /// name is used as a CSS colour name.
    public init(_ name: String, bundle: Bundle? = nil) { css = name }

    public func opacity(_ opacity: Double) -> Color {
        Color(css: "color-mix(in srgb, \(css) \(Int(min(max(opacity, 0), 1) * 100))%, transparent)")
    }

    public static let black = Color(css: "black")
    public static let white = Color(css: "white")
    public static let gray = Color(css: "gray")
    public static let red = Color(css: "#ff3b30")
    public static let orange = Color(css: "#ff9500")
    public static let yellow = Color(css: "#ffcc00")
    public static let green = Color(css: "#34c759")
    public static let mint = Color(css: "#00c7be")
    public static let teal = Color(css: "#30b0c7")
    public static let cyan = Color(css: "#32ade6")
    public static let blue = Color(css: "#007aff")
    public static let indigo = Color(css: "#5856d6")
    public static let purple = Color(css: "#af52de")
    public static let pink = Color(css: "#ff2d55")
    public static let brown = Color(css: "#a2845e")
    public static let clear = Color(css: "transparent")
    /// The display's text colour (follows light and dark appearance).
    public static let primary = Color(css: "var(--primary)")
    public static let secondary = Color(css: "var(--secondary)")
    public static let accentColor = Color(css: "var(--accent)")
}

/// A colour or pattern to fill or stroke with.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
    /// The CSS colour this style draws with.
    var resolvedColor: Color? { (self as? Color) ?? (self as? HierarchicalShapeStyle)?.color }
}

extension Color: ShapeStyle {}

/// `.primary`, `.secondary`, ... as shape styles.
public struct HierarchicalShapeStyle: ShapeStyle {
    let color: Color
    public static let primary = HierarchicalShapeStyle(color: .primary)
    public static let secondary = HierarchicalShapeStyle(color: .secondary)
    public static let tertiary = HierarchicalShapeStyle(color: Color(css: "var(--tertiary)"))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}

extension Color: View, PrimitiveView {
    func render(into context: inout RenderContext) {
        context.setElement("color", ["color": css])
    }
}
