import ProsceniumHost

/// A shadow a shape style draws with: a drop shadow behind what it paints,
/// or an inner shadow within it.
public struct ShadowStyle: Equatable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    let isInner: Bool

    /// A shadow behind what is painted, blurred by `radius` and moved by `x` and `y`.
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                            y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: false)
    }

    /// A shadow within what is painted, along its edges, blurred by `radius`
    /// and moved by `x` and `y`.
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
                             y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: true)
    }

    /// The shadow as an element's attribute: `shadow` for a drop shadow,
    /// `innerShadow` for an inner one.
    var attribute: (key: AttributeKey, value: AttributeValue) {
        let value = ShadowValue(color: color.value, radius: Double(radius), x: Double(x), y: Double(y))
        return (isInner ? .innerShadow : .shadow, .shadow(value))
    }
}

/// A style drawn with a shadow.
nonisolated struct _ShadowShapeStyle<Base: ShapeStyle>: PaintingShapeStyle, ShapeStyleWrapper {
    var base: Base
    var shadow: ShadowStyle
    func paint(in environment: EnvironmentValues) -> PaintValue? { base.paint(in: environment) }
    var wrappedStyle: any ShapeStyle { base }
}

extension ShapeStyle {
    /// This style, drawn with `style`'s shadow.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style, drawn with `style`'s shadow.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle().shadow(style) }
}

/// A style that wraps another (a blend mode, a shadow, type erasure): the
/// effects of a style are found through its wrappers.
protocol ShapeStyleWrapper { var wrappedStyle: any ShapeStyle { get } }

extension AnyShapeStyle: ShapeStyleWrapper {
    var wrappedStyle: any ShapeStyle { base }
}

extension _BlendModeShapeStyle: ShapeStyleWrapper {
    var wrappedStyle: any ShapeStyle { base }
}

/// The shadows a style draws with, outermost first, through its wrappers.
func drawingShadows(of style: any ShapeStyle) -> [ShadowStyle] {
    var shadows: [ShadowStyle] = []
    var current: any ShapeStyle = style
    while true {
        if let shadowed = current as? any ShadowingShapeStyle { shadows.append(shadowed.shadowStyle) }
        guard let wrapper = current as? any ShapeStyleWrapper else { return shadows }
        current = wrapper.wrappedStyle
    }
}

/// The attributes of a style's shadows (the outermost of each kind).
func shadowAttributes(of style: any ShapeStyle) -> ElementAttributes {
    var attributes: ElementAttributes = [:]
    for shadow in drawingShadows(of: style).reversed() {
        let (key, value) = shadow.attribute
        attributes[key] = value
    }
    return attributes
}

protocol ShadowingShapeStyle { var shadowStyle: ShadowStyle { get } }

extension _ShadowShapeStyle: ShadowingShapeStyle {
    var shadowStyle: ShadowStyle { shadow }
}

extension EnvironmentValues {
    private struct ForegroundShadowKey: EnvironmentKey { static var defaultValue: ElementAttributes { [:] } }

    /// The shadow attributes of the innermost `foregroundStyle` (empty: none).
    var foregroundShadowAttributes: ElementAttributes {
        get { self[ForegroundShadowKey.self] }
        set { self[ForegroundShadowKey.self] = newValue }
    }
}
