import Foundation
import ProsceniumText
import Testing
@testable import ProsceniumWeb

/// The SF Symbols table: its size, that every icon it names is in the
/// installed font, its fallbacks, and what the page is sent.
@Suite struct SymbolCatalogTests {
    /// The font's icon names, from the Debian package's own list.
    static let fontNames: Set<String>? = {
        let list = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
        guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { return nil }
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
            names.insert(String(trimmed[trimmed.index(after: trimmed.startIndex)..<end]))
        }
        return names
    }()

    @Test func atLeastThreeHundredNamesMapToIconsTheFontHas() throws {
        let catalog = SymbolCatalog.shared
        #expect(catalog.ligatures.count >= 300)
        guard let fontNames = Self.fontNames else {
            Issue.record("fonts-material-design-icons-iconfont is not installed (Scripts/test.sh installs it)")
            return
        }
        let unknown = Set(catalog.ligatures.values).subtracting(fontNames)
        #expect(unknown.isEmpty, "icons the font lacks: \(unknown.sorted())")
        let unknownForms = Set(catalog.filledForms.keys).union(catalog.filledForms.values).subtracting(fontNames)
        #expect(unknownForms.isEmpty, "filled forms the font lacks: \(unknownForms.sorted())")
        // Outline and filled variants are different icons, as in SF Symbols.
        #expect(catalog.ligature(for: "heart") == "favorite_border")
        #expect(catalog.ligature(for: "heart.fill") == "favorite")
        #expect(catalog.ligature(for: "star") != catalog.ligature(for: "star.fill"))
    }

    @Test func variantsWithoutTheirOwnEntryFallBackToTheirBase() {
        let catalog = SymbolCatalog.shared
        #expect(catalog.ligature(for: "folder.circle.fill") == "folder")
        #expect(catalog.ligature(for: "gear.circle") == "settings")
        #expect(catalog.ligature(for: "trash.square.fill") == "delete_outline")
        #expect(catalog.ligature(for: "wifi.slash.circle") == "wifi_off")
        #expect(catalog.ligature(for: "no.such.symbol") == nil)
        #expect(catalog.ligature(for: "heart.slash.fill.extra") == nil)
    }

    @Test func variantsAreComposedFromTheirLongestListedBase() throws {
        let catalog = SymbolCatalog.shared
        let ring = try #require(catalog.drawing(for: "chevron.up.circle"))
        #expect(ring.base == "chevron.up" && ring.enclosure == .circle && !ring.isFilled && ring.isComposed)
        let square = try #require(catalog.drawing(for: "chevron.up.square.fill"))
        #expect(square.enclosure == .square && square.isFilled && square.ligature == "expand_less")
        let slashed = try #require(catalog.drawing(for: "cart.slash.circle.fill"))
        #expect(slashed.base == "cart" && slashed.isSlashed && slashed.enclosure == .circle && slashed.isFilled)
        let badged = try #require(catalog.drawing(for: "calendar.rectangle.fill.badge.minus"))
        #expect(badged.base == "calendar" && badged.enclosure == .rectangle && badged.badge == .minus)
        #expect(catalog.drawing(for: "cart.rectangle.portrait")?.enclosure == .rectanglePortrait)
        // A listed base is used as it is: `wifi.slash` is the font's own `wifi_off`.
        #expect(catalog.drawing(for: "wifi.slash.circle")?.isSlashed == false)
        // `.fill` alone is the base's filled form where the font has one.
        #expect(catalog.drawing(for: "info.fill")?.ligature == "info")
        #expect(catalog.drawing(for: "pencil.fill")?.ligature == "edit")
        #expect(catalog.likeness(of: "star") == .own)
        #expect(catalog.likeness(of: "chevron.up.circle") == .composed)
        #expect(catalog.likeness(of: "no.such.symbol") == .placeholder)
        #expect(catalog.likeness(of: "slash") == .placeholder)
    }

    @Test func variableLayersAreReadAndSentToThePage() throws {
        let catalog = SymbolCatalog(table: "wifi wifi", variableLayers: """
            wifi 12,20 - 5.6 11.3 16.5
            speaker.wave.3 9,12 x<13 8 12.5
            chart.bar x - 9.25 14.75 20
            bad x r<3 4
            unsorted x - 5 4
            """)
        #expect(catalog.variableLayers.keys.sorted() == ["chart.bar", "speaker.wave.3", "wifi"])
        let module = catalog.clientModule
        #expect(module.contains(#""speaker.wave.3":{"centre":[9,12],"keep":["x",13],"edges":[8,12.5]}"#))
        #expect(module.contains(#""chart.bar":{"centre":null,"keep":null,"edges":[9.25,14.75,20]}"#))
        // Every variable symbol is one the page draws with its own glyph.
        for name in SymbolCatalog.shared.variableLayers.keys {
            #expect(SymbolCatalog.shared.likeness(of: name) == .own, "\(name)")
        }
        #expect(SymbolCatalog.shared.variableLayers.count >= 10)
    }

    @Test func thePageIsSentTheSameTable() throws {
        let module = SymbolCatalog(table: "star star_border\nstar.fill star\nbad line here",
                                   filledForms: "star_border star", multicolors: "star.fill yellow\nheart red - green").clientModule
        #expect(module.contains(#"export const SYMBOL_LIGATURES = {"star":"star_border","star.fill":"star"};"#))
        #expect(module.contains(#"export const SYMBOL_FILLED = {"star_border":"star"};"#))
        #expect(module.contains(##"export const SYMBOL_MULTICOLOR = {"heart":["#ff3b30",null,"#34c759"],"star.fill":["#ffcc00"]};"##))
        var assets = ClientAssets()
        assets.addSymbols(.shared, font: Data([1, 2, 3]))
        #expect(assets["symbols.js"]?.contentType.hasPrefix("text/javascript") == true)
        #expect(assets["symbols.woff2"]?.contentType == "font/woff2")
        var without = ClientAssets()
        without.addSymbols(.shared, font: nil)
        #expect(without["symbols.woff2"] == nil && without["symbols.js"] != nil)
    }

    @Test func anUnknownNameIsLoggedOnce() {
        let log = SymbolMissLog()
        log.note("star.fill")
        log.note("made.up.symbol")
        log.note("made.up.symbol")
        log.note("")
        #expect(log.names == ["made.up.symbol"])
    }
}
