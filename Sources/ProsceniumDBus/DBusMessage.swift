/// One D-Bus message: a method call, its return or error, or a signal.
public struct DBusMessage: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case methodCall = 1, methodReturn = 2, error = 3, signal = 4
    }

    public var kind: Kind
    /// `NO_REPLY_EXPECTED` (1) and the like.
    public var flags: UInt8 = 0
    public var serial: UInt32 = 0
    public var path: String?
    public var interface: String?
    public var member: String?
    public var errorName: String?
    public var replySerial: UInt32?
    public var destination: String?
    public var sender: String?
    public var body: [DBusValue] = []

    public init(kind: Kind, path: String? = nil, interface: String? = nil, member: String? = nil,
                destination: String? = nil, body: [DBusValue] = []) {
        self.kind = kind
        self.path = path
        self.interface = interface
        self.member = member
        self.destination = destination
        self.body = body
    }

    /// A call of `interface.member` on `path` of `destination`.
    public static func call(_ destination: String?, _ path: String, _ interface: String, _ member: String,
                            _ body: [DBusValue] = []) -> DBusMessage {
        DBusMessage(kind: .methodCall, path: path, interface: interface, member: member, destination: destination, body: body)
    }

    /// The return of this call, carrying `body`.
    public func reply(_ body: [DBusValue] = []) -> DBusMessage {
        var reply = DBusMessage(kind: .methodReturn, destination: sender, body: body)
        reply.replySerial = serial
        return reply
    }

    /// The error answer to this call.
    public func errorReply(_ name: String, _ text: String) -> DBusMessage {
        var reply = DBusMessage(kind: .error, destination: sender, body: [.string(text)])
        reply.errorName = name
        reply.replySerial = serial
        return reply
    }

    public var signature: String { body.map(\.signature).joined() }

    /// Whether the caller waits for an answer.
    public var expectsReply: Bool { kind == .methodCall && flags & 1 == 0 }

    /// The message in wire format (little-endian).
    public func encoded() -> [UInt8] {
        var fields: [DBusValue] = []
        func field(_ code: UInt8, _ value: DBusValue?) {
            if let value { fields.append(.structure([.byte(code), .variant(value)])) }
        }
        field(1, path.map(DBusValue.objectPath))
        field(2, interface.map(DBusValue.string))
        field(3, member.map(DBusValue.string))
        field(4, errorName.map(DBusValue.string))
        field(5, replySerial.map(DBusValue.uint32))
        field(6, destination.map(DBusValue.string))
        field(7, sender.map(DBusValue.string))
        if !body.isEmpty { field(8, .signature(signature)) }
        var bodyWriter = DBusWriter()
        for value in body { bodyWriter.write(value) }
        var writer = DBusWriter()
        for byte in [UInt8(ascii: "l"), kind.rawValue, flags, 1] { writer.write(.byte(byte)) }
        writer.append(UInt32(bodyWriter.bytes.count))
        writer.append(serial)
        writer.write(.array(element: "(yv)", fields))
        writer.pad(to: 8)
        return writer.bytes + bodyWriter.bytes
    }

    /// The length of the message at the start of `bytes` once its fixed
    /// header is there (16 bytes), or nil before. Throws when the header
    /// cannot start a message: the stream is lost from there.
    public static func length(ofMessageIn bytes: ArraySlice<UInt8>) throws -> Int? {
        guard bytes.count >= 16 else { return nil }
        let start = bytes.startIndex
        let littleEndian: Bool
        switch bytes[start] {
        case UInt8(ascii: "l"): littleEndian = true
        case UInt8(ascii: "B"): littleEndian = false
        default: throw DBusError.malformed("unknown byte order \(bytes[start])")
        }
        guard bytes[start + 3] == 1 else { throw DBusError.malformed("protocol version \(bytes[start + 3])") }
        var reader = DBusReader(bytes: Array(bytes[start..<(start + 16)]), littleEndian: littleEndian, offset: 4)
        let bodyLength = Int(try reader.integer(UInt32.self))
        _ = try reader.integer(UInt32.self)
        let fieldsLength = Int(try reader.integer(UInt32.self))
        let total = (16 + fieldsLength + 7) / 8 * 8 + bodyLength
        guard total <= maximumLength else { throw DBusError.malformed("message of \(total) bytes") }
        return total
    }

    /// The longest message taken (the specification's limit).
    public static let maximumLength = 1 << 27

    /// Decodes one whole message (its length as `length(ofMessageIn:)` said).
    public init(decoding bytes: [UInt8]) throws {
        guard bytes.count >= 16 else { throw DBusError.malformed("message shorter than its header") }
        let littleEndian = bytes[0] == UInt8(ascii: "l")
        guard let kind = Kind(rawValue: bytes[1]) else { throw DBusError.malformed("message type \(bytes[1])") }
        self.kind = kind
        flags = bytes[2]
        var reader = DBusReader(bytes: bytes, littleEndian: littleEndian, offset: 4)
        let bodyLength = Int(try reader.integer(UInt32.self))
        serial = try reader.integer(UInt32.self)
        guard serial != 0 else { throw DBusError.malformed("serial 0") }
        guard case .array(_, let fields) = try reader.read("a(yv)") else { throw DBusError.malformed("header fields") }
        var signature = ""
        for field in fields {
            guard case .structure(let parts) = field, parts.count == 2, case .byte(let code) = parts[0],
                  case .variant(let value) = parts[1] else { throw DBusError.malformed("header field") }
            switch code {
            case 1: path = try Self.expect(value, "o")
            case 2: interface = try Self.expect(value, "s")
            case 3: member = try Self.expect(value, "s")
            case 4: errorName = try Self.expect(value, "s")
            case 5:
                guard case .uint32(let n) = value else { throw DBusError.malformed("reply serial") }
                replySerial = n
            case 6: destination = try Self.expect(value, "s")
            case 7: sender = try Self.expect(value, "s")
            case 8: signature = try Self.expect(value, "g")
            default: break  // Unknown fields are ignored, as the specification asks.
            }
        }
        try reader.align(8)
        let bodyStart = reader.offset
        guard bodyStart + bodyLength == bytes.count else { throw DBusError.malformed("body length") }
        var bodyReader = DBusReader(bytes: bytes, littleEndian: littleEndian, base: bodyStart)
        body = try DBusSignature.completeTypes(signature).map { try bodyReader.read($0) }
        guard bodyReader.offset == bytes.count else { throw DBusError.malformed("body longer than its signature") }
        switch kind {
        case .methodCall where path == nil || member == nil,
             .signal where path == nil || member == nil || interface == nil,
             .methodReturn where replySerial == nil,
             .error where replySerial == nil || errorName == nil:
            throw DBusError.malformed("\(kind) without its required header fields")
        default: break
        }
    }

    private static func expect(_ value: DBusValue, _ signature: String) throws -> String {
        guard value.signature == signature, let string = value.stringValue else {
            throw DBusError.malformed("header field of type \(value.signature), not \(signature)")
        }
        return string
    }
}
