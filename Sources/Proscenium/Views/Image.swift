// The engine's display-facing API (graphs' trees, the image store) is SPI.
@_spi(Display) import ProsceniumEngine
import ProsceniumHost

/// An image: a named symbol (`Image(systemName:)`) or an image resource.
/// The browser display draws symbols it knows as glyphs.
///
/// `Image("name")` shows the image file of that name: a PNG, JPEG, GIF, WebP
/// or SVG file (`name.png`, `name@2x.png`, or an `.xcassets` folder's
/// `name.imageset`) among the app's resources. Give a SwiftPM target
/// `resources: [.process("Assets")]` and write `Image("name", bundle: .module)`;
/// without a bundle the main bundle is searched, then the resource bundles
/// beside the executable. An image that is not found shows nothing (and is
/// logged once), as in SwiftUI. PDF images are not shown: browsers do not
/// draw them as images.
public struct Image: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case system(String)
        /// A resource's name, and the path of the bundle's resource directory (nil: the main bundle's).
        case named(String, String?)
        /// Bytes or a file the app holds (`Image(nsImage:)`, a loaded
        /// `AsyncImage`), drawn at this many pixels per point.
        case held(HeldImage, Double)
        /// Drawn by a graphics context closure (`init(size:label:opaque:colorMode:renderer:)`).
        case drawn(DrawnImage)
    }
    let source: Source
    var isResizable = false
    var label: String?
    /// Caps, tiling, interpolation and antialiasing, when any is set.
    var drawing: ImageDrawing?
    /// A symbol's variable value, 0 to 1: how many of its variable layers
    /// (a speaker's waves, a signal's bars) are lit.
    var variableValue: Double?

    public init(systemName: String) { source = .system(systemName) }

    /// A symbol showing `variableValue` (0 to 1) in its variable layers, as
    /// SF Symbols lights a speaker's waves or a signal's bars; the others
    /// are drawn faint. A symbol without variable layers ignores it.
    public init(systemName: String, variableValue: Double?) {
        source = .system(systemName)
        self.variableValue = variableValue
    }

    /// The image resource `name` with a variable value. Files have no
    /// variable layers: it is shown as `init(_:bundle:)` shows it.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        self.variableValue = variableValue
    }

    /// The image resource `name` with a variable value and a label; shown
    /// as `init(_:bundle:label:)` shows it.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
        self.variableValue = variableValue
    }

    /// The decorative image resource `name` with a variable value; shown as
    /// `init(decorative:bundle:)` shows it.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
        self.variableValue = variableValue
    }
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, AssetFiles.resourceDirectory(of: bundle)) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name, AssetFiles.resourceDirectory(of: bundle))
        self.label = label.plainText
    }
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, AssetFiles.resourceDirectory(of: bundle))
        label = ""
    }

    /// An image of an AppKit image: its file or bytes, or its symbol.
    public init(nsImage: NSImage) {
        switch nsImage.content {
        case let .asset(image, _, _): source = .held(image, nsImage.drawingScale)
        case let .symbol(name): source = .system(name)
        }
        label = nsImage.accessibilityText
    }

    /// An image of bytes the app holds (`AsyncImage`).
    init(held image: HeldImage, scale: Double) { source = .held(image, scale) }

    /// How an image is drawn: as a template (a mask in the foreground style)
    /// or in its own colours (`renderingMode(_:)`).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Scale: Hashable, Sendable { case small, medium, large }

    /// The key `assets` serve its bytes by and their pixels per point: a named
    /// file's (found now) or bytes the app holds; nil for a symbol, a name not
    /// found, or a view with no runtime's assets.
    func servedAsset(in assets: ImageAssets?) -> (key: String, scale: Double)? {
        guard let assets else { return nil }
        switch source {
        case .system: return nil
        case let .named(name, directory):
            return assets.resolve(name, in: directory).map { ($0.key, Double($0.scale)) }
        case let .held(image, scale): return (assets.key(for: image), scale)
        case .drawn: return nil
        }
    }

    /// A symbol's rendering mode as its template rendering mode asks:
    /// `.original` its own colours, `.template` one colour.
    private func symbolMode(of mode: TemplateRenderingMode?, isSymbol: Bool) -> SymbolRenderingMode? {
        guard isSymbol, let mode else { return nil }
        return mode == .original ? .multicolor : .monochrome
    }

    /// What a screen reader says for it.
    var accessibilityText: String {
        if let label { return label }
        switch source {
        case let .system(name): return name
        case let .named(name, _): return name
        case .held, .drawn: return "image"
        }
    }
}

extension Image {
    /// A picture's size in points, `WIDTH HEIGHT`: what the layout engine
    /// sizes it by; nil when its file's header does not say.
    static func naturalSize(of key: String, scale: Double, in assets: ImageAssets) -> AttributeValue? {
        guard let pixels = assets.pixelSize(forKey: key) else { return nil }
        let scale = scale > 0 && scale.isFinite ? scale : 1
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        return .string("\(number(Double(pixels.width) / scale)) \(number(Double(pixels.height) / scale))")
    }
}

extension Image: View, PrimitiveView {
    package func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.label: .string(accessibilityText)]
        switch source {
        case let .system(name):
            attributes[.systemName] = .string(context.environment.symbolVariants.apply(to: name))
            if let value = variableValue, value.isFinite { attributes[.value] = .number(min(max(value, 0), 1)) }
        case let .named(name, directory):
            attributes[.name] = .string(name)
            // The display fetches the file by this key; no key: nothing to show.
            if let assets = context.environment.imageAssets, let found = assets.resolve(name, in: directory) {
                attributes[.asset] = .string(found.key)
                if found.scale != 1 { attributes[.scale] = .string(String(found.scale)) }
                attributes[.naturalSize] = Self.naturalSize(of: found.key, scale: Double(found.scale), in: assets)
            }
        case let .held(image, scale):
            if let assets = context.environment.imageAssets {
                let key = assets.key(for: image)
                attributes[.asset] = .string(key)
                attributes[.naturalSize] = Self.naturalSize(of: key, scale: scale, in: assets)
            }
            if scale != 1, scale > 0, scale.isFinite { attributes[.scale] = .number(scale) }
        case let .drawn(drawn):
            attributes[.naturalSize] = drawn.naturalSize
            attributes[.drawing] = .drawing(drawn.record(in: context.environment))
        }
        if isResizable { attributes[.resizable] = true }
        if let drawing { attributes.merge(drawing.attributes) { _, new in new } }
        if let redaction = context.environment.redaction {
            attributes[.redacted] = .string(redaction.rawValue)
            // A private image is not sent at all: a block of its size shows instead.
            if redaction == .privacy {
                for key in [AttributeKey.asset, .systemName, .name, .drawing] { attributes[key] = nil }
                attributes[.label] = ""
            }
        }
        if let color = context.environment.foregroundColorValue { attributes[.foreground] = .color(color) }
        if let paint = context.environment.foregroundPaints.first, paint.color == nil {
            attributes[.foregroundPaint] = .paint(paint)
        }
        if let mode = context.environment.foregroundBlendMode { attributes[.blendMode] = .string(mode.name) }
        attributes.merge(context.environment.foregroundShadowAttributes) { _, shadow in shadow }
        if let font = context.environment.font { attributes[.font] = .font(font.value) }
        let isSymbol = if case .system = source { true } else { false }
        attributes.merge(imageStyleAttributes(context.environment, isSymbol: isSymbol)) { _, style in style }
        if let mode = drawing?.symbolRenderingMode ?? symbolMode(of: drawing?.renderingMode, isSymbol: isSymbol) {
            attributes[.symbolRenderingMode] = .string(mode.name)
        }
        if let range = drawing?.allowedDynamicRange ?? context.environment.allowedDynamicRange {
            attributes[.dynamicRange] = .string(range.name)
        }
        context.setElement(.image, attributes)
    }
}
