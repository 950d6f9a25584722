public import Foundation

/// A picture file's size in pixels, read from its header: what a layout
/// needs to size an `Image` of it as SwiftUI does (its pixel size over its
/// scale) before any display has decoded it. PNG, JPEG, GIF, WebP and BMP;
/// nil for anything else or a header that does not read, never a trap.
public enum PictureSize {
    /// The width and height `bytes` declare, in pixels.
    public static func pixels(of bytes: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](bytes.prefix(64 * 1024))
        let size = png(b) ?? gif(b) ?? webp(b) ?? bmp(b) ?? jpeg(b)
        guard let size, size.width > 0, size.height > 0 else { return nil }
        return size
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int? {
        i + 2 <= b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : nil
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int? {
        guard let high = be16(b, i), let low = be16(b, i + 2) else { return nil }
        return high << 16 | low
    }

    private static func le16(_ b: [UInt8], _ i: Int) -> Int? {
        i + 2 <= b.count ? Int(b[i]) | Int(b[i + 1]) << 8 : nil
    }

    private static func le32(_ b: [UInt8], _ i: Int) -> Int? {
        guard let low = le16(b, i), let high = le16(b, i + 2) else { return nil }
        return low | high << 16
    }

    private static func starts(_ b: [UInt8], with prefix: [UInt8], at offset: Int = 0) -> Bool {
        b.count >= offset + prefix.count && Array(b[offset..<offset + prefix.count]) == prefix
    }

    /// The IHDR chunk follows the 8-byte signature.
    private static func png(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard starts(b, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), starts(b, with: Array("IHDR".utf8), at: 12),
              let width = be32(b, 16), let height = be32(b, 20) else { return nil }
        return (width, height)
    }

    private static func gif(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard starts(b, with: Array("GIF87a".utf8)) || starts(b, with: Array("GIF89a".utf8)),
              let width = le16(b, 6), let height = le16(b, 8) else { return nil }
        return (width, height)
    }

    private static func bmp(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard starts(b, with: Array("BM".utf8)), let width = le32(b, 18), let raw = le32(b, 22) else { return nil }
        // A top-down bitmap stores its height negative.
        let height = raw >= 0x8000_0000 ? 0x1_0000_0000 - raw : raw
        return (width, height)
    }

    /// VP8 (lossy), VP8L (lossless) or VP8X (extended) in a RIFF container.
    private static func webp(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard starts(b, with: Array("RIFF".utf8)), starts(b, with: Array("WEBP".utf8), at: 8) else { return nil }
        if starts(b, with: Array("VP8 ".utf8), at: 12), let w = le16(b, 26), let h = le16(b, 28) {
            return (w & 0x3FFF, h & 0x3FFF)
        }
        if starts(b, with: Array("VP8L".utf8), at: 12), b.count >= 25, b[20] == 0x2F {
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        }
        if starts(b, with: Array("VP8X".utf8), at: 12), b.count >= 30 {
            let width = Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16
            let height = Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16
            return (width + 1, height + 1)
        }
        return nil
    }

    /// The first start-of-frame marker's size, walking the segments.
    private static func jpeg(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard starts(b, with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            // Fill bytes, and markers without a length.
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            guard let length = be16(b, i + 2), length >= 2 else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard let height = be16(b, i + 5), let width = be16(b, i + 7) else { return nil }
                return (width, height)
            }
            i += 2 + length
        }
        return nil
    }
}
