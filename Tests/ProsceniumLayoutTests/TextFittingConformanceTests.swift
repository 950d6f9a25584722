import ProsceniumHost
import ProsceniumText
import Testing
@testable import ProsceniumLayout

/// Text in several fonts (`Text + Text`), `lineSpacing` and
/// `minimumScaleFactor`, with the documented behaviour each expected value
/// follows. Widths come from the same HarfBuzz measurer the page agrees
/// with (`BrowserTests/test_text_metrics.py`).
@Suite struct TextFittingConformanceTests {
    let engine = LayoutEngine()
    let measurer = TextMeasurer.shared
    let window = Size(width: 400, height: 300)
    let body = TextFont(size: 13)
    let bold = TextFont(size: 13, weight: 700)

    @Test func aConcatenationMeasuresEachRunInItsOwnFont() {
        // `Text("Total: ") + Text("12").bold()`: "the resulting text keeps
        // the styles of each part"; each run is shaped in its own face.
        let t = Tree()
        let text = t.element(.text, [:], [t.element(.span, [:], text: "Total: "),
                                          t.element(.span, [.weight: "bold"], text: "12")])
        let expected = measurer.width(of: "Total: ", in: body) + measurer.width(of: "12", in: bold)
        #expect(engine.sizeThatFits(text, .unspecified) == Size(width: expected, height: 16))
        #expect(expected != measurer.width(of: "Total: 12", in: body), "the bold run is wider than the regular one")
        #expect(LayoutEngine.placesTree(t.root(text)))
    }

    @Test func aConcatenationWrapsAcrossItsRuns() {
        // Words break at spaces whichever run they are in.
        let t = Tree()
        let text = t.element(.text, [:], [t.element(.span, [:], text: "The quick brown "),
                                          t.element(.span, [.weight: "bold"], text: "fox jumps")])
        let first = measurer.width(of: "The quick brown", in: body)
        let second = measurer.width(of: "fox jumps", in: bold)
        let size = engine.sizeThatFits(text, ProposedSize(width: first + 20, height: nil))
        #expect(size == Size(width: max(first, second), height: 32))
    }

    @Test func aRunInALargerFontMakesItsLineTaller() {
        // The runs sit on one baseline: the line is as tall as the highest
        // part above it and the deepest below (the page's line box).
        let t = Tree()
        let text = t.element(.text, [:], [t.element(.span, [:], text: "a"),
                                          t.element(.span, [.font: .font(FontValue(style: .title))], text: "B")])
        let title = TextFont(size: 22)
        let bodyAscent = measurer.baseline(of: body, lineHeight: 16)
        let titleAscent = measurer.baseline(of: title, lineHeight: 26)
        let height = max(bodyAscent, titleAscent) + max(16 - bodyAscent, 26 - titleAscent)
        let size = engine.sizeThatFits(text, .unspecified)
        #expect(size.height == height)
        #expect(size.height >= 26)
        #expect(size.width == measurer.width(of: "a", in: body) + measurer.width(of: "B", in: title))
    }

    @Test func lineSpacingAddsItsPointsBetweenLinesOnly() {
        // `lineSpacing(_:)`: "the distance in points between the bottom of
        // one line fragment and the top of the next", so n lines are
        // n line heights and n - 1 spacings tall.
        let t = Tree()
        let long = "The quick brown fox jumps over the lazy dog"
        let plain = t.text(long)
        let spaced = t.text(long, [.lineSpacing: .length(10)])
        let offer = ProposedSize(width: 100, height: nil)
        let lines = engine.sizeThatFits(plain, offer).height / 16
        #expect(lines >= 3)
        #expect(engine.sizeThatFits(spaced, offer).height == lines * 16 + (lines - 1) * 10)
        // One line has no spacing.
        #expect(engine.sizeThatFits(t.text("One", [.lineSpacing: .length(10)]), .unspecified).height == 16)
        // The display draws it on 26-point lines, raised by half a spacing.
        let framed = t.frame(width: 100, spaced)
        let placement = engine.placement(of: t.root(framed), in: window)
        #expect(placement.frame(of: spaced.id)?.text
                == LayoutPlacement.TextFit(fontSize: 13, lineHeight: 26, shift: -5))
        #expect(placement.frame(of: plain.id)?.text == nil)
    }

    @Test func aTextShrinksToTheLargestSizeThatFitsDownToItsFactor() {
        // `minimumScaleFactor(_:)`: "the minimum percentage by which to
        // shrink the font to fit the text in the available space"; a line
        // that fits keeps its size.
        let t = Tree()
        let string = "Hello, world"
        let full = measurer.width(of: string, in: body)
        let offered = (full * 0.75).rounded()
        let shrinking = t.text(string, [.lineLimit: .number(1), .minimumScaleFactor: .number(0.5)])
        let framed = t.frame(width: offered, shrinking)
        let placement = engine.placement(of: t.root(framed), in: window)
        let fit = try? #require(placement.frame(of: shrinking.id)?.text)
        let scale = (fit?.fontSize ?? 0) / 13
        #expect(scale < 0.8 && scale > 0.7)
        #expect(measurer.width(of: string, in: TextFont(size: 13 * scale)) <= offered)
        #expect(measurer.width(of: string, in: TextFont(size: 13 * (scale + 0.01))) > offered,
                "a hundredth larger would not fit")
        #expect(fit?.lineHeight == 16 * scale && fit?.shift == 0)
        #expect(placement.frame(of: shrinking.id)?.height == 16 * scale)
        // Room enough: no shrinking.
        let roomy = t.text(string, [.lineLimit: .number(1), .minimumScaleFactor: .number(0.5)])
        #expect(engine.placement(of: t.root(t.frame(width: 300, roomy)), in: window).frame(of: roomy.id)?.text == nil)
        // Past the factor it stops shrinking and is cut at the width offered.
        let narrow = t.text(string, [.lineLimit: .number(1), .minimumScaleFactor: .number(0.5)])
        let cut = engine.placement(of: t.root(t.frame(width: (full * 0.3).rounded(), narrow)), in: window)
        #expect(cut.frame(of: narrow.id)?.text?.fontSize == 6.5)
        #expect(cut.frame(of: narrow.id)?.width == (full * 0.3).rounded())
    }

    @Test func aFittedTextWithARunInItsOwnFontIsLeftToTheDisplay() {
        // The display scales a text's font, not a run's own: such text keeps the CSS layout.
        let t = Tree()
        let text = t.element(.text, [.minimumScaleFactor: .number(0.5)],
                             [t.element(.span, [:], text: "a"), t.element(.span, [.font: .font(FontValue(style: .title))], text: "B")])
        #expect(LayoutEngine.unplacedReason(in: t.root(text)) != nil)
    }

    @Test func theWireCarriesATextsFit() {
        let fit = LayoutPlacement.TextFit(fontSize: 9.75, lineHeight: 22, shift: -3)
        let placement = LayoutPlacement(width: 100, height: 50, frames: [
            .init(id: ElementID(2), x: 1, y: 2, width: 30, height: 40, text: fit),
            .init(id: ElementID(3), x: 0, y: 0, width: 10, height: 10),
        ])
        #expect(placement.description == "100 50;2 1 2 30 40 9.75 22 -3;3 0 0 10 10")
        #expect(LayoutPlacement(wire: placement.description) == placement)
        #expect(LayoutPlacement(wire: "100 50;2 1 2 30 40 9.75") == nil, "a frame of six numbers is malformed")
    }
}
