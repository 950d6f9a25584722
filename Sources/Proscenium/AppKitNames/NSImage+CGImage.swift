import Foundation

// AppKit's images and Core Graphics' `CGImage`, both ways: pixels made in
// Swift show in an `NSImage`, and an image's pixels can be read as a `CGImage`.

/// A drawing context of AppKit's. Linux has no Quartz drawing context, so
/// no instance exists: the type is here for the signatures that take one
/// (`NSImage.cgImage(forProposedRect:context:hints:)`), whose callers pass nil.
open class NSGraphicsContext: NSObject {
    private override init() { super.init() }
}

extension NSImage {
    /// An image of `cgImage`'s pixels, `size` points large (`.zero`: one point a pixel).
    public convenience init(cgImage: CGImage, size: NSSize) {
        let bitmap = RGBABitmap(width: cgImage.width, height: cgImage.height, pixels: cgImage.rgbaPixels)
        self.init(content: .asset(HeldImage(data: PNGCodec.encode(bitmap), contentType: "image/png"),
                                  pixels: CGSize(width: cgImage.width, height: cgImage.height), fileScale: 1))
        if size != .zero { self.size = size }
    }

    /// The image's pixels as a `CGImage`; nil when they cannot be read (a
    /// symbol, or a file format other than PNG or TIFF). The proposed
    /// rectangle, context and hints are not used: the image is not redrawn,
    /// its own pixels are returned.
    public func cgImage(forProposedRect proposedDestRect: UnsafeMutablePointer<NSRect>?,
                        context referenceContext: NSGraphicsContext?,
                        hints: [NSImageRep.HintKey: Any]?) -> CGImage? {
        (representations.first as? NSBitmapImageRep)?.cgImage
    }
}

extension NSBitmapImageRep {
    /// A bitmap of `cgImage`'s pixels (8-bit sRGB with alpha).
    public convenience init(cgImage: CGImage) {
        self.init(bitmap: RGBABitmap(width: cgImage.width, height: cgImage.height, pixels: cgImage.rgbaPixels))
    }

    /// The bitmap's pixels as a `CGImage` (8-bit RGBA, not premultiplied).
    public var cgImage: CGImage? {
        CGImage(width: bitmap.width, height: bitmap.height, rgba: bitmap.pixels)
    }
}
