/// Dynamic type identifiers: the `dyn.` identifiers made for a tag (an
/// extension or MIME type) that no declared type claims.
///
/// The identifier carries everything about the type, so it survives being
/// stored and decoded later: `dyn.a` followed by the base-32 form of
/// `<tag class>\u{1F}<tag>\u{1F}<supertype>`, written with the 32 letters and
/// digits Apple uses for dynamic identifiers (no `i`, `j`, `l`, `o`).
/// The encoding is this module's own: identifiers made on Apple platforms do
/// not decode here, and the other way round.
struct DynamicTypeIdentifier: Sendable, Equatable {
    var tagClass: UTTagClass
    var tag: String
    /// The identifier of the type the dynamic type conforms to, if any.
    var conformsTo: String?

    static let prefix = "dyn.a"
    private static let alphabet = Array("abcdefghkmnpqrstuvwxyz0123456789".utf8)
    private static let separator: UInt8 = 0x1F

    var identifier: String {
        var payload = Array(tagClass.rawValue.utf8)
        payload.append(Self.separator)
        payload.append(contentsOf: tag.utf8)
        payload.append(Self.separator)
        payload.append(contentsOf: (conformsTo ?? "").utf8)
        return Self.prefix + Self.encode(payload)
    }

    init(tagClass: UTTagClass, tag: String, conformsTo: String?) {
        self.tagClass = tagClass
        self.tag = tag
        self.conformsTo = conformsTo
    }

    /// Decodes a `dyn.` identifier made by this module; nil for anything else.
    init?(identifier: String) {
        let lowered = identifier.lowercased()
        guard lowered.hasPrefix(Self.prefix) else { return nil }
        guard let payload = Self.decode(lowered.dropFirst(Self.prefix.count)) else { return nil }
        let parts = payload.split(separator: Self.separator, omittingEmptySubsequences: false)
        guard parts.count == 3,
              let tagClass = String(validating: parts[0], as: UTF8.self),
              let tag = String(validating: parts[1], as: UTF8.self),
              let conformsTo = String(validating: parts[2], as: UTF8.self),
              !tagClass.isEmpty, !tag.isEmpty
        else { return nil }
        self.init(
            tagClass: UTTagClass(rawValue: tagClass),
            tag: tag,
            conformsTo: conformsTo.isEmpty ? nil : conformsTo
        )
    }

    private static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = (buffer << 8) | UInt32(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                output.append(alphabet[Int((buffer >> UInt32(bits)) & 31)])
            }
        }
        if bits > 0 {
            output.append(alphabet[Int((buffer << UInt32(5 - bits)) & 31)])
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func decode(_ text: Substring) -> [UInt8]? {
        var output: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for character in text.utf8 {
            guard let value = alphabet.firstIndex(of: character) else { return nil }
            buffer = (buffer << 5) | UInt32(value)
            bits += 5
            if bits >= 8 {
                bits -= 8
                output.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
            buffer &= (1 << UInt32(bits)) - 1
        }
        // Leftover bits are padding and must be zero, as `encode` writes them.
        guard buffer == 0 else { return nil }
        return output
    }
}
