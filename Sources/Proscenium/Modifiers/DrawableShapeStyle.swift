import ProsceniumHost

/// Shape styles a display can draw, as a colour value. Styles that are not
/// (yet) drawable give no value, and modifiers leave them out rather than guess.
protocol DrawableShapeStyle: ShapeStyle {
    var colorValue: ColorValue { get }
}

extension Color: DrawableShapeStyle {
    var colorValue: ColorValue { value }
}

extension HierarchicalShapeStyle: DrawableShapeStyle {
    var colorValue: ColorValue { color.value }
}

/// The background of the current context: the window's background colour.
public struct BackgroundStyle: ShapeStyle, DrawableShapeStyle {
    public init() {}
    var colorValue: ColorValue { .windowBackground }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle {
    /// The colour of this style, if a display can draw it.
    var drawnColor: ColorValue? { (self as? any DrawableShapeStyle)?.colorValue }
}
