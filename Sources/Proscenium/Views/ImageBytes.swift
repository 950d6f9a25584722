// What kind of image a run of bytes is, and how many pixels it has, read from
// its header: enough for `NSImage(data:)` to refuse what a browser cannot
// draw, and for `NSImage.size`, without decoding the image.

import Foundation

enum ImageBytes {
    /// The MIME type of an image a browser draws (PNG, JPEG, GIF, WebP, SVG), or nil.
    static func contentType(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(16))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return "image/webp"
        }
        let head = String(decoding: data.prefix(512), as: UTF8.self)
        if head.contains("<svg") { return "image/svg+xml" }
        return nil
    }

    /// The image's width and height in pixels, when its header says (PNG, GIF, JPEG).
    static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func big16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func big32(_ at: Int) -> Int { big16(at) << 16 | big16(at + 2) }
        switch contentType(of: data) {
        case "image/png" where bytes.count >= 24:
            return (big32(16), big32(20))
        case "image/gif" where bytes.count >= 10:
            return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        case "image/jpeg":
            // Walk the segments to the first start-of-frame marker.
            var at = 2
            while at + 9 < bytes.count, bytes[at] == 0xFF {
                let marker = bytes[at + 1]
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return (big16(at + 7), big16(at + 5))
                }
                at += 2 + big16(at + 2)
            }
            return nil
        default:
            return nil
        }
    }
}
