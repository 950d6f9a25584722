import Testing
@testable import ProsceniumText

/// SF Symbols names resolve to the Material Icons ligature the page draws,
/// and the font shapes that ligature into one glyph with an outline.
@Suite struct SymbolGlyphsTests {
    @Test func namesResolveToTheirOwnLigatureOrTheirBasesForm() {
        #expect(SymbolGlyphs.ligature(for: "star") == "star_border")
        #expect(SymbolGlyphs.ligature(for: "star.fill") == "star")
        // Not listed: the base's icon (the page adds the circle around it).
        #expect(SymbolGlyphs.ligature(for: "folder.circle") == "folder")
        #expect(SymbolGlyphs.ligature(for: "no.such.symbol") == nil)
    }

    @Test func aLigatureIsOneGlyphWithAnOutline() throws {
        let face = try #require(SymbolGlyphs.face, "fonts-material-design-icons-iconfont is installed")
        let glyphs = face.glyphs(of: "star_border", size: 24)
        #expect(glyphs.count == 1)
        let outline = face.outline(of: try #require(glyphs.first).glyph, size: 24)
        #expect(outline.count > 4)
        // Drawn in the 24-point em box, above the baseline (y up is negative).
        for case let .line(x, y) in outline { #expect(x >= 0 && x <= 24 && y <= 0 && y >= -24) }
    }

    @Test func anUnlistedVariantIsItsBaseInTheShapeItNames() throws {
        #expect(SymbolGlyphs.drawing(for: "star") == .init(enclosure: nil, filled: false, ligature: "star_border"))
        #expect(SymbolGlyphs.drawing(for: "star.square") == .init(enclosure: "square", filled: false, ligature: "star_border"))
        #expect(SymbolGlyphs.drawing(for: "star.square.fill") == .init(enclosure: "square", filled: true, ligature: "star_border"))
        #expect(SymbolGlyphs.drawing(for: "star.rectangle.portrait")?.enclosure == "rectangle.portrait")
        // Listed names are their own ligature, whatever their parts say.
        #expect(SymbolGlyphs.drawing(for: "folder.circle") == .init(enclosure: nil, filled: false, ligature: "folder"))
        #expect(SymbolGlyphs.drawing(for: "no.such.thing.circle") == nil)
    }
}
