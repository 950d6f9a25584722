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
        /// Bytes the display fetches by this key (`Image(nsImage:)`, a loaded
        /// `AsyncImage`), drawn at this many pixels per point.
        case asset(String, Double)
    }
    let source: Source
    var isResizable = false
    var label: String?

    public init(systemName: String) { source = .system(systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, ImageAssets.resourceDirectory(of: bundle)) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name, ImageAssets.resourceDirectory(of: bundle))
        self.label = label.plainText
    }
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, ImageAssets.resourceDirectory(of: bundle))
        label = ""
    }

    /// An image of an AppKit image: its file or bytes, or its symbol.
    public init(nsImage: NSImage) {
        switch nsImage.content {
        case let .asset(key, _, _): source = .asset(key, nsImage.drawingScale)
        case let .symbol(name): source = .system(name)
        }
        label = nsImage.accessibilityText
    }

    /// An image of bytes the display can fetch (`AsyncImage`).
    init(assetKey key: String, scale: Double) { source = .asset(key, scale) }

    /// Lets the image scale to its frame.
    public func resizable() -> Image { var copy = self; copy.isResizable = true; return copy }
    /// Not honoured on this platform yet: an image is drawn as its file is,
    /// so `.template` does not tint it with the foreground style.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Scale: Hashable, Sendable { case small, medium, large }

    /// The key its bytes are served by and their pixels per point: a named
    /// file's (found now) or bytes the app holds; nil for a symbol or a name not found.
    var servedAsset: (key: String, scale: Double)? {
        switch source {
        case .system: return nil
        case let .named(name, directory):
            return ImageAssets.shared.resolve(name, in: directory).map { ($0.key, Double($0.scale)) }
        case let .asset(key, scale): return (key, scale)
        }
    }

    /// What a screen reader says for it.
    var accessibilityText: String {
        if let label { return label }
        switch source {
        case let .system(name): return name
        case let .named(name, _): return name
        case .asset: return "image"
        }
    }
}

extension Image: View, PrimitiveView {
    func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.label: .string(accessibilityText)]
        switch source {
        case let .system(name): attributes[.systemName] = .string(context.environment.symbolVariants.apply(to: name))
        case let .named(name, directory):
            attributes[.name] = .string(name)
            // The display fetches the file by this key; no key: nothing to show.
            if let found = ImageAssets.shared.resolve(name, in: directory) {
                attributes[.asset] = .string(found.key)
                if found.scale != 1 { attributes[.scale] = .string(String(found.scale)) }
            }
        case let .asset(key, scale):
            attributes[.asset] = .string(key)
            if scale != 1, scale > 0, scale.isFinite { attributes[.scale] = .number(scale) }
        }
        if isResizable { attributes[.resizable] = "true" }
        if let redaction = context.environment.redaction {
            attributes[.redacted] = .string(redaction.rawValue)
            // A private image is not sent at all: a block of its size shows instead.
            if redaction == .privacy {
                for key in [AttributeKey.asset, .systemName, .name] { attributes[key] = nil }
                attributes[.label] = ""
            }
        }
        if let color = context.environment.foregroundColorValue { attributes[.foreground] = .color(color) }
        if let paint = context.environment.foregroundPaints.first, paint.color == nil {
            attributes[.foregroundPaint] = .paint(paint)
        }
        if let font = context.environment.font { attributes[.font] = .font(font.value) }
        attributes.merge(imageStyleAttributes(context.environment)) { _, style in style }
        context.setElement(.image, attributes)
    }
}
