/// Marshals values in D-Bus's wire format, little-endian, each aligned to
/// its type's boundary counted from the start of the buffer (a message's
/// body starts on an 8-byte boundary, so a body written alone aligns alike).
struct DBusWriter {
    private(set) var bytes: [UInt8] = []

    mutating func pad(to boundary: Int) {
        while bytes.count % boundary != 0 { bytes.append(0) }
    }

    mutating func append<T: FixedWidthInteger>(_ value: T) {
        pad(to: MemoryLayout<T>.size)
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func appendString(_ string: String) {
        let utf8 = Array(string.utf8)
        append(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
        bytes.append(0)
    }

    mutating func appendSignature(_ signature: String) {
        let utf8 = Array(signature.utf8)
        bytes.append(UInt8(truncatingIfNeeded: utf8.count))
        bytes.append(contentsOf: utf8)
        bytes.append(0)
    }

    mutating func write(_ value: DBusValue) {
        switch value {
        case .byte(let n): bytes.append(n)
        case .boolean(let b): append(UInt32(b ? 1 : 0))
        case .int16(let n): append(n)
        case .uint16(let n): append(n)
        case .int32(let n): append(n)
        case .uint32(let n): append(n)
        case .int64(let n): append(n)
        case .uint64(let n): append(n)
        case .double(let d): append(d.bitPattern)
        case .string(let s), .objectPath(let s): appendString(s)
        case .signature(let s): appendSignature(s)
        case .array(let element, let items):
            append(UInt32(0))
            let lengthAt = bytes.count - 4
            pad(to: DBusSignature.alignment(of: element))
            let start = bytes.count
            for item in items { write(item) }
            // The length counts the elements, not the padding before the first.
            let length = UInt32(bytes.count - start).littleEndian
            withUnsafeBytes(of: length) { for (i, byte) in $0.enumerated() { bytes[lengthAt + i] = byte } }
        case .dictEntry(let key, let value):
            pad(to: 8)
            write(key)
            write(value)
        case .structure(let fields):
            pad(to: 8)
            for field in fields { write(field) }
        case .variant(let inner):
            appendSignature(inner.signature)
            write(inner)
        }
    }
}

/// Reading signatures: where each complete type ends, and its alignment.
enum DBusSignature {
    static func alignment(of type: some StringProtocol) -> Int {
        switch type.first {
        case "y", "g", "v": 1
        case "n", "q": 2
        case "b", "i", "u", "s", "o", "a", "h": 4
        case "x", "t", "d", "(", "{": 8
        default: 1
        }
    }

    /// Splits `signature` into its complete types; throws on one that is
    /// not well formed (unbalanced, unknown codes, too deep).
    static func completeTypes(_ signature: String) throws -> [Substring] {
        var types: [Substring] = []
        var index = signature.startIndex
        while index < signature.endIndex {
            let end = try endOfType(in: signature, at: index, depth: 0)
            types.append(signature[index..<end])
            index = end
        }
        return types
    }

    /// The index just past the complete type starting at `index`.
    static func endOfType(in signature: String, at index: String.Index, depth: Int) throws -> String.Index {
        guard depth < 64 else { throw DBusError.malformed("signature nested too deeply") }
        guard index < signature.endIndex else { throw DBusError.malformed("signature ends inside a type") }
        let next = signature.index(after: index)
        switch signature[index] {
        case "y", "b", "n", "q", "i", "u", "x", "t", "d", "s", "o", "g", "v", "h": return next
        case "a": return try endOfType(in: signature, at: next, depth: depth + 1)
        case "(", "{":
            let close: Character = signature[index] == "(" ? ")" : "}"
            var cursor = next
            var count = 0
            while cursor < signature.endIndex, signature[cursor] != close {
                cursor = try endOfType(in: signature, at: cursor, depth: depth + 1)
                count += 1
            }
            guard cursor < signature.endIndex, count > 0, close == ")" || count == 2 else {
                throw DBusError.malformed("bad struct or dictionary entry in signature \(signature)")
            }
            return signature.index(after: cursor)
        default:
            throw DBusError.malformed("unknown type code in signature \(signature)")
        }
    }
}
