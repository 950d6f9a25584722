import Foundation
import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// The web display writes the render tree's typed values as the CSS the
/// browser client has always read: the strings the core used to write itself.
@Suite struct AttributeCSSTests {
    @Test func coloursAreTheClientsPaletteAndSwiftUIsLightValues() {
        #expect(AttributeCSS.css(.primary) == "var(--primary)")
        #expect(AttributeCSS.css(.secondary) == "var(--secondary)")
        #expect(AttributeCSS.css(.tertiary) == "var(--tertiary)")
        #expect(AttributeCSS.css(.accent) == "var(--accent)")
        #expect(AttributeCSS.css(.windowBackground) == "var(--background)")
        #expect(AttributeCSS.css(.red) == "#ff3b30")
        #expect(AttributeCSS.css(.blue) == "#007aff")
        #expect(AttributeCSS.css(.green) == "#34c759")
        #expect(AttributeCSS.css(.black) == "black")
        // Its hex, as the other named colours: the client keeps no colour table of its own.
        #expect(AttributeCSS.css(.gray) == "#8e8e93")
        #expect(AttributeCSS.css(.clear) == "transparent")
        #expect(AttributeCSS.css(ColorValue(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33))) == "rgba(0, 0, 0, 0.33)")
        #expect(AttributeCSS.css(ColorValue(RGBA(red: 1, green: 0.5, blue: 0))) == "rgba(255, 128, 0, 1.0)")
        #expect(AttributeCSS.css(ColorValue.red.opacity(0.5)) == "color-mix(in srgb, #ff3b30 50%, transparent)")
        #expect(AttributeCSS.css(ColorValue(.asset("teal"))) == "teal")
    }

    @Test func fontsAreStyleNamesOrSystemSpecs() {
        #expect(AttributeCSS.fontName(FontValue(style: .title)) == "title")
        #expect(AttributeCSS.fontName(FontValue(size: 20)) == "system:20:400")
        #expect(AttributeCSS.fontName(FontValue(size: 12, weight: .bold, design: .monospaced)) == "system:12:700:monospaced")
        // A style keeps its own weight (a headline's is semibold) unless one is given.
        #expect(AttributeCSS.fontName(FontValue(style: .body, isItalic: true)) == "system:body::italic")
        #expect(AttributeCSS.fontName(FontValue(style: .largeTitle, weight: .bold)) == "system:largeTitle:700")
        #expect(AttributeCSS.fontName(FontValue(size: 17.5)) == "system:17.5:400")
    }

    @Test func customFamiliesWidthsCapsAndDigitsAreExtras() {
        #expect(AttributeCSS.fontName(FontValue(size: 14, family: "Helvetica Neue", scaling: .body))
            == "system:14:400:family=Helvetica%20Neue:relative=body")
        #expect(AttributeCSS.fontName(FontValue(size: 30, family: "Menlo")) == "system:30:400:family=Menlo")
        #expect(AttributeCSS.fontName(FontValue(style: .title, width: -0.2, smallCaps: .all, monospacedDigits: true))
            == "system:title::width=-0.2:caps=all:digits=monospaced")
        #expect(AttributeCSS.fontName(FontValue(style: .body, leading: .loose)) == "system:body::leading=loose")
        // Standard leading and width are the font's own: nothing to say.
        #expect(AttributeCSS.fontName(FontValue(style: .body, width: 0, leading: .standard)) == "body")
    }

    @Test func drawingValuesAreWrittenInTheClientsOrder() {
        #expect(AttributeCSS.text(.border(BorderValue(color: .black, width: 2))) == "black 2")
        #expect(AttributeCSS.text(.shadow(ShadowValue(color: ColorValue(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)),
                                                      radius: 4, x: 0, y: 2))) == "0 2 4 rgba(0, 0, 0, 0.33)")
        #expect(AttributeCSS.text(.gridTracks([.fixed(80), .flexible(minimum: 10, maximum: .infinity),
                                               .flexible(minimum: 20, maximum: 60)]))
            == "80px minmax(10px, 1fr) minmax(20px, 60px)")
        #expect(AttributeCSS.text(.gridTracks([.adaptive(minimum: 50, maximum: .infinity)]))
            == "repeat(auto-fill, minmax(50px, 1fr))")
        let triangle = ShapePath([.move(to: .init(x: 50, y: 0)), .line(to: .init(x: 100, y: 100)),
                                  .line(to: .init(x: 0, y: 100)), .closeSubpath])
        #expect(AttributeCSS.text(.path(triangle)) == "M 50 0 L 100 100 L 0 100 Z")
        #expect(AttributeCSS.text("plain") == "plain")
    }

    /// Both of the encoder's paths (hand-written updates, JSONEncoder for the
    /// rest) write typed values as CSS text.
    @Test func bothEncodingPathsWriteCSS() throws {
        let element = RenderElement(id: ElementID(2), tag: .text, attributes: [.foreground: .color(.red)], text: "Hi")
        let encoder = WireEncoder()
        let update = try encoder.encode(.update(DisplayUpdate(changes: [
            .patch(SurfaceID("w"), [.insert(parent: ElementID(1), before: nil, element: element),
                                    .setAttribute(id: ElementID(2), name: .font, value: .font(FontValue(style: .headline)))]),
        ])))
        #expect(update.contains(##""foreground":"#ff3b30""##))
        #expect(update.contains(#""name":"font","value":"headline""#))
        let snapshot = try encoder.encode(.snapshot([Surface(id: SurfaceID("w"), attributes: SurfaceAttributes(kind: .window, title: "T"),
                                                             root: element)]))
        #expect(snapshot.contains(##""foreground":"#ff3b30""##))
        #expect(snapshot.contains(#""tag":"text""#))
    }
}
