import ProsceniumMacroSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The compiler plugin holding Proscenium's macros: it reads the compiler's
// messages on standard input, each an 8-byte little-endian length and that
// many bytes of JSON, and writes its answers the same way on standard output.

/// Reads exactly `count` bytes from standard input; `nil` at its end.
func readExactly(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let got = buffer.withUnsafeMutableBytes { bytes -> Int in read(0, bytes.baseAddress! + filled, count - filled) }
        if got < 0, errno == EINTR { continue }
        if got <= 0 { return nil }
        filled += got
    }
    return buffer
}

func writeAll(_ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { raw -> Int in write(1, raw.baseAddress! + written, bytes.count - written) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { return false }
        written += count
    }
    return true
}

func fail(_ message: String) -> Never {
    let text = Array("Internal Error: \(message)\n".utf8)
    _ = text.withUnsafeBytes { write(2, $0.baseAddress!, text.count) }
    exit(1)
}

var handler = PluginMessageHandler(pluginPath: CommandLine.arguments.first ?? "<unknown>")
while let header = readExactly(8) {
    let length = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    guard length <= UInt64(Int32.max), let body = readExactly(Int(length)) else { fail("truncated message") }
    let answer: [UInt8]
    do {
        answer = try handler.handle(json: body)
    } catch {
        fail("\(error)")
    }
    let size = UInt64(answer.count)
    let prefix = (0..<8).map { UInt8(truncatingIfNeeded: size >> (8 * UInt64($0))) }
    guard writeAll(prefix + answer) else { fail("cannot write to the compiler") }
}
