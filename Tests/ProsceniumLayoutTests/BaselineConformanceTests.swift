import ProsceniumHost
import ProsceniumText
import Testing
@testable import ProsceniumLayout

/// Stacks aligned by text baseline. Apple's documentation of
/// `VerticalAlignment.firstTextBaseline` ("the top-most text baseline in a
/// view") and `.lastTextBaseline` ("the bottom-most"); a view with no text
/// aligns its bottom edge (SwiftUI's default value of both guides).
@Suite struct BaselineConformanceTests {
    let engine = LayoutEngine()
    let measurer = TextMeasurer.shared

    private func baseline(_ font: FontValue.TextStyle, size: Double, line: Double) -> Double {
        measurer.baseline(of: TextFont(size: size), lineHeight: line)
    }

    @Test func textsOfTwoSizesShareTheirFirstBaseline() {
        let t = Tree()
        let big = t.text("Title", font: .system(.largeTitle)), small = t.text("caption", font: .system(.caption))
        let stack = t.hstack(alignment: .firstTextBaseline, big, small)
        let result = engine.layout(t.root(stack), in: Size(width: 400, height: 300))
        let bigLine = result.frame(of: big.id)!.y + baseline(.largeTitle, size: 26, line: 32)
        let smallLine = result.frame(of: small.id)!.y + baseline(.caption, size: 10, line: 13)
        #expect(abs(bigLine - smallLine) < 0.001)
        // The stack is as tall as the block the aligned texts make: here the big text.
        #expect(result.frame(of: stack.id)?.height == 32)
    }

    @Test func aColourSitsOnTheBaselineWithItsBottomEdge() {
        let t = Tree()
        let text = t.text("Label"), box = t.frame(width: 10, height: 10, t.color())
        let stack = t.hstack(alignment: .firstTextBaseline, text, box)
        let result = engine.layout(t.root(stack), in: Size(width: 400, height: 300))
        let line = result.frame(of: text.id)!.y + baseline(.body, size: 13, line: 16)
        let boxFrame = result.frame(of: box.id)!
        #expect(abs(boxFrame.y + boxFrame.height - line) < 0.001)
    }

    @Test func aWrappedTextAlignsItsLastLineByTheLastBaseline() {
        let t = Tree()
        let wrapped = t.frame(width: 60, t.text("one two three four five six"))
        let single = t.text("end")
        let stack = t.hstack(alignment: .lastTextBaseline, wrapped, single)
        let result = engine.layout(t.root(stack), in: Size(width: 400, height: 300))
        let lines = result.frame(of: wrapped.children[0].id)!.height / 16
        #expect(lines > 1)
        let wrappedLast = result.frame(of: wrapped.id)!.y + result.frame(of: wrapped.children[0].id)!.y
            + (lines - 1) * 16 + baseline(.body, size: 13, line: 16)
        let singleLine = result.frame(of: single.id)!.y + baseline(.body, size: 13, line: 16)
        #expect(abs(wrappedLast - singleLine) < 0.001)
    }
}
