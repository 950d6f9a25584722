import Foundation

/// UIKit's image, as SwiftUI apps use it through `import SwiftUI`:
/// `Image(uiImage:)` of an image read from data or a file, from the app's
/// resources by name, or an SF Symbol. It is drawn as AppKit's `NSImage`
/// is: the bytes go to the display as they are (PNG, JPEG, GIF, WebP or
/// SVG), so data in another format (HEIC, TIFF) makes no image.
/// `pngData()` and `jpegData(compressionQuality:)` give the image's own bytes
/// when it is in that format, else nil: there is no image codec to convert.
/// Unchecked Sendable: an open NSObject subclass cannot be checked; it holds an
/// `NSImage` and its scale, neither changed after it is made.
open class UIImage: NSObject, @unchecked Sendable {
    let appKit: NSImage
    /// Pixels per point: 2 for a `@2x` file, the `scale` given with data, else 1.
    public let scale: CGFloat

    private init(appKit: NSImage, scale: CGFloat) {
        self.appKit = appKit
        self.scale = scale
        super.init()
    }

    /// An empty image.
    public override convenience init() {
        self.init(appKit: NSImage(size: .zero), scale: 1)
    }

    /// The image in the app's resources named `name`; nil when there is none.
    public convenience init?(named name: String) {
        guard let image = NSImage(named: name) else { return nil }
        self.init(appKit: image, scale: CGFloat(image.drawingScale))
    }

    /// The SF Symbol named `name`.
    public convenience init?(systemName name: String) {
        guard let image = NSImage(systemSymbolName: name, accessibilityDescription: nil) else { return nil }
        self.init(appKit: image, scale: 1)
    }

    /// The image in `data`; nil when it is not an image a browser draws.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data`, at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale.isFinite, scale > 0, let image = NSImage(data: data) else { return nil }
        if scale != 1 {
            let pixels = image.size
            image.size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        }
        self.init(appKit: image, scale: scale)
    }

    /// The image in the file at `path`; nil when it cannot be read or is not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The image's size in points.
    open var size: CGSize { appKit.size }

    /// The image's PNG bytes, when it is a PNG.
    open func pngData() -> Data? { bytes(ofType: "image/png") }

    /// The image's JPEG bytes, when it is a JPEG (as it was made: the quality is not applied again).
    open func jpegData(compressionQuality: CGFloat) -> Data? { bytes(ofType: "image/jpeg") }

    private func bytes(ofType type: String) -> Data? {
        guard case let .asset(held, _, _) = appKit.content, held.contentType == type else { return nil }
        return held.bytes
    }
}

extension Image {
    /// An image of a UIKit image: its file or bytes, or its symbol.
    public init(uiImage: UIImage) {
        self.init(nsImage: uiImage.appKit)
    }
}
