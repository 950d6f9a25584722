import Foundation
import ProsceniumHost
import Testing
@testable import Proscenium
import ProsceniumTesting

/// `Text(_: AttributedString)` shows each run with its SwiftUI attributes.
@MainActor @Suite struct AttributedTextTests {
    @Test func runsKeepTheirColoursAndFonts() throws {
        var line = AttributedString("No matches for swift")
        let match = try #require(line.range(of: "swift"))
        line[match].backgroundColor = .yellow
        line[match].foregroundColor = .primary
        let first = try #require(line.range(of: "No"))
        line[first].font = .headline
        let ui = ViewHarness(Text(line))
        let text = try #require(ui.all(.text).first)
        #expect(text.children.map(\.text) == ["No", " matches for ", "swift"])
        let spans = text.children
        #expect(spans[2].attributes[.background]?.color == Color.yellow.value)
        #expect(spans[2].attributes[.foreground]?.color == Color.primary.value)
        #expect(spans[1].attributes[.background] == nil)
        #expect(spans[0].attributes[.font]?.font == Font.headline.value)
    }

    @Test func aPlainAttributedStringIsOneRun() throws {
        let ui = ViewHarness(Text(AttributedString("Plain")))
        let text = try #require(ui.all(.text).first)
        #expect(text.text == "Plain" && text.children.isEmpty)
    }
}
