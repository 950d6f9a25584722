/// A piece of source the compiler sent, tokenized, with what turns its
/// offsets into the file's: positions for diagnostics, lines and columns.
struct MacroSource {
    let syntax: PluginMessage.Syntax
    let tokens: SwiftTokens

    init(_ syntax: PluginMessage.Syntax) {
        self.syntax = syntax
        tokens = SwiftTokens(syntax.source)
    }

    var count: Int { tokens.tokens.count }

    /// The file's line and column (1-based, columns in UTF-8 bytes) of a
    /// local offset, counting `\n`, `\r\n` and `\r` as line breaks.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        let bytes = tokens.bytes
        while index < offset, index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n"), index + 1 < offset { index += 1 }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        let column = offset - lineStart + 1
        return (line + syntax.location.line - 1, column + (line == 1 ? syntax.location.column - 1 : 0))
    }

    /// An error over the whole source (its tokens, without the whitespace and
    /// comments around them), as swift-syntax reports an error thrown by a macro.
    func error(_ message: String) -> MacroExpansionFailure {
        guard let first = tokens.tokens.first, let last = tokens.tokens.last else {
            return MacroExpansionFailure(message: message, start: syntax.location.offset, end: syntax.location.offset,
                                         fileName: syntax.location.fileName)
        }
        return MacroExpansionFailure(message: message, start: syntax.location.offset + first.start,
                                     end: syntax.location.offset + last.end, fileName: syntax.location.fileName)
    }

    /// The index of the first token of the form `@Name…` attributes and the
    /// modifiers after them, or `nil`: where a declaration's keyword is.
    func attributes(from start: Int) -> (attributes: [Attribute], next: Int) {
        var index = start
        var found: [Attribute] = []
        while tokens.isToken(index, "@"), index + 1 < count, tokens.tokens[index + 1].kind == .identifier {
            var end = index + 1
            while tokens.isToken(end + 1, "."), end + 2 < count, tokens.tokens[end + 2].kind == .identifier,
                  !tokens.tokens[end + 1].spaceBefore {
                end += 2
            }
            let name = tokens.text(index + 1, through: end)
            if tokens.isToken(end + 1, "("), !tokens.tokens[end + 1].spaceBefore, let close = tokens.partner[end + 1] {
                end = close
            }
            found.append(Attribute(first: index, last: end, name: name))
            index = end + 1
        }
        return (found, index)
    }

    /// Steps over declaration modifiers (`private`, `static`, `private(set)`, …).
    func skippingModifiers(from start: Int) -> Int {
        var index = start
        while index < count, tokens.tokens[index].kind == .identifier, Self.modifiers.contains(tokens.text(index)) {
            index += 1
            if tokens.isToken(index, "("), let close = tokens.partner[index] { index = close + 1 }
        }
        return index
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "lazy",
        "weak", "unowned", "nonisolated", "override", "required", "convenience", "dynamic", "mutating",
        "nonmutating", "optional", "indirect", "isolated", "distributed", "__consuming", "consuming", "borrowing",
    ]

    /// The whitespace and comments before token `index` that swift-syntax
    /// counts as its leading trivia: from the first line break after the
    /// previous token (the rest of that line belongs to the previous token).
    func leadingTrivia(of index: Int) -> String {
        let start = index > 0 ? tokens.tokens[index - 1].end : 0
        let end = tokens.tokens[index].start
        guard let newline = tokens.bytes[start..<end].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
        else { return index > 0 ? "" : tokens.text(from: start, to: end) }
        return tokens.text(from: newline, to: end)
    }
}

/// An attribute `@Name` or `@Name(…)`: its first and last token.
struct Attribute {
    let first: Int
    let last: Int
    let name: String
}

/// An error a macro reports instead of an expansion, at a range of the file.
public struct MacroExpansionFailure: Error, Equatable {
    public let message: String
    public let start: Int
    public let end: Int
    public let fileName: String

    var diagnostic: PluginMessage.Diagnostic {
        PluginMessage.Diagnostic(
            message: message, severity: .error,
            position: .init(fileName: fileName, offset: start),
            highlights: [.init(fileName: fileName, startOffset: start, endOffset: end)])
    }
}
