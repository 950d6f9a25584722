import Foundation

/// One font file that both sides use: the engine measures text with it and
/// the display serves it to the page, so a line is as wide in Swift as the
/// page draws it.
public struct FontFile: Hashable, Sendable {
    /// The role a file plays in the system font set.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        /// The system font for text below 20 points (SF Pro Text's place).
        case text
        /// The system font at 20 points and above (SF Pro Display's place).
        case display
        /// `.monospaced` (SF Mono's place).
        case monospaced
        /// `.serif` (New York's place).
        case serif
        /// `.rounded` (SF Pro Rounded's place).
        case rounded
        /// Colour emoji, drawn for emoji in any font.
        case emoji
        /// Characters the other faces lack (symbols, Greek, Cyrillic, ...).
        case fallback
        /// Chinese, Japanese and Korean, after the fallback face.
        case wideFallback
    }

    /// The file's name, which is also the name the display serves it under.
    public let name: String
    /// Where it is installed.
    public let path: String
    public let role: Role
    /// 100 (thin) ... 900 (black); 400 is regular.
    public let weight: Int
    public let isItalic: Bool

    public init(name: String, path: String, role: Role, weight: Int, isItalic: Bool) {
        self.name = name
        self.path = path
        self.role = role
        self.weight = weight
        self.isItalic = isItalic
    }
}
