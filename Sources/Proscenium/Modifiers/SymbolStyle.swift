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
    /// symbol as one glyph of Google's Material Icons font (see the README),
    /// which has a single layer and no colours of its own: `.hierarchical`
    /// and `.palette` colour that layer as the primary one (the first
    /// foreground style), as SwiftUI colours a one-layer symbol, and
    /// `.multicolor` has no symbol colours to show, so the foreground style is
    /// used. SF Symbols' layered drawings are Apple's and cannot be shipped.
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

/// The attributes of an `image` element that come from the environment.
@MainActor
func imageStyleAttributes(_ environment: EnvironmentValues) -> ElementAttributes {
    environment.imageScale == .medium ? [:] : [.imageScale: .string(environment.imageScale.name)]
}
