import ProsceniumHost

// How a resizable image fills its frame (stretched or tiled, its caps kept)
// and how it is sampled (`interpolation`, `antialiased`).

/// How an `Image` is drawn besides its source: its caps and tiling when
/// resized, its interpolation, its antialiasing.
struct ImageDrawing: Hashable, Sendable {
    var capInsets = EdgeInsets()
    var tiles = false
    var interpolation: Image.Interpolation?
    var antialiased = true
    /// The image's own symbol rendering mode (`Image.symbolRenderingMode(_:)`),
    /// which wins over the environment's.
    var symbolRenderingMode: SymbolRenderingMode?
    /// Whether the image is drawn as a template or in its own colours
    /// (`Image.renderingMode(_:)`); nil: as its file is.
    var renderingMode: Image.TemplateRenderingMode?
    /// The image's own limit on the display's dynamic range
    /// (`Image.allowedDynamicRange(_:)`), which wins over the environment's.
    var allowedDynamicRange: Image.DynamicRange?

    var attributes: ElementAttributes {
        var attributes: ElementAttributes = [:]
        let insets = [capInsets.top, capInsets.leading, capInsets.bottom, capInsets.trailing]
        if insets.contains(where: { $0 > 0 }) {
            attributes[.capInsets] = .string(insets.map { formatNumber(Double(max($0, 0))) }.joined(separator: " "))
        }
        if tiles { attributes[.resizingMode] = "tile" }
        if let interpolation { attributes[.interpolation] = .string(interpolation.name) }
        if !antialiased { attributes[.antialiased] = false }
        switch renderingMode {
        case .template: attributes[.renderingMode] = "template"
        case .original: attributes[.renderingMode] = "original"
        case nil: break
        }
        return attributes
    }
}

extension Image {
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// A mode to repeat the image at its original size, as many times as
        /// necessary to fill the available space.
        case tile
        /// A mode to enlarge or reduce the size of an image so that it fills the available space.
        case stretch
    }

    /// The level of quality for rendering an image that requires
    /// interpolation, such as a scaled image: `.none` keeps its pixels sharp
    /// (pixel art), the others let the display smooth them.
    public enum Interpolation: Hashable, Sendable {
        case none
        case low
        case medium
        case high

        var name: String {
            switch self {
            case .none: "none"
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            }
        }
    }

    /// This image drawn with `mode` (a symbol's layers in one colour, in
    /// levels of one, in several, or in its own); nil keeps the environment's.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        drawn { $0.symbolRenderingMode = mode }
    }

    /// This image drawn as a template (its file's opaque pixels in the
    /// foreground style, as a mask) or in its own colours. A symbol's
    /// `.original` shows its own colours, as the `.multicolor` rendering mode
    /// does, unless the image sets a rendering mode of its own.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        drawn { $0.renderingMode = renderingMode }
    }

    private func drawn(_ change: (inout ImageDrawing) -> Void) -> Image {
        var copy = self
        var drawing = copy.drawing ?? ImageDrawing()
        change(&drawing)
        copy.drawing = drawing
        return copy
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space: the
    /// edges within `capInsets` keep their size (corners unscaled, sides
    /// stretched or tiled along), the rest is stretched, or tiled at the
    /// image's own size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var copy = drawn {
            $0.capInsets = capInsets
            $0.tiles = resizingMode == .tile
        }
        copy.isResizable = true
        return copy
    }

    /// Specifies the current level of quality for rendering an image that
    /// requires interpolation.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        drawn { $0.interpolation = interpolation }
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the
    /// image: without, a scaled image's pixels and a symbol's edges stay sharp.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        drawn { $0.antialiased = isAntialiased }
    }
}
