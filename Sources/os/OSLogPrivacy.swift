// How a log message shows an interpolated value: Apple's `os` spellings.
import Foundation

/// Whether an interpolated value appears in a log message or is redacted.
///
/// As on Apple's platforms outside a debugger: `.public` values appear,
/// `.private` and `.sensitive` ones are written `<private>` (or a hash, with
/// `mask: .hash`), and `.auto` shows numbers and Booleans but redacts
/// strings and objects.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Level: Equatable, Sendable { case `public`, `private`, sensitive, auto }

    /// How a redacted value is replaced.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// A hash of the value instead of `<private>`: equal values log equal hashes.
        public static let hash = Mask(hashes: true)
        /// No mask: `<private>`.
        public static let none = Mask(hashes: false)
    }

    let level: Level
    let mask: Mask

    /// The value appears in the message.
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    /// The value is redacted.
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    /// The value is redacted, always.
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)
    /// Numbers and Booleans appear; strings and objects are redacted.
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)

    /// Redacted, with the given mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    /// Redacted always, with the given mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }
    /// The default rules, with the given mask for what they redact.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }

    /// The text the message shows for `text`, a value that `.auto` shows when `scalar`.
    func render(_ text: String, scalar: Bool) -> String {
        switch level {
        case .public: return text
        case .auto where scalar: return text
        case .private, .sensitive, .auto:
            guard mask.hashes else { return "<private>" }
            return "<mask.hash: '\(Self.hash(text))'>"
        }
    }

    /// A stable 64-bit FNV-1a hash, base64: equal values give equal hashes across runs.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100000001b3 }
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        return Data(bytes).base64EncodedString()
    }
}
