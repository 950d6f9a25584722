/// One token of Swift source: its kind and where it lies, as UTF-8 offsets
/// into the text it was read from (what the compiler's positions count).
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A name or keyword, `$0`, `$name`, or a name in backticks.
        case identifier
        /// `#name`: a macro or compiler directive.
        case poundIdentifier
        case number
        /// A whole string literal, raw or multi-line, interpolations included.
        case string
        /// `+`, `==`, `->`, `?`, `...`: a run of operator characters.
        case `operator`
        /// `( ) [ ] { } , : ; . @ \` and a lone `#`.
        case punctuation
        /// A string literal without its end: the text runs out first.
        case unterminatedString
        /// A block comment without its end.
        case unterminatedComment
        /// A byte no Swift token starts with.
        case unknown
    }

    public let kind: Kind
    /// UTF-8 offsets of the token's first byte and of the byte after it.
    public let start: Int
    public let end: Int
    /// Whether a line break (in whitespace or a comment) comes between the
    /// previous token and this one; true for the first token of the text.
    public let startsLine: Bool
    /// Whether whitespace or a comment comes right before / after the token.
    public let spaceBefore: Bool
    public var spaceAfter = false
    /// For a string literal: whether it spans lines (`"""`).
    public let isMultiline: Bool
}

/// Swift source split into tokens, with the brackets paired: as much of
/// Swift's lexical grammar as the macros need to find arguments, closures,
/// statements and declarations in the text the compiler sends them.
public struct SwiftTokens: Sendable {
    public let bytes: [UInt8]
    public let tokens: [SwiftToken]
    /// For each `(`, `[` or `{` token, the index of its closing token, and back.
    public let partner: [Int: Int]
    /// The first bracket left unclosed, or closed by the wrong bracket; or an
    /// unterminated string or comment: what makes the text malformed.
    public let malformation: Int?

    public init(_ text: String) {
        bytes = Array(text.utf8)
        var lexer = Lexer(bytes: bytes)
        tokens = lexer.lexAll()
        var partner: [Int: Int] = [:]
        var open: [Int] = []
        var malformation: Int?
        let pairs: [UInt8: UInt8] = [UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["),
                                     UInt8(ascii: "}"): UInt8(ascii: "{")]
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .unterminatedString, .unterminatedComment, .unknown:
                malformation = malformation ?? index
            case .punctuation:
                let byte = bytes[token.start]
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    open.append(index)
                } else if let opener = pairs[byte] {
                    if let last = open.last, bytes[tokens[last].start] == opener {
                        open.removeLast()
                        partner[last] = index
                        partner[index] = last
                    } else {
                        malformation = malformation ?? index
                    }
                }
            default:
                break
            }
        }
        if let first = open.first { malformation = malformation ?? first }
        self.partner = partner
        self.malformation = malformation
    }

    /// The token's text.
    public func text(_ index: Int) -> String { text(from: tokens[index].start, to: tokens[index].end) }

    /// The text from the start of token `first` to the end of token `last`, as written.
    public func text(_ first: Int, through last: Int) -> String {
        text(from: tokens[first].start, to: tokens[last].end)
    }

    public func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// Whether token `index` is the punctuation or operator `text`.
    public func isToken(_ index: Int, _ text: String) -> Bool {
        index < tokens.count && (tokens[index].kind == .punctuation || tokens[index].kind == .operator)
            && self.text(index) == text
    }

    /// Whether token `index` is the identifier or keyword `name`.
    public func isIdentifier(_ index: Int, _ name: String) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier && text(index) == name
    }

    /// The index after token `index`, stepping over a bracketed group whole.
    public func skipping(_ index: Int) -> Int {
        if let close = partner[index], close > index { return close + 1 }
        return index + 1
    }
}

/// Reads tokens off UTF-8 bytes. Never traps: every byte ends up in a token
/// or in trivia, and malformed text gives `unterminated…`/`unknown` tokens.
private struct Lexer {
    let bytes: [UInt8]
    var position = 0
    var tokens: [SwiftToken] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    private func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func lexAll() -> [SwiftToken] {
        while true {
            let (newline, space) = skipTrivia()
            guard position < bytes.count else { break }
            let start = position
            let (kind, multiline) = lexToken()
            if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = space }
            tokens.append(SwiftToken(kind: kind, start: start, end: position,
                                     startsLine: newline || tokens.isEmpty, spaceBefore: space, isMultiline: multiline))
        }
        if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = true }
        return tokens
    }

    /// Skips whitespace and comments; says whether they held a line break, and whether there were any.
    private mutating func skipTrivia() -> (newline: Bool, any: Bool) {
        var newline = false
        let start = position
        while let current = byte(position) {
            switch current {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                newline = true
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
                while let next = byte(position), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { position += 1 }
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
                let commentStart = position
                if !skipBlockComment() {
                    // Unterminated: the rest of the text becomes one bad token.
                    position = commentStart
                    return (newline, position > start)
                }
                if bytes[commentStart..<position].contains(UInt8(ascii: "\n")) { newline = true }
            default:
                return (newline, position > start)
            }
        }
        return (newline, position > start)
    }

    /// Skips a (nested) block comment; false when it never ends.
    private mutating func skipBlockComment() -> Bool {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), byte(position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return true }
            } else {
                position += 1
            }
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static let operatorBytes = Set("/=-+!*%<>&|^~?".utf8)

    private mutating func lexToken() -> (SwiftToken.Kind, Bool) {
        let current = bytes[position]
        if current == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
            position = bytes.count
            return (.unterminatedComment, false)
        }
        if current == UInt8(ascii: "\"") { return lexString(pounds: 0) }
        if current == UInt8(ascii: "#") {
            var pounds = 0
            while byte(position + pounds) == UInt8(ascii: "#") { pounds += 1 }
            if byte(position + pounds) == UInt8(ascii: "\"") {
                position += pounds
                return lexString(pounds: pounds)
            }
            position += 1
            if let next = byte(position), Self.isIdentifierByte(next), !Self.isDigit(next) {
                while let next = byte(position), Self.isIdentifierByte(next) { position += 1 }
                return (.poundIdentifier, false)
            }
            return (.punctuation, false)
        }
        if current == UInt8(ascii: "`") {
            position += 1
            while let next = byte(position), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { position += 1 }
            if byte(position) == UInt8(ascii: "`") {
                position += 1
                return (.identifier, false)
            }
            return (.unknown, false)
        }
        if current == UInt8(ascii: "$") {
            position += 1
            while let next = byte(position), Self.isIdentifierByte(next) { position += 1 }
            return (.identifier, false)
        }
        if Self.isDigit(current) {
            position += 1
            while let next = byte(position) {
                if Self.isIdentifierByte(next) {
                    let exponent = next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
                        || next == UInt8(ascii: "p") || next == UInt8(ascii: "P")
                    position += 1
                    if exponent, byte(position) == UInt8(ascii: "-") || byte(position) == UInt8(ascii: "+") {
                        position += 1
                    }
                } else if next == UInt8(ascii: "."), Self.isDigit(byte(position + 1)) {
                    position += 1
                } else {
                    break
                }
            }
            return (.number, false)
        }
        if Self.isIdentifierByte(current) {
            while let next = byte(position), Self.isIdentifierByte(next) { position += 1 }
            return (.identifier, false)
        }
        if current == UInt8(ascii: ".") {
            // `.` alone is member access; `...` and `..<` are operators.
            if byte(position + 1) == UInt8(ascii: ".") {
                while let next = byte(position), next == UInt8(ascii: ".") || Self.operatorBytes.contains(next) {
                    if isCommentStart(position) { break }
                    position += 1
                }
                return (.operator, false)
            }
            position += 1
            return (.punctuation, false)
        }
        if Self.operatorBytes.contains(current) {
            position += 1
            while let next = byte(position), Self.operatorBytes.contains(next), !isCommentStart(position) {
                position += 1
            }
            return (.operator, false)
        }
        position += 1
        switch current {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"),
             UInt8(ascii: "\\"):
            return (.punctuation, false)
        default:
            return (.unknown, false)
        }
    }

    private func isCommentStart(_ offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "/") && (byte(offset + 1) == UInt8(ascii: "/") || byte(offset + 1) == UInt8(ascii: "*"))
    }

    /// Lexes a string literal from its opening quote (after `pounds` `#`s):
    /// escapes, and interpolations whose own tokens (strings among them) are
    /// skipped with their parentheses balanced.
    private mutating func lexString(pounds: Int) -> (SwiftToken.Kind, Bool) {
        let multiline = byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\""), hasQuoteEnd(multiline: multiline, pounds: pounds) {
                position += (multiline ? 3 : 1) + pounds
                return (.string, multiline)
            }
            if !multiline, current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                return (.unterminatedString, false)
            }
            if current == UInt8(ascii: "\\"), (0..<pounds).allSatisfy({ byte(position + 1 + $0) == UInt8(ascii: "#") }) {
                position += 1 + pounds
                if byte(position) == UInt8(ascii: "(") {
                    if !skipInterpolation() { return (.unterminatedString, multiline) }
                } else {
                    position += 1
                }
                continue
            }
            position += 1
        }
        return (.unterminatedString, multiline)
    }

    private func hasQuoteEnd(multiline: Bool, pounds: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where byte(position + offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<pounds where byte(position + quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips `( … )` of an interpolation, from its `(`; false when it never closes.
    private mutating func skipInterpolation() -> Bool {
        var depth = 0
        while position < bytes.count {
            _ = skipTrivia()
            guard position < bytes.count else { return false }
            let current = bytes[position]
            if current == UInt8(ascii: "(") {
                depth += 1
                position += 1
            } else if current == UInt8(ascii: ")") {
                depth -= 1
                position += 1
                if depth == 0 { return true }
            } else {
                let (kind, _) = lexToken()
                if kind == .unterminatedString || kind == .unterminatedComment { return false }
            }
        }
        return false
    }
}
