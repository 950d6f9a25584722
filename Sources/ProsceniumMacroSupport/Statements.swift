/// A statement of a closure's body: its first and last token (the last is
/// its `;` when it has one).
struct Statement: Equatable {
    let first: Int
    let last: Int
}

extension MacroSource {
    /// The statements between two tokens (a closure's braces, exclusive):
    /// split at `;` and at line breaks, except where the next line carries
    /// on the statement (`.modifier`, a binary operator, `else`, a bracket,
    /// an attribute's declaration) as Swift's grammar reads it.
    func statements(in range: Range<Int>) -> [Statement] {
        var statements: [Statement] = []
        var first: Int?
        var last = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens.tokens[index]
            if let start = first, token.startsLine, !continuesStatement(at: index, after: last) {
                statements.append(Statement(first: start, last: last))
                first = nil
            }
            if tokens.isToken(index, ";") {
                if let start = first { statements.append(Statement(first: start, last: index)) }
                first = nil
                last = index
                index += 1
                continue
            }
            if first == nil { first = index }
            let next = min(tokens.skipping(index), range.upperBound)
            last = next - 1
            index = next
        }
        if let start = first { statements.append(Statement(first: start, last: last)) }
        return statements
    }

    private func continuesStatement(at index: Int, after previous: Int) -> Bool {
        let token = tokens.tokens[index]
        let text = tokens.text(index)
        switch token.kind {
        case .punctuation:
            if [".", ",", ":", "{", ")", "]", "}"].contains(text) { return true }
        case .operator:
            // Infix (spaced on both sides) or `?`/`!` chains; not a prefix operator.
            if token.spaceAfter || text == "->" || text == "=" { return true }
        case .identifier:
            if ["else", "catch", "where"].contains(text) { return true }
        default:
            break
        }
        let before = tokens.tokens[previous]
        let beforeText = tokens.text(previous)
        if before.kind == .operator, before.spaceBefore || beforeText == "=" { return true }
        if before.kind == .punctuation, [",", ":", ".", "@", "(", "[", "{"].contains(beforeText) { return true }
        // `@Previewable` on a line of its own: the declaration follows.
        if endsAttribute(previous) { return true }
        return false
    }

    /// Whether token `index` ends an attribute (`@Name` or `@Name(…)`).
    private func endsAttribute(_ index: Int) -> Bool {
        var nameEnd = index
        if tokens.isToken(index, ")"), let open = tokens.partner[index], !tokens.tokens[open].spaceBefore {
            nameEnd = open - 1
        }
        var name = nameEnd
        while name >= 2, tokens.isToken(name - 1, "."), tokens.tokens[name - 2].kind == .identifier { name -= 2 }
        return name >= 1 && tokens.tokens[name].kind == .identifier && tokens.isToken(name - 1, "@")
    }
}

/// Text of the user's source laid out as swift-syntax's BasicFormat lays out
/// an expansion: lines of user code that carry their own indentation keep
/// it, trailing whitespace goes (outside multi-line strings and comments).
enum Layout {
    /// `text` (from `tokens`, local offsets `start..<end`) with each line's
    /// trailing whitespace removed, and `prefix` after each line break.
    static func lines(of tokens: SwiftTokens, from start: Int, to end: Int, prefixingLinesWith prefix: String = "") -> String {
        var result: [UInt8] = []
        let bytes = tokens.bytes
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                if !tokens.isInsideMultilineString(index), !lineEndsInComment(tokens, at: index, lineStart: start) {
                    while let last = result.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                        result.removeLast()
                    }
                }
                result.append(byte)
                let nextIsBlank = index + 1 >= end || bytes[index + 1] == UInt8(ascii: "\n")
                if !nextIsBlank || tokens.isInsideMultilineString(index + 1) { result += Array(prefix.utf8) }
            } else {
                result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether the line ending at `newline` ends inside a `//` comment.
    private static func lineEndsInComment(_ tokens: SwiftTokens, at newline: Int, lineStart: Int) -> Bool {
        let previousEnd = tokens.tokens.last(where: { $0.end <= newline })?.end ?? lineStart
        let between = tokens.bytes[max(previousEnd, lineStart)..<newline]
        return between.contains(UInt8(ascii: "/"))
    }

    /// Whether trivia (whitespace and comments) holds indentation as
    /// BasicFormat reads it: whitespace after the last line break before its
    /// last comment, or after its last line break when it has no comment.
    static func containsIndentation(_ trivia: String) -> Bool {
        let bytes = Array(trivia.utf8)
        var end = bytes.count
        if let commentStart = lastCommentStart(bytes) { end = commentStart }
        guard let newline = bytes[..<end].lastIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
        else { return false }
        return end > newline + 1
    }

    private static func lastCommentStart(_ bytes: [UInt8]) -> Int? {
        var index = 0
        var last: Int?
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                last = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                last = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index += 2
            } else {
                index += 1
            }
        }
        return last
    }
}
