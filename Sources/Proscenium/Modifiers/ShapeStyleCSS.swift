/// Shape styles a display can draw, as a CSS value. Styles that are not (yet)
/// drawable give no value, and modifiers leave them out rather than guess.
protocol CSSShapeStyle: ShapeStyle {
    var cssValue: String { get }
}

extension Color: CSSShapeStyle {
    var cssValue: String { css }
}

extension HierarchicalShapeStyle: CSSShapeStyle {
    var cssValue: String { color.css }
}

/// The background of the current context: the window's background colour.
public struct BackgroundStyle: ShapeStyle, CSSShapeStyle {
    public init() {}
    var cssValue: String { "var(--background)" }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle {
    /// The CSS value of this style, if a display can draw it.
    var css: String? { (self as? any CSSShapeStyle)?.cssValue }
}
