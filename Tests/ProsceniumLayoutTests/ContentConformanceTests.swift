import ProsceniumHost
import ProsceniumText
import Testing
@testable import ProsceniumLayout

/// Symbols, labels, scroll views, geometry readers, `position`, tracking and
/// text case, with the documented behaviour each expected value follows.
@Suite struct ContentConformanceTests {
    let engine = LayoutEngine()
    let window = Size(width: 400, height: 300)

    @Test func aSymbolIsAsLargeAsItsFontAndResizableFillsItsFrame() {
        // A symbol "matches the size of the text around it": the page draws
        // it one em square, at the image scale's 0.8 or 1.3 em.
        let t = Tree()
        let symbol = t.element(.image, [.systemName: "star"])
        #expect(engine.sizeThatFits(symbol, .unspecified) == Size(width: 13, height: 13))
        let title = t.element(.image, [.systemName: "star", .font: .font(FontValue(style: .title))])
        #expect(engine.sizeThatFits(title, .unspecified).width == 22)
        let large = t.element(.image, [.systemName: "star", .imageScale: "large"])
        #expect(abs(engine.sizeThatFits(large, .unspecified).width - 16.9) < 1e-9)
        // `resizable()`: "the image resizes to fit the space available".
        let resizable = t.element(.image, [.systemName: "star", .resizable: true])
        let framed = t.frame(width: 32, height: 32, resizable)
        let result = engine.layout(t.root(framed), in: window)
        #expect(result.frame(of: resizable.id)?.size == Size(width: 32, height: 32))
    }

    @Test func symbolsAndPicturesOfKnownSizeArePlaced() {
        #expect(LayoutEngine.places(.image, [.systemName: "star"]))
        #expect(LayoutEngine.places(.image, [.asset: "photo", .naturalSize: "120 80"]))
        // A file whose header the app could not read: the page sizes it.
        #expect(!LayoutEngine.places(.image, [.asset: "photo"]))
    }

    @Test func aLabelSetsItsIconBesideItsTitle() {
        let t = Tree()
        let icon = t.element(.image, [.systemName: "star"])
        let title = t.text("Favourites")
        let label = t.element(.label, [:], [icon, title])
        let result = engine.layout(t.root(label), in: window)
        let titleWidth = TextMeasurer.shared.width(of: "Favourites", in: TextFont(size: 13))
        let frame = result.frame(of: label.id)
        #expect(frame?.width == 13 + 6 + titleWidth)
        #expect(result.frame(of: icon.id)?.origin == Point(x: 0, y: 1.5), "the 13-point icon centred on the 16-point line")
        #expect(result.frame(of: title.id)?.x == 19)
        // `.labelStyle(.titleOnly)`: the icon takes no room.
        let u = Tree()
        let only = u.element(.label, [.style: "titleOnly"], [u.element(.image, [.systemName: "star"]), u.text("Favourites")])
        #expect(engine.sizeThatFits(only, .unspecified).width == titleWidth)
    }

    @Test func aScrollViewTakesItsOfferAndItsContentItsIdealLength() {
        // A vertical ScrollView fills the space offered; its content is
        // proposed no height (its ideal) and the view's width.
        let t = Tree()
        let rows = (0..<30).map { t.text("Row \($0)") }
        let column = t.element(.vstack, [.alignment: .alignment(.center), .spacing: .length(0)], rows)
        let scroll = t.element(.scroll, [.axes: "vertical"], [column])
        let result = engine.layout(t.root(scroll), in: window)
        #expect(result.frame(of: scroll.id) == Rect(x: 0, y: 0, width: 400, height: 300))
        let content = result.frame(of: column.id)
        let height = content?.height ?? 0
        #expect(abs(height - 30 * 16) < 1e-9, "all the rows, past the bottom: \(height)")
        #expect(content?.y == 0, "from the top")
        // Narrower than the scroll view, the content is centred across it.
        #expect(content.map { abs($0.x - (400 - $0.width) / 2) < 1e-9 } == true)
        // Offered nothing, a scroll view is its content's size.
        #expect(engine.sizeThatFits(scroll, .unspecified).height == 30 * 16)
    }

    @Test func aGeometryReaderFillsItsOfferAndPutsItsContentAtTheTopLeading() {
        let t = Tree()
        let text = t.text("Hi")
        let reader = t.element(.geometry, [:], [text])
        let result = engine.layout(t.root(t.frame(width: 200, height: 100, reader)), in: window)
        #expect(result.frame(of: reader.id)?.size == Size(width: 200, height: 100))
        #expect(result.frame(of: text.id)?.origin == .zero)
    }

    @Test func positionCentresTheViewOnItsPoint() {
        // `position(x:y:)`: "the center of this view at the specified
        // coordinates in its parent's coordinate space".
        let t = Tree()
        let box = t.frame(width: 20, height: 10, t.color())
        var positioned = box
        positioned.attributes[.position] = "50 40"
        let filler = t.flexFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading, positioned)
        let result = engine.layout(t.root(t.frame(width: 100, height: 100, filler)), in: window)
        #expect(result.frame(of: positioned.id) == Rect(x: 40, y: 35, width: 20, height: 10))
        #expect(LayoutEngine.placesTree(t.root(filler)))
    }

    @Test func trackingWidensAndTextCaseChangesWhatIsMeasured() {
        let t = Tree()
        let plain = TextMeasurer.shared.width(of: "abc", in: TextFont(size: 13))
        let tracked = t.text("abc", [.letterSpacing: .length(2)])
        #expect(abs(engine.sizeThatFits(tracked, .unspecified).width - (plain + 6)) < 1e-9)
        let upper = t.text("abc", [.textCase: "uppercase"])
        let capitals = TextMeasurer.shared.width(of: "ABC", in: TextFont(size: 13))
        #expect(engine.sizeThatFits(upper, .unspecified).width == capitals)
    }

    @Test func monospacedDigitsGiveEveryDigitOneWidth() {
        // `monospacedDigit()`: "all digits have the same width".
        let t = Tree()
        let width = { (text: String, digits: Bool) in
            engine.sizeThatFits(t.text(text, digits ? [.monospacedDigits: true] : [:]), .unspecified).width
        }
        #expect(width("1111", true) == width("0000", true))
        #expect(width("1111", false) < width("0000", false), "Inter's proportional 1 is narrower")
    }
}
