import Foundation

/// AppKit's image, as SwiftUI apps use it through `import SwiftUI`:
/// `Image(nsImage:)` of an image read from a file, from data, from the app's
/// resources by name, or an SF Symbol.
///
/// The image's bytes are served to the display as they are (PNG, JPEG, GIF,
/// WebP or SVG: what a browser draws), so an image in another format (TIFF,
/// PDF, ICNS) is refused: `NSImage(data:)` and `NSImage(contentsOf:)` return
/// nil. `NSImage(size:)` is a transparent image of that size: drawing into
/// it (`lockFocus`) needs AppKit's graphics and is not provided. Setting
/// `size` draws the image at that many points wide (its height follows).
/// Unchecked Sendable: an open NSObject subclass cannot be checked; Apple declares it
/// Sendable, and its content is immutable (a set `size` is used on the main actor).
open class NSImage: NSObject, @unchecked Sendable {
    /// The name of an image in the app's resources.
    public typealias Name = String

    enum Content {
        /// Bytes or a file the display fetches, their pixel size, and the scale of a named `@2x` file.
        case asset(HeldImage, pixels: CGSize?, fileScale: Int)
        case symbol(String)
    }

    let content: Content
    let accessibilityText: String?
    private var explicitSize: NSSize?
    /// Whether the image is a template (a mask AppKit tints, as menu bar
    /// icons). Kept and read back: `Image(nsImage:)` draws the image's own
    /// pixels, as `Image`'s rendering mode is drawn on this platform.
    open var isTemplate = false

    init(content: Content, accessibilityText: String? = nil) {
        self.content = content
        self.accessibilityText = accessibilityText
        super.init()
    }

    /// The image in the app's resources named `name` (as `Image("name")` finds it); nil when there is none.
    public convenience init?(named name: NSImage.Name) {
        guard let file = AssetFiles.shared.image(named: name, in: nil) else { return nil }
        let data = FileManager.default.contents(atPath: file.path) ?? Data()
        self.init(content: .asset(HeldImage(file: file), pixels: Self.pixels(of: data), fileScale: file.scale),
                  accessibilityText: name)
    }

    /// The image in `data`; nil when it is not an image a browser draws.
    public convenience init?(data: Data) {
        guard let type = ImageBytes.contentType(of: data) else { return nil }
        self.init(content: .asset(HeldImage(data: data, contentType: type), pixels: Self.pixels(of: data), fileScale: 1))
    }

    /// The image in the file at `url`; nil when it cannot be read or is not an image.
    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// The image in the file at `fileName`; nil when it cannot be read or is not an image.
    public convenience init?(contentsOfFile fileName: String) {
        self.init(contentsOf: URL(fileURLWithPath: fileName))
    }

    /// A transparent image of `size` points.
    public convenience init(size: NSSize) {
        let width = max(0, size.width), height = max(0, size.height)
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\"/>"
        let image = HeldImage(data: Data(svg.utf8), contentType: "image/svg+xml")
        self.init(content: .asset(image, pixels: CGSize(width: width, height: height), fileScale: 1))
    }

    /// The SF Symbol named `systemSymbolName`, drawn as `Image(systemName:)` draws it.
    public convenience init?(systemSymbolName: String, accessibilityDescription description: String?) {
        guard !systemSymbolName.isEmpty else { return nil }
        self.init(content: .symbol(systemSymbolName), accessibilityText: description)
    }

    /// The image's size in points: its pixels divided by its file's scale,
    /// unless set. A symbol's is a regular symbol's, 16 by 16.
    open var size: NSSize {
        get {
            if let explicitSize { return explicitSize }
            switch content {
            case let .asset(_, pixels, fileScale):
                guard let pixels else { return .zero }
                return NSSize(width: pixels.width / CGFloat(fileScale), height: pixels.height / CGFloat(fileScale))
            case .symbol:
                return NSSize(width: 16, height: 16)
            }
        }
        set { explicitSize = newValue }
    }

    /// Pixels per point as the display draws it: the file's scale, or what setting `size` makes it.
    var drawingScale: Double {
        guard case let .asset(_, pixels, fileScale) = content else { return 1 }
        guard let explicitSize, let pixels, explicitSize.width > 0, pixels.width > 0 else { return Double(fileScale) }
        return Double(pixels.width / explicitSize.width)
    }

    private static func pixels(of data: Data) -> CGSize? {
        ImageBytes.pixelSize(of: data).map { CGSize(width: $0.width, height: $0.height) }
    }
}
