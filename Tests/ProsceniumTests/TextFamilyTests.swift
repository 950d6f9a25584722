import Foundation
import ProsceniumHost
import Testing
import Proscenium
import ProsceniumTesting

/// Text and fonts: attributed strings' spacing attributes, the typesetting
/// language, and the cases and literal types SwiftUI declares.
@MainActor @Suite struct TextFamilyTests {
    @Test func attributedRunsKeepTheirKerningTrackingAndBaselineOffset() throws {
        var string = AttributedString("Spaced")
        string.tracking = 2
        var raised = AttributedString("Raised")
        raised.baselineOffset = 4
        raised.kern = -1
        let ui = ViewHarness(VStack {
            Text(string)
            Text(raised)
        })
        let spaced = try ui.element(.text, "Spaced")
        #expect(spaced.attributes[.letterSpacing] == .length(2))
        let lifted = try ui.element(.text, "Raised")
        #expect(lifted.attributes[.baselineOffset] == .length(4))
        #expect(lifted.attributes[.letterSpacing] == .length(-1))
        #expect(AttributeScopes.SwiftUIAttributes.TrackingAttribute.name == "SwiftUI.Tracking")
    }

    @Test func theTypesettingLanguageIsTheElementsLanguage() throws {
        let ui = ViewHarness(VStack {
            Text("直").typesettingLanguage(Locale.Language(identifier: "ja"))
            Text("直").typesettingLanguage(.explicit(Locale.Language(identifier: "zh-Hant-TW"))) + Text(" ok")
            Text("auto").typesettingLanguage(.automatic)
            Text("off").typesettingLanguage(Locale.Language(identifier: "ko"), isEnabled: false)
            VStack { Text("inside") }.typesettingLanguage(Locale.Language(identifier: "fr"))
        })
        let texts = ui.all(.text)
        #expect(texts[0].attributes[.language] == "ja")
        #expect(texts[1].attributes[.language] == "zh-TW", "a concatenation keeps its part's language")
        #expect(ui.find(.text, "auto")?.attributes[.language] == nil)
        #expect(ui.find(.text, "off")?.attributes[.language] == nil)
        #expect(ui.all(.vstack).last?.attributes[.language] == "fr")
    }

    @Test func casesAndLiteralTypesAreSwiftUIs() {
        #expect(Font.TextStyle.allCases.count == 11 && Font.TextStyle.allCases.first == .largeTitle)
        #expect(TextAlignment.allCases == [.leading, .center, .trailing])
        let key: LocalizedStringKey = "plain"
        #expect(key == LocalizedStringKey("plain"))
        #expect(LocalizedStringKey.StringLiteralType.self == String.self)
        let reasons: RedactionReasons = [.placeholder, .privacy]
        #expect(reasons.contains(.privacy))
    }

    @Test func speechModifiersLeaveTheTextAsItIs() throws {
        let ui = ViewHarness(VStack {
            Text("Code").speechSpellsOutCharacters().speechAdjustedPitch(0.5)
            Text("Punctuation").speechAlwaysIncludesPunctuation().speechAnnouncementsQueued()
        }.speechSpellsOutCharacters())
        #expect(ui.find(.text, "Code")?.attributes.isEmpty == true)
        #expect(ui.find(.text, "Punctuation")?.attributes.isEmpty == true)
    }
}
