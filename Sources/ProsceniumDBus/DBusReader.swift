/// Unmarshals values from D-Bus's wire format, checking every length and
/// alignment against the bytes there are: bad input throws, never traps.
struct DBusReader {
    let bytes: [UInt8]
    let littleEndian: Bool
    /// Where the buffer's alignment is counted from (a body starts on a boundary of 8).
    let base: Int
    var offset: Int

    init(bytes: [UInt8], littleEndian: Bool = true, base: Int = 0, offset: Int? = nil) {
        self.bytes = bytes
        self.littleEndian = littleEndian
        self.base = base
        self.offset = offset ?? base
    }

    mutating func align(_ boundary: Int) throws {
        let aligned = base + (offset - base + boundary - 1) / boundary * boundary
        guard aligned <= bytes.count else { throw DBusError.malformed("padding runs past the end") }
        offset = aligned
    }

    mutating func integer<T: FixedWidthInteger>(_: T.Type) throws -> T {
        let size = MemoryLayout<T>.size
        try align(size)
        guard offset + size <= bytes.count else { throw DBusError.malformed("value runs past the end") }
        var value: T = 0
        for i in 0..<size {
            let byte = T(truncatingIfNeeded: bytes[offset + (littleEndian ? i : size - 1 - i)])
            value |= byte << (8 * i)
        }
        offset += size
        return value
    }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw DBusError.malformed("value runs past the end") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func text(length: Int) throws -> String {
        guard length >= 0, offset + length + 1 <= bytes.count, bytes[offset + length] == 0 else {
            throw DBusError.malformed("string runs past the end or is not terminated")
        }
        let utf8 = bytes[offset..<(offset + length)]
        guard let string = String(validating: utf8, as: UTF8.self), !utf8.contains(0) else {
            throw DBusError.malformed("string is not valid UTF-8")
        }
        offset += length + 1
        return string
    }

    mutating func read(_ type: Substring, depth: Int = 0) throws -> DBusValue {
        guard depth < 64 else { throw DBusError.malformed("value nested too deeply") }
        guard let code = type.first else { throw DBusError.malformed("empty type") }
        switch code {
        case "y": return .byte(try byte())
        case "b":
            let n = try integer(UInt32.self)
            guard n <= 1 else { throw DBusError.malformed("boolean is \(n)") }
            return .boolean(n == 1)
        case "n": return .int16(try integer(Int16.self))
        case "q": return .uint16(try integer(UInt16.self))
        case "i": return .int32(try integer(Int32.self))
        case "u", "h": return .uint32(try integer(UInt32.self))
        case "x": return .int64(try integer(Int64.self))
        case "t": return .uint64(try integer(UInt64.self))
        case "d": return .double(Double(bitPattern: try integer(UInt64.self)))
        case "s": return .string(try text(length: Int(try integer(UInt32.self))))
        case "o": return .objectPath(try text(length: Int(try integer(UInt32.self))))
        case "g": return .signature(try text(length: Int(try byte())))
        case "v":
            let signature = try text(length: Int(try byte()))
            let types = try DBusSignature.completeTypes(signature)
            guard types.count == 1 else { throw DBusError.malformed("variant holds \(types.count) types") }
            return .variant(try read(types[0], depth: depth + 1))
        case "a":
            let length = Int(try integer(UInt32.self))
            let element = type.dropFirst()
            try align(DBusSignature.alignment(of: element))
            guard length <= 1 << 26, offset + length <= bytes.count else {
                throw DBusError.malformed("array runs past the end")
            }
            let end = offset + length
            var items: [DBusValue] = []
            while offset < end { items.append(try read(element, depth: depth + 1)) }
            guard offset == end else { throw DBusError.malformed("array elements overrun its length") }
            return .array(element: String(element), items)
        case "(", "{":
            try align(8)
            let inner = String(type.dropFirst().dropLast())
            let fields = try DBusSignature.completeTypes(inner).map { try read($0, depth: depth + 1) }
            if code == "{" {
                guard fields.count == 2 else { throw DBusError.malformed("dictionary entry of \(fields.count)") }
                return .dictEntry(fields[0], fields[1])
            }
            return .structure(fields)
        default:
            throw DBusError.malformed("unknown type code \(code)")
        }
    }
}
