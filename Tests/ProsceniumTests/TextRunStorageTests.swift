import Testing
@testable import Proscenium
import ProsceniumHost

// A text run keeps its style out of line: most runs have none, and a run's
// size is paid by every text in every window.

@Suite struct TextRunStorageTests {
    @Test func aPlainRunIsItsCharactersAndAFlag() {
        #expect(MemoryLayout<Text.Run>.size <= 32)
    }

    @Test func aRunWhoseStyleReturnsToPlainEqualsAPlainRun() {
        var run = Text.Run(string: "Hello")
        #expect(!run.isStyled)
        run.italic = true
        run.font = .headline
        #expect(run.isStyled)
        #expect(run != Text.Run(string: "Hello"))
        run.italic = false
        run.font = nil
        #expect(!run.isStyled)
        #expect(run == Text.Run(string: "Hello"))
    }

    @Test func stylesReadBackAndCopiesAreIndependent() {
        let bold = Text("Title").bold().underline(color: .red)
        var copy = bold.runs[0]
        #expect(copy.weight == .bold)
        #expect(copy.underline)
        #expect(copy.lineColor == .red)
        copy.weight = nil
        #expect(bold.runs[0].weight == .bold)
        #expect(copy.weight == nil)
        #expect(bold.runs[0].attributes[.weight] == .string(Font.Weight.bold.name))
        #expect(Text("Plain").runs[0].attributes.isEmpty)
    }
}
