import Foundation
import Testing
@testable import Proscenium
import ProsceniumTesting

private struct Opened: View {
    @State private var opened: [String] = []
    var body: some View {
        VStack {
            Text("Read [the guide](https://swift.org/guide) now")
            Text("opened \(opened.joined(separator: ","))")
        }
        .environment(\.openURL, OpenURLAction { url in
            opened.append(url.absoluteString)
            return .handled
        })
    }
}

@MainActor @Suite struct MarkdownTextTests {
    @Test func aLiteralsMarkdownStylesItsRuns() throws {
        let ui = ViewHarness(Text("**Bold**, *italic*, `code` and ~~gone~~"))
        let text = try #require(ui.all(.text).first)
        let spans = text.children
        #expect(spans.map(\.text) == ["Bold", ", ", "italic", ", ", "code", " and ", "gone"])
        #expect(spans[0][string: .weight] == "bold")
        #expect(spans[2].attributes[.italic] == true)
        #expect(spans[4].attributes[.monospaced] == true)
        #expect(spans[6].attributes[.strikethrough] == true)
        #expect(spans[1].attributes.isEmpty)
    }

    @Test func interpolatedValuesTakeTheStylesAroundThemAndAreNotMarkdown() throws {
        let name = "*Ada*"
        let ui = ViewHarness(Text("Hello **\(name)**, you have \(3) items"))
        let text = try #require(ui.all(.text).first)
        #expect(text.children.map(\.text) == ["Hello ", "*Ada*", ", you have 3 items"])
        #expect(text.children[1][string: .weight] == "bold")
        #expect(text.children[1][string: .italic] == nil)
    }

    @Test func plainStringsAndVerbatimTextAreNotMarkdown() throws {
        let stored = "**stays**"
        let ui = ViewHarness(VStack {
            Text(stored)
            Text(verbatim: "*also*")
            Text("snake_case and 2 * 3")
        })
        #expect(ui.find(.text, "**stays**") != nil)
        #expect(ui.find(.text, "*also*") != nil)
        #expect(ui.find(.text, "snake_case and 2 * 3")?.children.isEmpty == true)
    }

    @Test func aLinkOpensWithTheEnvironmentsAction() throws {
        let ui = ViewHarness(Opened())
        let link = try #require(ui.all(.link).first)
        #expect(link[string: .href] == "https://swift.org/guide")
        #expect(link.children.first?.text == "the guide")
        try ui.click(.link, "the guide")
        #expect(ui.find(.text, "opened https://swift.org/guide") != nil)
    }

    @Test func attributedMarkdownShowsItsStylesAndLinks() throws {
        let string = try AttributedString(markdown: "A **strong** [link](https://a.b)")
        let ui = ViewHarness(Text(string))
        let text = try #require(ui.all(.text).first)
        #expect(text.children.map(\.text).contains("strong"))
        #expect(text.children.first { $0.text == "strong" }?[string: .weight] == "bold")
        #expect(ui.all(.link).first?[string: .href] == "https://a.b")
    }

    @Test func aButtonsMarkdownTitleReadsAsItsText() throws {
        let ui = ViewHarness(Button("**Save** all") {})
        #expect(ui.find(.button, "Save all") != nil)
    }
}

@MainActor @Suite struct TextLineTests {
    @Test func linesCarryTheirColourAndPattern() throws {
        let ui = ViewHarness(VStack {
            Text("Plain").underline()
            Text("Red").underline(color: .red)
            Text("Dotted").strikethrough(pattern: .dot, color: .blue)
            Text("Off").underline(false, color: .red)
        })
        let plain = try ui.element(.text, "Plain")
        #expect(plain.attributes[.underline] == true && plain.attributes[.decorationColor] == nil)
        #expect(try ui.element(.text, "Red").attributes[.decorationColor]?.color == Color.red.value)
        let dotted = try ui.element(.text, "Dotted")
        #expect(dotted.attributes[.strikethrough] == true && dotted[string: .decorationPattern] == "dot")
        #expect(dotted.attributes[.decorationColor]?.color == Color.blue.value)
        let off = try ui.element(.text, "Off")
        #expect(off.attributes[.underline] == nil && off.attributes[.decorationColor] == nil)
    }

    @Test func aViewsLinesReachEveryTextBelow() throws {
        let ui = ViewHarness(VStack { Text("A"); Text("B") }.underline(pattern: .dash, color: .green))
        for name in ["A", "B"] {
            let text = try ui.element(.text, name)
            #expect(text.attributes[.underline] == true && text[string: .decorationPattern] == "dash")
            #expect(text.attributes[.decorationColor]?.color == Color.green.value)
        }
    }

    @Test func attributedRunsKeepTheirLines() throws {
        var string = AttributedString("keep gone")
        string[string.range(of: "gone")!].strikethroughStyle = Text.LineStyle(pattern: .solid, color: .red)
        let ui = ViewHarness(Text(string))
        let gone = try #require(ui.all(.span).first { $0.text == "gone" })
        #expect(gone.attributes[.strikethrough] == true && gone.attributes[.decorationColor]?.color == Color.red.value)
    }
}
