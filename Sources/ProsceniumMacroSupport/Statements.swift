/// A statement of a closure's body: its first and last token (the last is
/// its `;` when it has one).
struct Statement: Equatable {
    let first: Int
    let last: Int
}

extension MacroSource {
    func statements(in range: Range<Int>) -> [Statement] { tokens.statements(in: range) }
}

extension SwiftTokens {
    /// The statements between two tokens (a closure's braces, exclusive):
    /// split at `;` and at line breaks, except where the next line carries
    /// on the statement (`.modifier`, a binary operator, `else`, a bracket,
    /// an attribute's declaration) as Swift's grammar reads it.
    func statements(in range: Range<Int>) -> [Statement] {
        var statements: [Statement] = []
        var first: Int?
        var last = range.lowerBound
        var index = closureSignatureEnd(in: range) ?? range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if let start = first, token.startsLine, !continuesStatement(at: index, after: last) {
                statements.append(Statement(first: start, last: last))
                first = nil
            }
            if isToken(index, ";") {
                if let start = first { statements.append(Statement(first: start, last: index)) }
                first = nil
                last = index
                index += 1
                continue
            }
            if first == nil { first = index }
            let next = min(skipping(index), range.upperBound)
            last = next - 1
            index = next
        }
        if let start = first { statements.append(Statement(first: start, last: last)) }
        return statements
    }

    /// After a closure's signature (`value in`, `(a, b) -> Int in`,
    /// `[weak self] in`): the index after its `in`; `nil` when it has none.
    func closureSignatureEnd(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            let word = text(index)
            if token.kind == .identifier, word == "in" { return index > range.lowerBound ? index + 1 : nil }
            let signature = token.kind == .identifier && !["for", "case", "let", "var", "if", "return"].contains(word)
                || token.kind == .punctuation && [",", ":", ".", "(", "["].contains(word)
                || token.kind == .operator && ["->", "?", "!", "<", ">"].contains(word)
            if !signature || index > range.lowerBound && token.startsLine { return nil }
            index = skipping(index)
        }
        return nil
    }

    private func continuesStatement(at index: Int, after previous: Int) -> Bool {
        let token = tokens[index]
        let text = self.text(index)
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
        let before = tokens[previous]
        let beforeText = self.text(previous)
        if before.kind == .operator, before.spaceBefore || beforeText == "=" { return true }
        if before.kind == .punctuation, [",", ":", ".", "@", "(", "[", "{"].contains(beforeText) { return true }
        // `@Previewable` on a line of its own: the declaration follows.
        if endsAttribute(previous) { return true }
        return false
    }

    /// Whether token `index` ends an attribute (`@Name` or `@Name(…)`).
    private func endsAttribute(_ index: Int) -> Bool {
        var nameEnd = index
        if isToken(index, ")"), let open = partner[index], !tokens[open].spaceBefore {
            nameEnd = open - 1
        }
        var name = nameEnd
        while name >= 2, isToken(name - 1, "."), tokens[name - 2].kind == .identifier { name -= 2 }
        return name >= 1 && tokens[name].kind == .identifier && isToken(name - 1, "@")
    }
}
