import Testing
import Proscenium
import ProsceniumHost
import ProsceniumTesting

@MainActor @Suite struct LineLimitRangeTests {
    @Test func aClosedRangeLimitsTheLinesAndKeepsItsLowerBoundsHeight() throws {
        let ui = ViewHarness(Text("Notes").lineLimit(2...4))
        let text = try ui.element(.text, "Notes")
        #expect(text.attributes[.lineLimit] == "4")
        #expect(text.attributes[.minimumLines] == "2")
        #expect(text.attributes[.reservesSpace] == nil)
    }

    @Test func partialRangesSetOneBoundEach() throws {
        let through = try ViewHarness(Text("A").lineLimit(...3)).element(.text, "A")
        #expect(through.attributes[.lineLimit] == "3" && through.attributes[.minimumLines] == nil)
        let from = try ViewHarness(Text("B").lineLimit(3...)).element(.text, "B")
        #expect(from.attributes[.lineLimit] == nil && from.attributes[.minimumLines] == "3")
    }

    @Test func theInnermostLimitWins() throws {
        let ui = ViewHarness(VStack { Text("C").lineLimit(...2) }.lineLimit(5...))
        let text = try ui.element(.text, "C")
        #expect(text.attributes[.lineLimit] == "2" && text.attributes[.minimumLines] == nil)
    }
}
