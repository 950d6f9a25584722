import Foundation

/// An image representation: an image's pixels in one form, at a size.
open class NSImageRep: NSObject {
    /// The size in points it draws at.
    open var size: NSSize
    /// Its width in pixels.
    open var pixelsWide: Int
    /// Its height in pixels.
    open var pixelsHigh: Int
    /// Whether it has an alpha channel.
    open var hasAlpha = true
    /// Bits per sample of one channel.
    open var bitsPerSample = 8

    init(size: NSSize, pixelsWide: Int, pixelsHigh: Int) {
        self.size = size
        self.pixelsWide = pixelsWide
        self.pixelsHigh = pixelsHigh
        super.init()
    }

    /// Keys of the hints drawing and `NSImage.cgImage(forProposedRect:context:hints:)` take.
    public struct HintKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let interpolation = HintKey("NSImageHintInterpolation")
        public static let ctm = HintKey("NSImageHintCTM")
    }
}

/// A bitmap image: its pixels read from a PNG or TIFF file, each pixel's
/// colour (`colorAt(x:y:)`), and the bitmap written back as PNG, TIFF or BMP.
/// The pixels are 8-bit sRGB with alpha; a 16-bit file's keep their high byte.
/// JPEG and GIF are neither read nor written (no codec on Linux): `init(data:)`
/// is nil and `representation(using:properties:)` answers nil for them.
open class NSBitmapImageRep: NSImageRep {
    /// The formats `representation(using:properties:)` writes.
    public enum FileType: UInt, Sendable {
        case tiff = 0
        case bmp = 1
        case gif = 2
        case jpeg = 3
        case png = 4
        case jpeg2000 = 5
    }

    /// Keys of the properties a written file takes.
    public struct PropertyKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let compressionMethod = PropertyKey("NSImageCompressionMethod")
        public static let compressionFactor = PropertyKey("NSImageCompressionFactor")
        public static let interlaced = PropertyKey("NSImageInterlaced")
        public static let gamma = PropertyKey("NSImageGamma")
        public static let progressive = PropertyKey("NSImageProgressive")
    }

    var bitmap: RGBABitmap

    init(bitmap: RGBABitmap) {
        self.bitmap = bitmap
        super.init(size: NSSize(width: bitmap.width, height: bitmap.height),
                   pixelsWide: bitmap.width, pixelsHigh: bitmap.height)
    }

    /// The bitmap in `data`: a PNG or an uncompressed RGB(A) TIFF file; nil
    /// for anything else.
    public convenience init?(data: Data) {
        guard let bitmap = PNGCodec.decode(data) ?? TIFFCodec.decode(data) else { return nil }
        self.init(bitmap: bitmap)
    }

    /// The colour of the pixel at column `x` of row `y` (0 at the top, as
    /// on a Mac); nil outside the bitmap.
    open func colorAt(x: Int, y: Int) -> NSColor? {
        guard let (r, g, b, a) = bitmap.pixel(x: x, y: y) else { return nil }
        return NSColor(srgbRed: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
    }

    /// Sets the pixel at column `x` of row `y` to `color` (in sRGB).
    open func setColor(_ color: NSColor, atX x: Int, y: Int) {
        guard x >= 0, y >= 0, x < bitmap.width, y < bitmap.height, let rgb = color.usingColorSpace(.sRGB) else { return }
        let at = (y * bitmap.width + x) * 4
        for (offset, component) in [rgb.redComponent, rgb.greenComponent, rgb.blueComponent, rgb.alphaComponent].enumerated() {
            bitmap.pixels[at + offset] = UInt8((min(max(component, 0), 1) * 255).rounded())
        }
    }

    /// The bitmap as a file of `storageType`: PNG, TIFF (uncompressed) or
    /// BMP; nil for JPEG, JPEG 2000 and GIF, which are not written here.
    /// `properties` (compression, interlacing) are not applied.
    open func representation(using storageType: FileType, properties: [PropertyKey: Any]) -> Data? {
        switch storageType {
        case .png: PNGCodec.encode(bitmap)
        case .tiff: TIFFCodec.encode(bitmap)
        case .bmp: BMPCodec.encode(bitmap)
        case .gif, .jpeg, .jpeg2000: nil
        }
    }

    /// The bitmap as an uncompressed TIFF file.
    open var tiffRepresentation: Data? { TIFFCodec.encode(bitmap) }
}

extension NSImage {
    /// The image's representations: one bitmap for an image read from PNG
    /// or TIFF bytes; none for a symbol or an image in another format.
    public var representations: [NSImageRep] {
        bitmapRep.map { [$0] } ?? []
    }

    /// The image as an uncompressed TIFF file; nil when its pixels cannot be
    /// read (a symbol, an SVG, a JPEG).
    public var tiffRepresentation: Data? { bitmapRep?.tiffRepresentation }

    private var bitmapRep: NSBitmapImageRep? {
        guard case let .asset(held, _, _) = content, let data = held.bytes else { return nil }
        let rep = NSBitmapImageRep(data: data)
        rep?.size = size
        return rep
    }
}

/// Baseline TIFF: uncompressed, 8-bit RGB or RGBA, one strip or many.
enum TIFFCodec {
    static func encode(_ bitmap: RGBABitmap) -> Data {
        var out: [UInt8] = [0x4d, 0x4d, 0, 42]  // big-endian
        let entries: [(tag: UInt16, type: UInt16, count: UInt32, value: UInt32)] = [
            (256, 4, 1, UInt32(bitmap.width)), (257, 4, 1, UInt32(bitmap.height)),
            (258, 3, 4, 0),  // bits per sample: offset filled below
            (259, 3, 1, 1), (262, 3, 1, 2), (273, 4, 1, 0), (277, 3, 1, 4), (278, 4, 1, UInt32(bitmap.height)),
            (279, 4, 1, UInt32(bitmap.pixels.count)), (284, 3, 1, 1), (338, 3, 1, 2),
        ]
        let directory = 8
        let bitsAt = directory + 2 + entries.count * 12 + 4
        let pixelsAt = bitsAt + 8
        PNGCodec.appendUInt32(&out, UInt32(directory))
        out += [UInt8(entries.count >> 8), UInt8(entries.count & 0xff)]
        for entry in entries {
            out += [UInt8(entry.tag >> 8), UInt8(entry.tag & 0xff), UInt8(entry.type >> 8), UInt8(entry.type & 0xff)]
            PNGCodec.appendUInt32(&out, entry.count)
            let value: UInt32 = entry.tag == 258 ? UInt32(bitsAt) : entry.tag == 273 ? UInt32(pixelsAt) : entry.value
            // A SHORT value sits in the field's first two bytes.
            PNGCodec.appendUInt32(&out, entry.type == 3 && entry.count == 1 ? value << 16 : value)
        }
        PNGCodec.appendUInt32(&out, 0)
        out += [0, 8, 0, 8, 0, 8, 0, 8]
        out += bitmap.pixels
        return Data(out)
    }

    /// An uncompressed, chunky, 8-bit RGB or RGBA TIFF file (what `encode` and most writers of
    /// uncompressed TIFF make); nil for others.
    static func decode(_ data: Data) -> RGBABitmap? {
        let bytes = [UInt8](data)
        guard bytes.count > 8 else { return nil }
        let big: Bool
        switch (bytes[0], bytes[1]) {
        case (0x4d, 0x4d): big = true
        case (0x49, 0x49): big = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at + 2 <= bytes.count else { return nil }
            return big ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : Int(bytes[at + 1]) << 8 | Int(bytes[at])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(big ? at : at + 2), let low = u16(big ? at + 2 : at) else { return nil }
            return high << 16 | low
        }
        guard u16(2) == 42, let directory = u32(4), let count = u16(directory) else { return nil }
        var fields: [Int: [Int]] = [:]
        for i in 0..<count {
            let at = directory + 2 + i * 12
            guard let tag = u16(at), let type = u16(at + 2), let n = u32(at + 4), n > 0, n < 1 << 20 else { return nil }
            let size = type == 3 ? 2 : 4
            let base = n * size <= 4 ? at + 8 : (u32(at + 8) ?? -1)
            fields[tag] = (0..<n).compactMap { type == 3 ? u16(base + $0 * 2) : u32(base + $0 * 4) }
        }
        guard let width = fields[256]?.first, let height = fields[257]?.first, width > 0, height > 0,
              width <= 1 << 15, height <= 1 << 15, (fields[259]?.first ?? 1) == 1, fields[262]?.first == 2,
              let channels = fields[277]?.first, channels == 3 || channels == 4,
              (fields[258] ?? [8]).allSatisfy({ $0 == 8 }), (fields[284]?.first ?? 1) == 1,
              let offsets = fields[273] else { return nil }
        let rowsPerStrip = fields[278]?.first ?? height
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let strip = y / rowsPerStrip
            guard strip < offsets.count else { return nil }
            let rowStart = offsets[strip] + (y % rowsPerStrip) * width * channels
            guard rowStart + width * channels <= bytes.count else { return nil }
            for x in 0..<width {
                for c in 0..<channels { pixels[(y * width + x) * 4 + c] = bytes[rowStart + x * channels + c] }
            }
        }
        return RGBABitmap(width: width, height: height, pixels: pixels)
    }
}

/// Windows bitmap: 32-bit BGRA, bottom row first.
enum BMPCodec {
    static func encode(_ bitmap: RGBABitmap) -> Data {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> ($0 * 8)) & 0xff) } }
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xff), UInt8((value >> 8) & 0xff)] }
        let size = bitmap.pixels.count
        var out: [UInt8] = [0x42, 0x4d] + le32(54 + size) + le32(0) + le32(54)
        out += le32(40) + le32(bitmap.width) + le32(bitmap.height) + le16(1) + le16(32) + le32(0) + le32(size)
        out += le32(2835) + le32(2835) + le32(0) + le32(0)
        for y in (0..<bitmap.height).reversed() {
            for x in 0..<bitmap.width {
                let at = (y * bitmap.width + x) * 4
                out += [bitmap.pixels[at + 2], bitmap.pixels[at + 1], bitmap.pixels[at], bitmap.pixels[at + 3]]
            }
        }
        return Data(out)
    }
}
