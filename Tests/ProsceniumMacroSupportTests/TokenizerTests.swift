import Testing
@testable import ProsceniumMacroSupport

private func texts(_ source: String) -> [String] {
    let tokens = SwiftTokens(source)
    return tokens.tokens.indices.map { tokens.text($0) }
}

private func kinds(_ source: String) -> [SwiftToken.Kind] {
    SwiftTokens(source).tokens.map(\.kind)
}

@Suite struct TokenizerTests {
    @Test func splitsNamesPunctuationAndOperators() {
        #expect(texts("@Previewable @State var count: Int? = a+b") ==
            ["@", "Previewable", "@", "State", "var", "count", ":", "Int", "?", "=", "a", "+", "b"])
        #expect(texts("x?.y ... 0..<3 -> $0 `default` #Preview \\.self") ==
            ["x", "?", ".", "y", "...", "0", "..<", "3", "->", "$0", "`default`", "#Preview", "\\", ".", "self"])
        #expect(kinds("#Preview 1.5e-3 0x1F") == [.poundIdentifier, .number, .number])
    }

    @Test func keepsStringsWholeWithTheirInterpolations() {
        #expect(texts(#"Text("a \(b("c)")) d") + e"#) == ["Text", "(", #""a \(b("c)")) d""#, ")", "+", "e"])
        let multiline = "let s = \"\"\"\n  one \" two\n  \\(x) }\n  \"\"\"\nnext"
        #expect(texts(multiline) == ["let", "s", "=", "\"\"\"\n  one \" two\n  \\(x) }\n  \"\"\"", "next"])
        #expect(SwiftTokens(multiline).tokens[3].isMultiline)
        #expect(texts(##"#"raw "quoted" \(no) { "# x"##) == [##"#"raw "quoted" \(no) { "#"##, "x"])
        #expect(texts(##"#"raw \#(yes) "#"##) == [##"#"raw \#(yes) "#"##])
        #expect(texts(###"##"two "# still"##"###) == [###"##"two "# still"##"###])
    }

    @Test func skipsCommentsAndNotesLineStarts() {
        let tokens = SwiftTokens("a // one ( {\n/* two /* nested */ ) */ b /* c */ c")
        #expect(tokens.tokens.indices.map { tokens.text($0) } == ["a", "b", "c"])
        #expect(tokens.tokens.map(\.startsLine) == [true, true, false])
        #expect(tokens.tokens.map(\.spaceBefore) == [false, true, true])
        #expect(tokens.malformation == nil)
    }

    @Test func pairsBracketsAcrossStringsAndComments() {
        let tokens = SwiftTokens(#"f(")", [1, 2]) { "}" /* } */ }"#)
        #expect(tokens.partner[1] == 9)
        #expect(tokens.partner[4] == 8)
        #expect(tokens.partner[10] == 12)
        #expect(tokens.skipping(10) == 13)
        #expect(tokens.malformation == nil)
    }

    @Test func reportsMalformedTextWithoutTrapping() {
        #expect(SwiftTokens("f(").malformation == 1)
        #expect(SwiftTokens("f)").malformation == 1)
        #expect(SwiftTokens("{ ( }").malformation != nil)
        #expect(kinds("\"open") == [.unterminatedString])
        #expect(kinds("\"\"\"\nnever closed") == [.unterminatedString])
        #expect(kinds("\"a \\(b\"") == [.unterminatedString])
        #expect(kinds("/* never") == [.unterminatedComment])
        #expect(kinds("`never") == [.unknown])
        #expect(SwiftTokens("a \u{1}").malformation == 1)
        #expect(SwiftTokens("").tokens.isEmpty)
    }

    @Test func countsUTF8Offsets() {
        let tokens = SwiftTokens("café \"☕️\" x")
        #expect(tokens.tokens.map(\.start) == [0, 6, 15])
        #expect(tokens.text(1) == "\"☕️\"")
    }
}

@Suite struct StatementTests {
    private func statements(_ body: String) -> [String] {
        let source = MacroSource(.init(kind: .declaration, source: body,
                                       location: .init(fileID: "", fileName: "", offset: 0, line: 1, column: 1)))
        return source.statements(in: 0..<source.count).map { source.tokens.text($0.first, through: $0.last) }
    }

    @Test func splitsAtLineBreaksAndSemicolons() {
        #expect(statements("let a = 1; Text(\"\\(a)\")\nButton(\"b\") { a += 1 }") ==
            ["let a = 1;", "Text(\"\\(a)\")", "Button(\"b\") { a += 1 }"])
    }

    @Test func continuesAcrossLinesAsSwiftReadsThem() {
        #expect(statements("Text(\"a\")\n    .padding()\nlet b = 1 +\n    2\nlet c = d\n    ?? e") ==
            ["Text(\"a\")\n    .padding()", "let b = 1 +\n    2", "let c = d\n    ?? e"])
        #expect(statements("if x {\n} else {\n}\n@Previewable\n@State var y = 0\n-z") ==
            ["if x {\n} else {\n}", "@Previewable\n@State var y = 0", "-z"])
    }
}
