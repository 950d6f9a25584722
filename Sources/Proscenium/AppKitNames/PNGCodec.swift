import Foundation

/// A bitmap of 8-bit RGBA pixels, top row first, unpremultiplied.
struct RGBABitmap: Equatable, Sendable {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x` of row `y` (0 at the top): red, green, blue, alpha.
    func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let at = (y * width + x) * 4
        return (pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3])
    }
}

/// Reads and writes PNG files, which `NSBitmapImageRep` needs on Linux
/// (no system image library): every colour type at bit depths 8 and 16
/// (and palette and grey at 1, 2 and 4), not interlaced. Files are written
/// as 8-bit RGBA with stored (uncompressed) deflate blocks.
enum PNGCodec {
    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The bitmap in `data`, or nil when it is not a PNG file this reads.
    static func decode(_ data: Data) -> RGBABitmap? {
        let bytes = [UInt8](data)
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return nil }
        var at = 8
        var header: (width: Int, height: Int, depth: Int, type: Int, interlace: Int)?
        var palette: [UInt8] = [], transparency: [UInt8] = [], compressed: [UInt8] = []
        while at + 8 <= bytes.count {
            let length = Int(readUInt32(bytes, at))
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            guard length >= 0, at + 12 + length <= bytes.count else { return nil }
            let body = Array(bytes[(at + 8)..<(at + 8 + length)])
            switch type {
            case "IHDR" where body.count >= 13:
                header = (Int(readUInt32(body, 0)), Int(readUInt32(body, 4)), Int(body[8]), Int(body[9]), Int(body[12]))
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT": compressed += body
            case "IEND": at = bytes.count
            default: break
            }
            at += 12 + length
        }
        guard let header, header.interlace == 0, header.width > 0, header.height > 0,
              header.width <= 1 << 15, header.height <= 1 << 15,
              let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][header.type],
              [1, 2, 4, 8, 16].contains(header.depth),
              let raw = Inflater.zlib(compressed) else { return nil }
        let bitsPerPixel = channels * header.depth
        let stride = (header.width * bitsPerPixel + 7) / 8
        let step = max(1, bitsPerPixel / 8)
        guard raw.count >= (stride + 1) * header.height,
              let rows = unfilter(raw, stride: stride, step: step, height: header.height) else { return nil }
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        for y in 0..<header.height {
            for x in 0..<header.width {
                let sample: (Int) -> Int = { channel in
                    sampleValue(rows, row: y * stride, index: x * channels + channel, depth: header.depth)
                }
                let out = (y * header.width + x) * 4
                switch header.type {
                case 0, 4:
                    let grey = sample(0)
                    pixels[out] = UInt8(grey); pixels[out + 1] = UInt8(grey); pixels[out + 2] = UInt8(grey)
                    pixels[out + 3] = header.type == 4 ? UInt8(sample(1)) : 255
                case 3:
                    let index = sampleValue(rows, row: y * stride, index: x, depth: header.depth, scaled: false)
                    guard index * 3 + 2 < palette.count else { return nil }
                    pixels[out] = palette[index * 3]; pixels[out + 1] = palette[index * 3 + 1]
                    pixels[out + 2] = palette[index * 3 + 2]
                    pixels[out + 3] = index < transparency.count ? transparency[index] : 255
                default:
                    for channel in 0..<3 { pixels[out + channel] = UInt8(sample(channel)) }
                    pixels[out + 3] = header.type == 6 ? UInt8(sample(3)) : 255
                }
            }
        }
        return RGBABitmap(width: header.width, height: header.height, pixels: pixels)
    }

    /// `bitmap` as a PNG file: 8-bit RGBA, no filtering, stored deflate blocks.
    static func encode(_ bitmap: RGBABitmap) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity((bitmap.width * 4 + 1) * bitmap.height)
        for y in 0..<bitmap.height {
            raw.append(0)
            raw += bitmap.pixels[(y * bitmap.width * 4)..<((y + 1) * bitmap.width * 4)]
        }
        var header: [UInt8] = []
        appendUInt32(&header, UInt32(bitmap.width))
        appendUInt32(&header, UInt32(bitmap.height))
        header += [8, 6, 0, 0, 0]
        var file = signature
        appendChunk(&file, "IHDR", header)
        appendChunk(&file, "IDAT", storedZlib(raw))
        appendChunk(&file, "IEND", [])
        return Data(file)
    }

    /// A sample of `depth` bits, scaled to 0...255 unless `scaled` is false.
    private static func sampleValue(_ rows: [UInt8], row: Int, index: Int, depth: Int, scaled: Bool = true) -> Int {
        switch depth {
        case 16: return Int(rows[row + index * 2])
        case 8: return Int(rows[row + index])
        default:
            let bit = index * depth
            let value = (Int(rows[row + bit / 8]) >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
            return scaled ? value * 255 / ((1 << depth) - 1) : value
        }
    }

    /// The scanlines without their filter bytes, each filter undone.
    private static func unfilter(_ raw: [UInt8], stride: Int, step: Int, height: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1, row = y * stride
            for i in 0..<stride {
                let value = raw[source + i]
                let left = i >= step ? Int(out[row + i - step]) : 0
                let up = y > 0 ? Int(out[row - stride + i]) : 0
                let upLeft = y > 0 && i >= step ? Int(out[row - stride + i - step]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predicted = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
                default: return nil
                }
                out[row + i] = UInt8(truncatingIfNeeded: Int(value) + predicted)
            }
        }
        return out
    }

    private static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var at = 0
        repeat {
            let length = min(65535, raw.count - at)
            out.append(at + length == raw.count ? 1 : 0)
            out += [UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8((~length >> 8) & 0xff)]
            out += raw[at..<(at + length)]
            at += length
        } while at < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        appendUInt32(&out, b << 16 | a)
        return out
    }

    private static func appendChunk(_ file: inout [UInt8], _ type: String, _ body: [UInt8]) {
        appendUInt32(&file, UInt32(body.count))
        let typed = Array(type.utf8) + body
        file += typed
        appendUInt32(&file, crc32(typed))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8) }
        return crc ^ 0xffff_ffff
    }

    static func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    static func appendUInt32(_ bytes: inout [UInt8], _ value: UInt32) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
    }
}

/// Inflates zlib streams (RFC 1950/1951): stored, fixed and dynamic
/// Huffman blocks. Nil for a malformed stream.
enum Inflater {
    static func zlib(_ input: [UInt8]) -> [UInt8]? {
        guard input.count >= 2, input[0] & 0x0f == 8, (UInt16(input[0]) << 8 | UInt16(input[1])) % 31 == 0 else { return nil }
        var reader = BitReader(bytes: input, at: 2)
        return inflate(&reader)
    }

    private struct BitReader {
        let bytes: [UInt8]
        var at: Int
        var bit = 0

        init(bytes: [UInt8], at: Int) {
            self.bytes = bytes
            self.at = at
        }

        mutating func bits(_ count: Int) -> Int? {
            var value = 0
            for i in 0..<count {
                guard at < bytes.count else { return nil }
                value |= Int((bytes[at] >> bit) & 1) << i
                bit += 1
                if bit == 8 { bit = 0; at += 1 }
            }
            return value
        }

        mutating func alignToByte() {
            if bit != 0 { bit = 0; at += 1 }
        }
    }

    /// A canonical Huffman code: symbol counts per length and symbols in order.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init?(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) -> Int? {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                guard let bit = reader.bits(1) else { return nil }
                code |= bit
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first += count
                first <<= 1
                code <<= 1
            }
            return nil
        }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                     67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
                                        11, 11, 12, 12, 13, 13]

    private static func inflate(_ reader: inout BitReader) -> [UInt8]? {
        var out: [UInt8] = []
        var last = 0
        repeat {
            guard let final = reader.bits(1), let type = reader.bits(2) else { return nil }
            last = final
            switch type {
            case 0:
                reader.alignToByte()
                guard reader.at + 4 <= reader.bytes.count else { return nil }
                let length = Int(reader.bytes[reader.at]) | Int(reader.bytes[reader.at + 1]) << 8
                reader.at += 4
                guard reader.at + length <= reader.bytes.count else { return nil }
                out += reader.bytes[reader.at..<(reader.at + length)]
                reader.at += length
            case 1:
                let fixed = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
                guard let literals = Huffman(lengths: fixed), let distances = Huffman(lengths: Array(repeating: 5, count: 30)),
                      inflateBlock(&reader, literals, distances, into: &out) else { return nil }
            case 2:
                guard let (literals, distances) = dynamicCodes(&reader),
                      inflateBlock(&reader, literals, distances, into: &out) else { return nil }
            default:
                return nil
            }
        } while last == 0
        return out
    }

    private static func dynamicCodes(_ reader: inout BitReader) -> (Huffman, Huffman)? {
        guard let literalCount = reader.bits(5).map({ $0 + 257 }), let distanceCount = reader.bits(5).map({ $0 + 1 }),
              let codeCount = reader.bits(4).map({ $0 + 4 }) else { return nil }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeCount {
            guard let length = reader.bits(3) else { return nil }
            codeLengths[order[i]] = length
        }
        guard let lengthCode = Huffman(lengths: codeLengths) else { return nil }
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            guard let symbol = lengthCode.decode(&reader) else { return nil }
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last, let repeats = reader.bits(2) else { return nil }
                lengths += Array(repeating: previous, count: repeats + 3)
            case 17:
                guard let repeats = reader.bits(3) else { return nil }
                lengths += Array(repeating: 0, count: repeats + 3)
            default:
                guard let repeats = reader.bits(7) else { return nil }
                lengths += Array(repeating: 0, count: repeats + 11)
            }
        }
        guard lengths.count == literalCount + distanceCount,
              let literals = Huffman(lengths: Array(lengths[0..<literalCount])),
              let distances = Huffman(lengths: Array(lengths[literalCount...])) else { return nil }
        return (literals, distances)
    }

    private static func inflateBlock(_ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman,
                                     into out: inout [UInt8]) -> Bool {
        while true {
            guard let symbol = literals.decode(&reader) else { return false }
            if symbol < 256 {
                out.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return true }
            let index = symbol - 257
            guard index < lengthBase.count, let extra = reader.bits(lengthExtra[index]),
                  let distanceSymbol = distances.decode(&reader), distanceSymbol < distanceBase.count,
                  let distanceExtraBits = reader.bits(distanceExtra[distanceSymbol]) else { return false }
            let length = lengthBase[index] + extra
            let distance = distanceBase[distanceSymbol] + distanceExtraBits
            guard distance <= out.count else { return false }
            let start = out.count - distance
            for i in 0..<length { out.append(out[start + i]) }
        }
    }
}
