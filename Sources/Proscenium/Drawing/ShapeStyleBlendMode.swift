import ProsceniumHost

/// A style drawn with a blend mode: what it paints composites with what is
/// behind it by `mode` (a shape it fills or strokes, text and symbols it
/// colours as the foreground style).
nonisolated struct _BlendModeShapeStyle<Base: ShapeStyle>: PaintingShapeStyle {
    var base: Base
    var mode: BlendMode
    func paint(in environment: EnvironmentValues) -> PaintValue? { base.paint(in: environment) }
}

extension ShapeStyle {
    /// This style, drawn with `mode` as its blend mode.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendModeShapeStyle(base: self, mode: mode) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style, drawn with `mode` as its blend mode.
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { ForegroundStyle().blendMode(mode) }

    /// The foreground style at a fraction of its opacity.
    public static func opacity(_ opacity: Double) -> some ShapeStyle { ForegroundStyle().opacity(opacity) }
}

/// The blend mode a style draws with, looking through its wrappers (type
/// erasure, a shadow); nil for the normal one.
func drawingBlendMode(of style: any ShapeStyle) -> BlendMode? {
    if let blended = style as? any BlendingShapeStyle {
        return blended.blendMode == .normal ? nil : blended.blendMode
    }
    guard let wrapper = style as? any ShapeStyleWrapper else { return nil }
    return drawingBlendMode(of: wrapper.wrappedStyle)
}

protocol BlendingShapeStyle { var blendMode: BlendMode { get } }

extension _BlendModeShapeStyle: BlendingShapeStyle {
    var blendMode: BlendMode { mode }
}

extension EnvironmentValues {
    private struct ForegroundBlendModeKey: EnvironmentKey { static var defaultValue: BlendMode? { nil } }

    /// The blend mode of the innermost `foregroundStyle` (nil: normal).
    var foregroundBlendMode: BlendMode? {
        get { self[ForegroundBlendModeKey.self] }
        set { self[ForegroundBlendModeKey.self] = newValue }
    }
}
