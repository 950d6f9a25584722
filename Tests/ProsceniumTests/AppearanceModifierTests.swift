import Testing
import Proscenium
import ProsceniumTesting

@MainActor @Suite struct AppearanceModifierTests {
    @Test func symbolVariantsPickTheVariantSymbol() throws {
        let ui = ViewHarness(VStack {
            Image(systemName: "heart").symbolVariant(.fill)
            Image(systemName: "person").symbolVariant(.circle.fill)
            Image(systemName: "bell").symbolVariant(.slash)
            Image(systemName: "star.fill").symbolVariant(.fill)
            Image(systemName: "plus.fill").symbolVariant(.circle)
            VStack { Image(systemName: "gear").symbolVariant(.none) }.symbolVariant(.fill)
            Label("Inbox", systemImage: "tray").symbolVariant(.fill)
        })
        let names = ui.all(.image).compactMap { $0.attributes[.systemName]?.string }
        #expect(names == ["heart.fill", "person.circle.fill", "bell.slash", "star.fill", "plus.circle.fill", "gear",
                          "tray.fill"])
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
    }

    @Test func dynamicTypeSizeScalesTheSubtreeAndIsReadable() throws {
        struct Report: View {
            @Environment(\.dynamicTypeSize) private var size
            var body: some View { Text(size.isAccessibilitySize ? "accessible" : "regular") }
        }
        let ui = ViewHarness(VStack {
            Report().dynamicTypeSize(.accessibility2)
            VStack { Report() }.dynamicTypeSize(.xSmall)
            Report().dynamicTypeSize(...DynamicTypeSize.large)
            Report().dynamicTypeSize(.xxLarge).dynamicTypeSize(.xLarge ... .xxxLarge)
        })
        let texts = ui.all(.text)
        #expect(texts[0].text == "accessible")
        #expect(texts[0].attributes[.dynamicTypeSize] == "accessibility2")
        #expect(ui.all(.vstack)[1].attributes[.dynamicTypeSize] == "xSmall")
        #expect(texts[2].attributes[.dynamicTypeSize] == "large")
        // The outer range clamps the default up to xLarge; the inner size then wins.
        #expect(texts[3].attributes[.dynamicTypeSize] == "xxLarge")
        #expect(DynamicTypeSize.xSmall < .accessibility1)
    }
}
