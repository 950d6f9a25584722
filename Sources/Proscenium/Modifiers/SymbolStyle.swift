// How symbol images (`Image(systemName:)`) in a subtree are drawn.

/// How a symbol's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at decreasing opacities per layer.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer, from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image.Scale {
    var name: String {
        switch self {
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        }
    }
}

nonisolated extension View {
    /// The size of symbol images in this view relative to the text around them.
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(EnvironmentTransformModifier { $0.imageScale = scale })
    }

    /// How symbol images in this view colour their layers; kept in the
    /// environment (`\.symbolRenderingMode`). The browser display draws a
    /// symbol as a glyph of Google's Material Icons font (see the README),
    /// and a variant the font lacks (`.circle`, `.square.fill`, `.slash`,
    /// `.badge.plus`, ...) as that glyph with an enclosing shape of its own:
    /// `.hierarchical` draws the enclosing shape fainter, `.palette` the
    /// glyph in the first foreground style and the shape in the second (a
    /// badge in the third), and `.multicolor` gives the symbols that have
    /// fixed colours theirs (a red `heart.fill`). A symbol the font draws
    /// whole is one layer, coloured as the primary one. SF Symbols' own
    /// drawings are Apple's and cannot be shipped.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(EnvironmentTransformModifier { $0.symbolRenderingMode = mode })
    }
}

extension EnvironmentValues {
    private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
    private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

    /// The size of symbol images relative to their text; set with `imageScale(_:)`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbol images colour their layers (nil: each symbol's default).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

/// The attributes of an `image` element that come from the environment: its
/// scale, and for a symbol how its layers are coloured. The lower levels of
/// `foregroundStyle(_:_:)` go with a symbol, whose layers they colour, as
/// SwiftUI draws a symbol in palette rendering when it is given several styles.
@MainActor
func imageStyleAttributes(_ environment: EnvironmentValues, isSymbol: Bool = false) -> ElementAttributes {
    var attributes: ElementAttributes = [:]
    if environment.imageScale != .medium { attributes[.imageScale] = .string(environment.imageScale.name) }
    guard isSymbol else { return attributes }
    if let mode = environment.symbolRenderingMode { attributes[.symbolRenderingMode] = .string(mode.name) }
    let levels = environment.foregroundPaints
    if levels.count > 1 { attributes[.secondaryForeground] = .paint(levels[1]) }
    if levels.count > 2 { attributes[.tertiaryForeground] = .paint(levels[2]) }
    return attributes
}
