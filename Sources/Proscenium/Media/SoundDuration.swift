// A sound file's length, read from its header: what `duration` reports and
// when a player says it has finished.
import Foundation

enum SoundDuration {
    /// Seconds of sound in `data` (WAV, AIFF, or constant-bit-rate MP3); 0 when unknown.
    static func of(_ data: Data) -> TimeInterval {
        let bytes = [UInt8](data)
        func ascii(_ at: Int, _ count: Int) -> String {
            at + count <= bytes.count ? String(decoding: bytes[at..<at + count], as: UTF8.self) : ""
        }
        func le32(_ at: Int) -> Int { at + 4 <= bytes.count ? (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } : 0 }
        func be32(_ at: Int) -> Int { at + 4 <= bytes.count ? (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } : 0 }
        if ascii(0, 4) == "RIFF", ascii(8, 4) == "WAVE" {
            var at = 12
            var byteRate = 0
            while at + 8 <= bytes.count {
                let size = le32(at + 4)
                switch ascii(at, 4) {
                case "fmt ": byteRate = le32(at + 16)
                case "data": return byteRate > 0 ? Double(min(size, bytes.count - at - 8)) / Double(byteRate) : 0
                default: break
                }
                at += 8 + size + (size & 1)
            }
            return 0
        }
        if ascii(0, 4) == "FORM", ascii(8, 4) == "AIFF" || ascii(8, 4) == "AIFC" {
            var at = 12
            while at + 8 <= bytes.count {
                let size = be32(at + 4)
                if ascii(at, 4) == "COMM", at + 26 <= bytes.count {
                    let frames = be32(at + 10)
                    return Double(frames) / extended80(Array(bytes[at + 16..<at + 26]))
                }
                at += 8 + size + (size & 1)
            }
            return 0
        }
        return mp3(bytes)
    }

    /// An IEEE 754 80-bit extended number (AIFF's sample rate).
    private static func extended80(_ b: [UInt8]) -> Double {
        let exponent = Int(b[0] & 0x7F) << 8 | Int(b[1])
        let mantissa = b[2..<10].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard mantissa != 0 else { return .infinity }
        return Double(mantissa) * pow(2, Double(exponent - 16383 - 63))
    }

    /// A constant-bit-rate MP3's length from its first frame's bit rate.
    private static func mp3(_ bytes: [UInt8]) -> TimeInterval {
        var at = 0
        if bytes.count > 10, bytes[0] == 0x49, bytes[1] == 0x44, bytes[2] == 0x33 { // "ID3"
            at = 10 + (Int(bytes[6]) << 21 | Int(bytes[7]) << 14 | Int(bytes[8]) << 7 | Int(bytes[9]))
        }
        guard at + 4 <= bytes.count, bytes[at] == 0xFF, bytes[at + 1] & 0xE0 == 0xE0 else { return 0 }
        // MPEG-1 Layer III bit rates, in kbit/s, by the header's index.
        let rates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0]
        let isMPEG1LayerIII = bytes[at + 1] & 0x1E == 0x1A
        let kbps = isMPEG1LayerIII ? rates[Int(bytes[at + 2] >> 4)] : 0
        return kbps > 0 ? Double(bytes.count - at) * 8 / Double(kbps * 1000) : 0
    }
}
