extension RenderElement {
    /// The attribute `key` as text, for a string value.
    public subscript(string key: AttributeKey) -> String? { attributes[key]?.string }

    /// The colour of text and symbols (`foregroundStyle`, `foregroundColor`).
    public var foreground: ColorValue? { attributes[.foreground]?.color }
    /// The fill behind the element (`background(_:)`), or a `color` element's colour.
    public var background: ColorValue? { attributes[.background]?.color }
    /// The colour a `color` element fills with.
    public var color: ColorValue? { attributes[.color]?.color }
    /// The accent colour of controls below (`tint`).
    public var tint: ColorValue? { attributes[.tint]?.color }
    /// A shape's fill.
    public var fill: ColorValue? { attributes[.fill]?.color }
    /// A shape's stroke.
    public var stroke: ColorValue? { attributes[.stroke]?.color }
    /// The font (`.font(_:)`).
    public var font: FontValue? { attributes[.font]?.font }
    public var border: BorderValue? { attributes[.border]?.border }
    public var shadow: ShadowValue? { attributes[.shadow]?.shadow }
    /// A shape's path, for shapes drawn from a path.
    public var path: ShapePath? {
        if case let .path(path, _)? = outline?.base { return path }
        return nil
    }
}

/// The display protocol's version: `"v"` in every message, in both
/// directions. Defined once; the web client is served it, and a test checks
/// `docs/PROTOCOL.md` names it.
public enum DisplayProtocol {
    public static let version = 3
}

extension RenderElement {
    /// The attribute `key` as a length in points (a frame's width, a
    /// padding's edge, a stack's spacing); nil when it is not a length.
    public func length(_ key: AttributeKey) -> Double? { attributes[key]?.length }

    /// The attribute `key` as a plain quantity (a scale, a priority, a
    /// control's value); nil when it is not a number.
    public func number(_ key: AttributeKey) -> Double? { attributes[key]?.number }
}
