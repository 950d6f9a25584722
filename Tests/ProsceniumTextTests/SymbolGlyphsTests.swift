import Testing
@testable import ProsceniumText

/// SF Symbols names resolve to the Material Icons ligature the page draws,
/// and the font shapes that ligature into one glyph with an outline.
@Suite struct SymbolGlyphsTests {
    @Test func namesResolveToTheirOwnLigatureOrTheirBasesForm() {
        #expect(SymbolGlyphs.drawing(for: "star")?.ligature == "star_border")
        #expect(SymbolGlyphs.drawing(for: "star.fill")?.ligature == "star")
        // Not listed: the base's icon (the page adds the circle around it).
        #expect(SymbolGlyphs.drawing(for: "folder.circle")?.ligature == "folder")
        #expect(SymbolGlyphs.drawing(for: "no.such.symbol") == nil)
    }

    @Test func aLigatureIsOneGlyphWithAnOutline() throws {
        let face = try #require(SymbolGlyphs.face, "fonts-material-design-icons-iconfont is installed")
        let glyphs = face.glyphs(of: "star_border", size: 24).glyphs
        #expect(glyphs.count == 1)
        let outline = face.outline(of: try #require(glyphs.first).glyph, size: 24)
        #expect(outline.count > 4)
        // Drawn in the 24-point em box, above the baseline (y up is negative).
        for case let .line(x, y) in outline { #expect(x >= 0 && x <= 24 && y <= 0 && y >= -24) }
    }

    @Test func anUnlistedVariantIsItsBaseInTheShapeItNames() throws {
        let star = try #require(SymbolGlyphs.drawing(for: "star"))
        #expect(star.enclosure == nil && !star.isFilled && star.ligature == "star_border")
        let square = try #require(SymbolGlyphs.drawing(for: "star.square"))
        #expect(square.enclosure == .square && !square.isFilled && square.ligature == "star_border")
        let filled = try #require(SymbolGlyphs.drawing(for: "star.square.fill"))
        #expect(filled.enclosure == .square && filled.isFilled && filled.ligature == "star_border")
        #expect(SymbolGlyphs.drawing(for: "star.rectangle.portrait")?.enclosure == .rectanglePortrait)
        // Listed names are their own ligature, whatever their parts say.
        let listed = try #require(SymbolGlyphs.drawing(for: "folder.circle"))
        #expect(listed.enclosure == nil && !listed.isFilled && listed.ligature == "folder")
        #expect(SymbolGlyphs.drawing(for: "no.such.thing.circle") == nil)
    }
}
