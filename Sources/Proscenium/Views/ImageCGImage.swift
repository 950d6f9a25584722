@_spi(Display) import ProsceniumEngine

// `Image` of a Core Graphics image: its pixels, turned by its orientation,
// are sent to the page as a PNG file, as an `NSImage`'s bytes are.

extension Image {
    /// An image of `cgImage`'s pixels, `scale` pixels to a point, turned and
    /// mirrored by `orientation`, which a screen reader calls `label`.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(held: Self.held(cgImage, orientation), scale: Double(scale))
        self.label = label.plainText
    }

    /// An image of `cgImage`'s pixels, `scale` pixels to a point, turned and
    /// mirrored by `orientation`, which screen readers pass over.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(held: Self.held(cgImage, orientation), scale: Double(scale))
        label = ""
    }

    /// The image's PNG bytes in `orientation`, made once for each image and
    /// orientation: an image shown again keeps its key and is not sent again.
    private static func held(_ cgImage: CGImage, _ orientation: Orientation) -> HeldImage {
        cgImage.cached("png \(orientation.rawValue)") {
            let pixels = orientation.apply(cgImage.rgbaPixels, width: cgImage.width, height: cgImage.height)
            let bitmap = orientation.swapsAxes
                ? RGBABitmap(width: cgImage.height, height: cgImage.width, pixels: pixels)
                : RGBABitmap(width: cgImage.width, height: cgImage.height, pixels: pixels)
            return HeldImage(data: PNGCodec.encode(bitmap), contentType: "image/png")
        }
    }
}
