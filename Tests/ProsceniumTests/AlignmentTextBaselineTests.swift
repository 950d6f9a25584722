import Testing
import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// The six alignments that pair a horizontal position with a text baseline.
@MainActor @Suite struct AlignmentTextBaselineTests {
    @Test func eachPairsItsPositionWithItsBaseline() throws {
        let cases: [(Alignment, AlignmentValue.Horizontal, AlignmentValue.Vertical)] = [
            (.leadingFirstTextBaseline, .leading, .firstTextBaseline),
            (.centerFirstTextBaseline, .center, .firstTextBaseline),
            (.trailingFirstTextBaseline, .trailing, .firstTextBaseline),
            (.leadingLastTextBaseline, .leading, .lastTextBaseline),
            (.centerLastTextBaseline, .center, .lastTextBaseline),
            (.trailingLastTextBaseline, .trailing, .lastTextBaseline),
        ]
        for (alignment, horizontal, vertical) in cases {
            let ui = ViewHarness(ZStack(alignment: alignment) { Text("a"); Text("b").font(.title) })
            #expect(ui.all(.zstack).first?.alignment == AlignmentValue(horizontal: horizontal, vertical: vertical))
            let framed = ViewHarness(Text("c").frame(width: 90, height: 40, alignment: alignment))
            #expect(framed.all(.frame).first?.alignment == AlignmentValue(horizontal: horizontal, vertical: vertical))
        }
    }
}
