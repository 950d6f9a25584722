import Foundation

/// A bitmap image, as Core Graphics holds one: rows of pixels read from a
/// data provider in the layout its parameters describe. Images of 8 or 16
/// bits per integer component, grey or RGB, with or without alpha (first,
/// last, premultiplied or skipped), in either byte order, and alpha-only
/// masks are read; others (float components, packed 5-bit pixels, CMYK)
/// make the initialiser return nil. `SwiftUI.Image(_:scale:orientation:label:)`
/// shows its pixels, and `NSBitmapImageRep(cgImage:)` reads them.
/// Unchecked Sendable: immutable (its display cache is locked).
public final class CGImage: @unchecked Sendable {
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// Bits of each colour or alpha component of a pixel.
    public let bitsPerComponent: Int
    /// Bits of a whole pixel, skipped bits included.
    public let bitsPerPixel: Int
    /// Bytes from the start of one row to the start of the next.
    public let bytesPerRow: Int
    /// The colour space of the image's colour components; nil for an alpha-only mask.
    public let colorSpace: CGColorSpace?
    /// The layout of its pixels: alpha and byte order.
    public let bitmapInfo: CGBitmapInfo
    /// Whether the image is drawn smoothed when scaled.
    public let shouldInterpolate: Bool
    /// How its colours are mapped to a display's gamut.
    public let renderingIntent: CGColorRenderingIntent
    /// Where its bytes come from.
    public let dataProvider: CGDataProvider?
    /// Each component's decoded range (low, high), when the image was made with a decode array.
    private let decodeRanges: [(CGFloat, CGFloat)]?

    /// An image of `width` by `height` pixels read from `provider`'s bytes,
    /// laid out as `bitsPerComponent`, `bitsPerPixel`, `bytesPerRow`, `space`
    /// and `bitmapInfo` say; nil when they do not describe a bitmap this
    /// platform reads or the provider holds too few bytes.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                 decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
        let colors = alpha == .alphaOnly ? 0 : space.numberOfComponents
        guard let alpha, width > 0, height > 0, bitsPerComponent == 8 || bitsPerComponent == 16,
              bitmapInfo.intersection(.floatInfoMask).isEmpty,
              bitsPerPixel == bitsPerComponent * (colors + (alpha == .none ? 0 : 1)),
              bytesPerRow >= width * bitsPerPixel / 8,
              provider.bytes.count >= bytesPerRow * (height - 1) + width * bitsPerPixel / 8 else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        colorSpace = alpha == .alphaOnly ? nil : space
        self.bitmapInfo = bitmapInfo
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
        dataProvider = provider
        let channels = colors + (alpha == .none || alpha == .noneSkipFirst || alpha == .noneSkipLast ? 0 : 1)
        decodeRanges = decode.map { pointer in (0..<channels).map { (pointer[2 * $0], pointer[2 * $0 + 1]) } }
    }

    /// An image of 8-bit RGBA pixels, unpremultiplied, top row first: what
    /// `NSBitmapImageRep.cgImage` makes.
    package convenience init?(width: Int, height: Int, rgba: [UInt8]) {
        self.init(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                  provider: CGDataProvider(bytes: Data(rgba)), decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// Where its alpha is, and whether the colours are premultiplied by it.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// Whether the image is a mask (`CGImage(maskWidth:...)`, not made here).
    public var isMask: Bool { false }

    /// The part of the image inside `rect` (in pixels, from the top left,
    /// widened to whole pixels and cut to the image); nil when that is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let cut = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !cut.isNull, cut.width >= 1, cut.height >= 1, let provider = dataProvider else { return nil }
        let x = Int(cut.minX), y = Int(cut.minY), w = Int(cut.width), h = Int(cut.height)
        let pixelBytes = bitsPerPixel / 8
        let source = provider.bytes
        var bytes = Data(capacity: w * h * pixelBytes)
        for row in y..<(y + h) {
            let start = source.startIndex + row * bytesPerRow + x * pixelBytes
            bytes.append(source[start..<(start + w * pixelBytes)])
        }
        return CGImage(copying: self, width: w, height: h, bytes: bytes)
    }

    private init(copying image: CGImage, width: Int, height: Int, bytes: Data) {
        self.width = width
        self.height = height
        bitsPerComponent = image.bitsPerComponent
        bitsPerPixel = image.bitsPerPixel
        bytesPerRow = width * image.bitsPerPixel / 8
        colorSpace = image.colorSpace
        bitmapInfo = image.bitmapInfo
        shouldInterpolate = image.shouldInterpolate
        renderingIntent = image.renderingIntent
        dataProvider = CGDataProvider(bytes: bytes)
        decodeRanges = image.decodeRanges
    }

    /// A copy of the image.
    public func copy() -> CGImage? { self }

    // MARK: Reading pixels

    /// The image's pixels as 8-bit RGBA, unpremultiplied, top row first:
    /// what the display shows and `NSBitmapImageRep` reads.
    package var rgbaPixels: [UInt8] {
        guard let bytes = dataProvider?.bytes else { return [] }
        let alpha = alphaInfo
        let colors = alpha == .alphaOnly ? 0 : (colorSpace?.numberOfComponents ?? 3)
        let channels = bitsPerPixel / bitsPerComponent
        let componentBytes = bitsPerComponent / 8
        let order = bitmapInfo.intersection(.byteOrderMask)
        // A little-endian 32-bit (or 16-bit) order stores each pixel (or component) reversed.
        let reversedPixels = order == .byteOrder32Little && bitsPerPixel == 32 && componentBytes == 1
        let littleComponents = componentBytes == 2 && (order == .byteOrder16Little || order == .byteOrder32Little)
        let alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(alpha)
        let hasAlpha = [.premultipliedFirst, .first, .premultipliedLast, .last, .alphaOnly].contains(alpha)
        let premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        var out = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var values = [Double](repeating: 0, count: channels)
            for y in 0..<height {
                for x in 0..<width {
                    let base = y * bytesPerRow + x * bitsPerPixel / 8
                    for c in 0..<channels {
                        let slot = reversedPixels ? channels - 1 - c : c
                        let at = base + slot * componentBytes
                        let value: Double
                        if componentBytes == 1 {
                            value = Double(raw[at]) / 255
                        } else {
                            let (high, low) = littleComponents ? (raw[at + 1], raw[at]) : (raw[at], raw[at + 1])
                            value = Double(UInt16(high) << 8 | UInt16(low)) / 65535
                        }
                        values[c] = value
                    }
                    // Colour components first, then alpha (or a skipped channel).
                    var color = Array(values[(alphaFirst ? 1 : 0)..<((alphaFirst ? 1 : 0) + colors)])
                    var a = hasAlpha ? (alpha == .alphaOnly ? values[0] : values[alphaFirst ? 0 : colors]) : 1
                    if let ranges = decodeRanges {
                        for i in color.indices where i < ranges.count {
                            color[i] = Double(ranges[i].0) + color[i] * Double(ranges[i].1 - ranges[i].0)
                        }
                        if hasAlpha, colors < ranges.count {
                            a = Double(ranges[colors].0) + a * Double(ranges[colors].1 - ranges[colors].0)
                        }
                    }
                    if premultiplied, a > 0 { color = color.map { $0 / a } }
                    let rgb: [Double] = switch colors {
                    case 0: [0, 0, 0]
                    case 1: [color[0], color[0], color[0]]
                    default: [color[0], color[1], color[2]]
                    }
                    let at = (y * width + x) * 4
                    for (i, v) in (rgb + [a]).enumerated() {
                        out[at + i] = UInt8((min(max(v, 0), 1) * 255).rounded())
                    }
                }
            }
        }
        return out
    }

    // MARK: What displays keep for it

    private let cacheLock = NSLock()
    nonisolated(unsafe) private var cache: [String: AnyObject] = [:]

    /// What a display made of this image under `key` (its PNG bytes in an
    /// orientation), made once by `make`: an image shown again is not encoded again.
    package func cached<Value: AnyObject>(_ key: String, make: () -> Value) -> Value {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let value = cache[key] as? Value { return value }
        let value = make()
        cache[key] = value
        return value
    }
}
