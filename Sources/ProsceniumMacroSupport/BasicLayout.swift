/// Lays out user code placed into an expansion as swift-syntax's BasicFormat
/// laid out the swift-syntax version's expansions, over tokens and brackets
/// instead of a syntax tree: each statement of a block on a line of its own
/// and each `}` too, a space where two tokens would otherwise run together
/// (`1+2` becomes `1 + 2`), and lines indented by the same rules: a line the
/// user indented keeps its indentation relative to the nearest line
/// BasicFormat started (an "anchor"); a line it starts gets the block's level.
struct BasicLayout {
    /// A level of indentation, and whether it was taken from the user's code.
    typealias Level = (indentation: String, isUserDefined: Bool)

    /// Where the code goes in the expansion.
    enum Placement {
        /// Right after template text on the same line (a closure, arguments, a type).
        case inline
        /// On a line the template starts and indents (a property, a statement).
        case indentedLine
        /// On a line BasicFormat starts, at the innermost level (a key's default value).
        case newLine
    }

    private let tokens: SwiftTokens
    private var stack: [Level]
    private var anchors: [Int: String] = [:]
    /// The groups open at the current token: the opening token, whether it
    /// pushed a level, and the tokens that start its statements or elements.
    private var frames: [(open: Int, pushed: Bool, starts: [Int])] = []
    private var statementStarts: Set<Int> = []
    /// A switch case's statements, indented a level: where each starts and ends.
    private var caseBodyStarts: Set<Int> = []
    private var caseBodyEnds: Set<Int> = []

    /// `text` laid out, given the levels open where it goes.
    static func layout(_ text: String, levels: [Level], placement: Placement) -> String {
        var layout = BasicLayout(tokens: SwiftTokens(text), stack: levels)
        return layout.run(placement: placement)
    }

    private init(tokens: SwiftTokens, stack: [Level]) {
        self.tokens = tokens
        self.stack = stack
    }

    private var current: String { stack.last?.indentation ?? "" }

    private mutating func run(placement: Placement) -> String {
        let all = tokens.tokens
        guard !all.isEmpty else { return "" }
        // A malformed text has no structure to lay out: it goes as written.
        if tokens.malformation != nil { return tokens.text(from: all[0].start, to: all[all.count - 1].end) }
        frames = [(open: -1, pushed: false, starts: [0])]
        if placement == .newLine { anchors[0] = current }
        var out = ""
        var pendingTrail = ""
        for index in all.indices {
            let token = all[index]
            if caseBodyEnds.contains(index), !stack.isEmpty { stack.removeLast() }
            // Close the groups this token ends.
            if isCloser(index), let last = frames.last, last.open >= 0, tokens.partner[index] == last.open {
                if last.pushed, !stack.isEmpty { stack.removeLast() }
                frames.removeLast()
            }
            if caseBodyStarts.contains(index) { pushLevel(for: index) }
            var lead = index == 0 ? "" : leadingTrivia(of: index)
            if index > 0 {
                let newline = requiresNewline(at: index)
                if newline, !Self.startsWithNewline(lead) {
                    lead = "\n" + lead
                } else if lead.isEmpty, !endsWithWhitespace(pendingTrail), requiresWhitespace(between: index - 1, and: index) {
                    pendingTrail += " "
                }
                if Self.startsWithNewline(lead) { pendingTrail = Self.trimmingTrailingWhitespace(pendingTrail) }
                out += pendingTrail
                if let indentation = Self.indentation(of: lead), indentation.isEmpty, token.kind != .string {
                    anchors[index] = current
                }
                let level = Self.containsIndentation(lead) ? anchor(for: index) : current
                out += Self.indenting(lead, by: level)
            }
            out += tokens.text(index)
            pendingTrail = index + 1 < all.count ? trailingTrivia(of: index) : ""
            if isOpener(index) { open(index) }
        }
        return out
    }

    // MARK: Structure

    private func isOpener(_ index: Int) -> Bool {
        tokens.tokens[index].kind == .punctuation && ["(", "[", "{"].contains(tokens.text(index))
            && tokens.partner[index] != nil
    }

    private func isCloser(_ index: Int) -> Bool {
        tokens.tokens[index].kind == .punctuation && [")", "]", "}"].contains(tokens.text(index))
    }

    /// Enters the group `index` opens: a block's statements, or a list's
    /// elements, which BasicFormat indents a level (inferred from the first
    /// one's indentation when it starts a line).
    private mutating func open(_ index: Int) {
        guard let close = tokens.partner[index] else { return }
        let text = tokens.text(index)
        var starts: [Int] = []
        var pushes = true
        if text == "{" {
            let statements = tokens.statements(in: index + 1..<close)
            starts = statements.map(\.first)
            statementStarts.formUnion(starts)
            if isSwitchBlock(index) {
                // A switch's cases are not indented, their statements are.
                markCases(statements, close: close)
                pushes = false
            }
        } else {
            starts = listStarts(index + 1..<close)
            pushes = !isAttributeArguments(index) && !(text == "[" && isSubscript(index))
        }
        if pushes { pushLevel(for: index + 1, before: close) }
        frames.append((open: index, pushed: pushes, starts: starts))
    }

    /// BasicFormat's `increaseIndentationLevel` for a node starting at
    /// `first`: the user's indentation of it when it starts a line, else a level more.
    private mutating func pushLevel(for first: Int, before end: Int? = nil) {
        if first < end ?? tokens.tokens.count, first > 0,
           let indentation = Self.indentation(of: leadingTrivia(of: first)), !indentation.isEmpty {
            let base = stack.last(where: { !$0.isUserDefined })?.indentation ?? ""
            stack.append((base + indentation, true))
        } else {
            stack.append((current + "    ", false))
        }
    }

    /// Whether the block `{` at `index` opens is a `switch`'s cases.
    private func isSwitchBlock(_ index: Int) -> Bool {
        var position = index - 1
        while position >= 0 {
            if tokens.isIdentifier(position, "switch") { return true }
            if tokens.tokens[position].startsLine || tokens.isToken(position, "{") || tokens.isToken(position, ";") {
                return false
            }
            if tokens.isToken(position, ")") || tokens.isToken(position, "]"), let open = tokens.partner[position] {
                position = open
            }
            position -= 1
        }
        return false
    }

    /// A switch's case labels (`case …:`, `default:`): the statements after
    /// each go on lines of their own, a level in, until the next label.
    private mutating func markCases(_ statements: [Statement], close: Int) {
        var bodyOpen = false
        for statement in statements {
            var label = statement.first
            if tokens.isToken(label, "@"), label + 2 <= statement.last { label += 2 }
            if tokens.isIdentifier(label, "case") || tokens.isIdentifier(label, "default") {
                if bodyOpen { caseBodyEnds.insert(statement.first) }
                bodyOpen = false
                var position = label
                while position <= statement.last, !tokens.isToken(position, ":") { position = tokens.skipping(position) }
                if position < statement.last {
                    statementStarts.insert(position + 1)
                    caseBodyStarts.insert(position + 1)
                    bodyOpen = true
                }
            } else if !bodyOpen {
                caseBodyStarts.insert(statement.first)
                bodyOpen = true
            }
        }
        if bodyOpen { caseBodyEnds.insert(close) }
    }

    private func listStarts(_ range: Range<Int>) -> [Int] {
        var starts: [Int] = []
        var index = range.lowerBound
        var expectStart = true
        while index < range.upperBound {
            if expectStart {
                starts.append(index)
                expectStart = false
            }
            if tokens.isToken(index, ",") { expectStart = true }
            index = min(tokens.skipping(index), range.upperBound)
        }
        return starts
    }

    private func isAttributeArguments(_ index: Int) -> Bool {
        guard index >= 2, !tokens.tokens[index].spaceBefore else { return false }
        var name = index - 1
        while name >= 2, tokens.isToken(name - 1, "."), tokens.tokens[name - 2].kind == .identifier { name -= 2 }
        return tokens.tokens[name].kind == .identifier && tokens.isToken(name - 1, "@")
    }

    private func isSubscript(_ index: Int) -> Bool {
        guard index > 0, !tokens.tokens[index].spaceBefore else { return false }
        let before = tokens.tokens[index - 1]
        return before.kind == .identifier || before.kind == .string || tokens.isToken(index - 1, ")")
            || tokens.isToken(index - 1, "]") || tokens.isToken(index - 1, "?") || tokens.isToken(index - 1, "!")
    }

    /// The indentation of the nearest line BasicFormat started among the
    /// token's enclosing statements, elements and groups; none: the template's.
    private func anchor(for index: Int) -> String {
        var position = index
        for frame in frames.reversed() {
            if let start = frame.starts.last(where: { $0 <= position }), let anchor = anchors[start] { return anchor }
            if let first = frame.starts.first, first <= position, let anchor = anchors[first] { return anchor }
            if frame.open >= 0 {
                if let anchor = anchors[frame.open] { return anchor }
                position = frame.open
            }
        }
        return ""
    }

    // MARK: BasicFormat's rules

    private func requiresNewline(at index: Int) -> Bool {
        if tokens.isToken(index, "}") { return true }
        return statementStarts.contains(index)
    }

    /// Whether two adjacent tokens need a space between them, as BasicFormat
    /// decides from their kinds.
    private func requiresWhitespace(between first: Int, and second: Int) -> Bool {
        let a = tokens.tokens[first], b = tokens.tokens[second]
        let aText = tokens.text(first), bText = tokens.text(second)
        let aPunct = a.kind == .punctuation, bPunct = b.kind == .punctuation
        if aPunct, ["@", "\\", "(", "[", ".", "#"].contains(aText) { return false }
        if bPunct, [",", ")", "]", ";", ":"].contains(bText) { return false }
        if a.kind == .operator, operatorRole(first) == .prefix { return false }
        if b.kind == .operator, operatorRole(second) == .postfix || bText == "!" && !b.spaceBefore { return false }
        if aText == "{", bText == "}" { return false }
        if bPunct, bText == "." {
            if a.kind == .identifier || a.kind == .string || a.kind == .number { return false }
            if aPunct, [")", "]"].contains(aText) { return false }
            if a.kind == .operator, [">", "?", "!"].contains(aText) { return false }
        }
        if a.kind == .identifier, bText == "[", bPunct { return false }
        if a.kind == .identifier, b.kind == .operator, bText == "<", isGenericAngle(second) { return false }
        if a.kind == .operator, aText == "<", isGenericAngle(first) { return false }
        if b.kind == .operator, bText.hasPrefix(">"), closesGenericAngle(second) { return false }
        if bPunct, bText == "(" {
            let keywords: Set = ["if", "while", "guard", "return", "switch", "case", "in", "throw", "try", "await",
                                 "else", "where", "for", "repeat", "is", "as", "let", "var"]
            if a.kind == .identifier, !keywords.contains(aText) { return false }
            if a.kind == .string || a.kind == .poundIdentifier { return false }
            if aPunct, [")", "]", "}"].contains(aText) { return false }
            if a.kind == .operator, operatorRole(first) == .postfix || [">", "?", "!"].contains(aText) { return false }
        }
        return true
    }

    private enum OperatorRole { case prefix, postfix, infix }

    /// Swift's rule: an operator bound on its left only is postfix, on its
    /// right only prefix, on both or neither infix.
    private func operatorRole(_ index: Int) -> OperatorRole {
        let token = tokens.tokens[index]
        let openers: Set = ["(", "[", "{", ",", ";", ":"]
        let closers: Set = [")", "]", "}", ",", ";", ":", "."]
        let leftBound = index > 0 && !token.spaceBefore
            && !(tokens.tokens[index - 1].kind == .punctuation && openers.contains(tokens.text(index - 1)))
        let rightBound = index + 1 < tokens.tokens.count && !token.spaceAfter
            && !(tokens.tokens[index + 1].kind == .punctuation && closers.contains(tokens.text(index + 1)))
        switch (leftBound, rightBound) {
        case (true, false): return .postfix
        case (false, true): return .prefix
        default: return .infix
        }
    }

    /// Whether `<` at `index` opens generic arguments: right after a name,
    /// unspaced, closed by a `>` before anything an expression would hold.
    private func isGenericAngle(_ index: Int) -> Bool {
        guard index > 0, !tokens.tokens[index].spaceBefore, tokens.tokens[index - 1].kind == .identifier else { return false }
        return matchingAngle(from: index) != nil
    }

    private func closesGenericAngle(_ index: Int) -> Bool {
        var position = index - 1
        var depth = tokens.text(index).filter { $0 == ">" }.count
        while position >= 0 {
            let text = tokens.text(position)
            if tokens.tokens[position].kind == .operator {
                if text == "<" {
                    depth -= 1
                    if depth == 0 { return isGenericAngle(position) }
                } else if text.allSatisfy({ $0 == ">" }) {
                    depth += text.count
                } else if !["?", "!", "->"].contains(text) {
                    return false
                }
            } else if tokens.tokens[position].kind != .identifier, !(tokens.tokens[position].kind == .punctuation
                        && [",", ".", ":", "[", "]", "(", ")"].contains(text)) {
                return false
            }
            position -= 1
        }
        return false
    }

    private func matchingAngle(from index: Int) -> Int? {
        var depth = 0
        var position = index
        while position < tokens.tokens.count {
            let token = tokens.tokens[position]
            let text = tokens.text(position)
            if token.kind == .operator {
                if text == "<" {
                    depth += 1
                } else if text.allSatisfy({ $0 == ">" }) {
                    depth -= text.count
                    if depth <= 0 { return position }
                } else if !["?", "!", "->"].contains(text) {
                    return nil
                }
            } else if token.kind != .identifier, !(token.kind == .punctuation && [",", ".", ":"].contains(text)) {
                if !(token.kind == .punctuation && ["(", "["].contains(text)) { return nil }
                position = tokens.skipping(position)
                continue
            }
            position += 1
        }
        return nil
    }

    // MARK: Trivia

    /// What swift-syntax calls a token's leading trivia: from the first line
    /// break after the previous token.
    private func leadingTrivia(of index: Int) -> String {
        let start = tokens.tokens[index - 1].end, end = tokens.tokens[index].start
        guard let newline = tokens.bytes[start..<end].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
        else { return "" }
        return tokens.text(from: newline, to: end)
    }

    /// The rest of the token's line up to the next token or line break.
    private func trailingTrivia(of index: Int) -> String {
        let start = tokens.tokens[index].end, end = tokens.tokens[index + 1].start
        let stop = tokens.bytes[start..<end].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) ?? end
        return tokens.text(from: start, to: stop)
    }

    private func endsWithWhitespace(_ trivia: String) -> Bool {
        trivia.last == " " || trivia.last == "\t"
    }

    /// BasicFormat's `Trivia.indentation(isOnNewline: false)`: the whitespace
    /// after the last line break before the last comment (or the end); `nil`
    /// when no line break comes first.
    static func indentation(of trivia: String) -> String? {
        let bytes = Array(trivia.utf8)
        let end = lastCommentStart(bytes) ?? bytes.count
        guard let newline = bytes[..<end].lastIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
        else { return nil }
        return String(decoding: bytes[(newline + 1)..<end], as: UTF8.self)
    }

    static func containsIndentation(_ trivia: String) -> Bool {
        !(indentation(of: trivia) ?? "").isEmpty
    }

    /// `trivia` with `indentation` after each line break, and no whitespace before one.
    static func indenting(_ trivia: String, by indentation: String) -> String {
        var result = ""
        for character in trivia {
            if character == "\n" || character == "\r" || character == "\r\n" {
                result = trimmingTrailingWhitespace(result)
                result.append(character)
                result += indentation
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether trivia starts with a line break (`\r\n` is one character, so bytes are compared).
    static func startsWithNewline(_ trivia: String) -> Bool {
        trivia.utf8.first == UInt8(ascii: "\n") || trivia.utf8.first == UInt8(ascii: "\r")
    }

    static func trimmingTrailingWhitespace(_ text: String) -> String {
        var text = text
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }

    /// Where the last comment in `bytes` starts.
    static func lastCommentStart(_ bytes: [UInt8]) -> Int? {
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
