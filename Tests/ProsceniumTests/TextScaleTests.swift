import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct TextScaleTests {
    let size = CGSize(width: 400, height: 300)

    func font(_ ui: ViewHarness, _ text: String) throws -> FontValue? {
        guard case let .font(font)? = try ui.element(.text, text).attributes[.font] else { return nil }
        return font
    }

    @Test func secondaryTextIsDrawnOneStyleSmaller() throws {
        let ui = ViewHarness(VStack(alignment: .leading, spacing: 0) {
            Text("Main")
            Text("Aside").textScale(.secondary)
            Text("Kept").textScale(.secondary, isEnabled: false)
            Text("Titled").font(.title).textScale(.secondary)
            Text("Fixed").font(.system(size: 26)).textScale(.secondary)
            Text("Bold").font(.headline).textScale(.secondary)
        })
        #expect(try font(ui, "Aside") == FontValue(style: .callout))
        #expect(try font(ui, "Kept") == nil)
        #expect(try font(ui, "Titled") == FontValue(style: .title2))
        #expect(try font(ui, "Fixed")?.size == 24)
        // The headline keeps its weight on the smaller style.
        #expect(try font(ui, "Bold") == FontValue(style: .callout, weight: .bold))
        // Body 13 pt on a 16 pt line; callout 12 pt on 15.
        let main = try #require(ui.frame(of: try ui.element(.text, "Main"), in: size))
        let aside = try #require(ui.frame(of: try ui.element(.text, "Aside"), in: size))
        #expect(main.height == 16 && aside.height == 15)
    }

    @Test func theEnvironmentsScaleReachesTextsInside() throws {
        let ui = ViewHarness(VStack {
            Text("Inner").font(.title3)
            Text("Own").textScale(.default)
        }.textScale(.secondary))
        #expect(try font(ui, "Inner") == FontValue(style: .body))
        // A text's own scale wins.
        #expect(try font(ui, "Own") == nil)
    }

    @Test func theSmallestStylesShrinkByCalloutToBody() throws {
        let ui = ViewHarness(Text("Note").font(.caption).textScale(.secondary))
        let note = try #require(try font(ui, "Note"))
        #expect(note.style == nil && note.scaling == .caption && abs((note.size ?? 0) - 10 * 12 / 13) < 1e-9)
    }
}
