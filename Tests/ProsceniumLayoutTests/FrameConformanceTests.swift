import ProsceniumHost
import ProsceniumText
import Testing
@testable import ProsceniumLayout

/// `frame`, `padding`, `fixedSize`, `aspectRatio` and text, with expected
/// values from their documentation (quoted in each test).
@Suite struct FrameConformanceTests {
    let engine = LayoutEngine()
    let bodyWidth = { (text: String) in TextMeasurer.shared.width(of: text, in: TextFont(size: 13)) }

    @Test func maxWidthInfinityFillsWhatThePaddingLeaves() {
        // `frame(maxWidth: .infinity)` takes all the width it is offered;
        // `padding()` offers its proposal less 16 points a side.
        let t = Tree()
        let text = t.text("Hello")
        let frame = t.flexFrame(maxWidth: .infinity, text)
        let result = engine.layout(t.root(t.padding(16, frame)), in: Size(width: 400, height: 300))
        #expect(result.frame(of: frame.id) == Rect(x: 16, y: 16, width: 368, height: 16))
        #expect(result.frame(of: text.id)?.x == (368 - bodyWidth("Hello")) / 2)
    }

    @Test func aMinAndMaxFrameTakesTheOfferClampedToItsRange() {
        // `frame(minWidth:maxWidth:...)`: "the size of the frame is the
        // proposed size clamped to the range" when the child is smaller.
        let t = Tree()
        let frame = t.flexFrame(minWidth: 100, maxWidth: 400, minHeight: 20, maxHeight: 50, t.text("Hi"))
        let result = engine.layout(t.root(t.frame(width: 300, height: 200, frame)), in: Size(width: 800, height: 600))
        #expect(result.frame(of: frame.id)?.size == Size(width: 300, height: 50))
        let narrow = Tree()
        let small = narrow.flexFrame(minWidth: 100, maxWidth: 400, narrow.text("Hi"))
        let r2 = engine.layout(narrow.root(narrow.frame(width: 60, height: 200, small)), in: Size(width: 800, height: 600))
        #expect(r2.frame(of: small.id)?.width == 100)
    }

    @Test func aFlexibleFrameWithNoOfferTakesItsIdealSize() {
        let t = Tree()
        let frame = t.flexFrame(minWidth: 10, idealWidth: 120, maxWidth: 400, t.color())
        #expect(engine.sizeThatFits(frame, .unspecified).width == 120)
    }

    @Test func aFixedFrameIsItsSizeWhateverItsChild() {
        let t = Tree()
        let frame = t.frame(width: 200, height: 30, alignment: .leading, t.text("Left"))
        let result = engine.layout(t.root(frame), in: Size(width: 400, height: 300))
        #expect(result.frame(of: frame.id)?.size == Size(width: 200, height: 30))
        #expect(result.frame(of: frame.children[0].id)?.origin == Point(x: 0, y: 7))
    }

    @Test func defaultPaddingIsSixteenPoints() {
        let t = Tree()
        let padded = t.padding(16, t.frame(width: 10, height: 10, t.color()))
        #expect(engine.sizeThatFits(padded, .unspecified) == Size(width: 42, height: 42))
    }

    @Test func textWrapsToTheWidthOfferedAndIsAsWideAsItsWidestLine() {
        // A body line is 16 points tall on a Mac; text offered less than its
        // ideal width wraps at spaces.
        let t = Tree()
        let sentence = "The quick brown fox jumps over the lazy dog"
        let text = t.text(sentence)
        let size = engine.sizeThatFits(text, ProposedSize(width: 150, height: nil))
        // "The quick brown fox" / "jumps over the lazy dog": two lines.
        #expect(size.height == 32)
        #expect(size.width == max(bodyWidth("The quick brown fox"), bodyWidth("jumps over the lazy dog")))
        #expect(engine.sizeThatFits(text, .unspecified) == Size(width: bodyWidth(sentence), height: 16))
    }

    @Test func aLineLimitAndTheHeightOfferedCapTheLines() {
        let t = Tree()
        let text = t.text("The quick brown fox jumps over the lazy dog", [.lineLimit: .number(1)])
        #expect(engine.sizeThatFits(text, ProposedSize(width: 150, height: nil)) == Size(width: 150, height: 16))
        let free = t.text("The quick brown fox jumps over the lazy dog")
        #expect(engine.sizeThatFits(free, ProposedSize(width: 150, height: 40)).height == 32)
    }

    @Test func textStylesHaveMacOSLineHeights() {
        // Apple's Human Interface Guidelines, typography, macOS: large title
        // 26/32, title 22/26, headline 13/16 bold, caption 10/13.
        let t = Tree()
        #expect(engine.sizeThatFits(t.text("A", font: .system(.largeTitle)), .unspecified).height == 32)
        #expect(engine.sizeThatFits(t.text("A", font: .system(.title)), .unspecified).height == 26)
        #expect(engine.sizeThatFits(t.text("A", font: .system(.caption)), .unspecified).height == 13)
        let headline = engine.sizeThatFits(t.text("Breakfast", font: .system(.headline)), .unspecified).width
        #expect(headline == TextMeasurer.shared.width(of: "Breakfast", in: TextFont(size: 13, weight: 700)))
    }

    @Test func fixedSizeKeepsTheIdealWidthInANarrowFrame() {
        // `fixedSize()`: "the view takes its ideal size", text does not wrap.
        let t = Tree()
        let sentence = "The quick brown fox"
        let text = t.text(sentence, [.fixedSize: "both"])
        let result = engine.layout(t.root(t.frame(width: 50, height: 100, text)), in: Size(width: 400, height: 300))
        #expect(result.frame(of: text.id)?.size == Size(width: bodyWidth(sentence), height: 16))
    }

    @Test func aspectRatioFitsAndFills() {
        // `aspectRatio(2, contentMode: .fit)` in 300 by 300: 300 by 150;
        // `.fill`: 600 by 300.
        let t = Tree()
        let fit = t.color([.aspectRatio: .number(2), .contentMode: "fit"])
        let fill = t.color([.aspectRatio: .number(2), .contentMode: "fill"])
        #expect(engine.sizeThatFits(fit, ProposedSize(width: 300, height: 300)) == Size(width: 300, height: 150))
        #expect(engine.sizeThatFits(fill, ProposedSize(width: 300, height: 300)) == Size(width: 600, height: 300))
    }
}
