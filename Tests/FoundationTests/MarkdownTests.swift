import Foundation
import Testing
@testable import ProsceniumFoundation

/// The runs of an attributed string as (text, intent, link) triples.
private func runs(_ string: AttributedString) -> [String] {
    string.runs.map { run in
        var parts = [String(string[run.range].characters)]
        if let intent = run.inlinePresentationIntent { parts.append("i\(intent.rawValue)") }
        if let link = run.link { parts.append(link.absoluteString) }
        return parts.joined(separator: "|")
    }
}

@Suite struct MarkdownTests {
    @Test func inlineSyntaxBecomesIntentsAndLinks() throws {
        let parsed = try AttributedString(markdown: "**bold** and _it_ `co*de*` ~~gone~~ [site](https://x.y/z) ***both***")
        #expect(runs(parsed) == ["bold|i2", " and ", "it|i1", " ", "co*de*|i4", " ", "gone|i32", " ",
                                 "site|https://x.y/z", " ", "both|i3"])
    }

    @Test func textThatOnlyLooksLikeSyntaxStaysAsWritten() throws {
        let text = "snake_case_name, 5 * 3 = 15, a*b, [not a link], <not-a-link>, \\*escaped\\*"
        let parsed = try AttributedString(markdown: text)
        #expect(String(parsed.characters) == "snake_case_name, 5 * 3 = 15, a*b, [not a link], <not-a-link>, *escaped*")
        #expect(parsed.runs.allSatisfy { $0.inlinePresentationIntent == nil && $0.link == nil })
    }

    @Test func nestedStylesCombine() throws {
        let parsed = try AttributedString(markdown: "**bold *both* bold** [**strong link**](https://a.b)")
        #expect(runs(parsed) == ["bold |i2", "both|i3", " bold|i2", " ", "strong link|i2|https://a.b"])
    }

    @Test func autolinksAndRelativeLinks() throws {
        let parsed = try AttributedString(markdown: "see <https://swift.org> or [docs](guide.html)",
                                          baseURL: URL(string: "https://example.com/base/"))
        #expect(runs(parsed) == ["see ", "https://swift.org|https://swift.org", " or ", "docs|https://example.com/base/guide.html"])
    }

    @Test func syntaxesTreatWhiteSpaceAndBlocksAsApplesDoes() throws {
        let source = "# Title\n\nPara *one*\nline  two\n\n- item"
        let full = try AttributedString(markdown: source)
        #expect(String(full.characters) == "TitlePara one line  twoitem")
        let inline = try AttributedString(markdown: "a  \n b", options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(inline.characters) == "a b")
        let kept = try AttributedString(markdown: "a  \n b",
                                        options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(kept.characters) == "a  \n b")
    }

    @Test func anUnclosedDelimiterIsText() throws {
        let parsed = try AttributedString(markdown: "**open and `tick and ~~strike")
        #expect(String(parsed.characters) == "**open and `tick and ~~strike")
    }
}
