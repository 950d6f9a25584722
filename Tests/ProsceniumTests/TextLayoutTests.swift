import Testing
import Proscenium
import ProsceniumTesting

@MainActor @Suite struct TextLayoutTests {
    @Test func spacingAndCaseReachEveryTextBelow() throws {
        struct CaseReport: View {
            @Environment(\.textCase) private var textCase
            @Environment(\.lineSpacing) private var lineSpacing
            var body: some View { Text("case \(textCase == .uppercase ? "upper" : "none") \(Int(lineSpacing))") }
        }
        let ui = ViewHarness(VStack {
            VStack {
                Text("Spaced")
                CaseReport()
            }
            .lineSpacing(6)
            .textCase(.uppercase)
            Text("Kerned").kerning(1.5)
            Text("Tracked").kerning(1).tracking(3)
            Text("Raised").baselineOffset(4)
            Text("Plain")
        })
        let spaced = try ui.element(.text, "Spaced")
        #expect(spaced.length(.lineSpacing) == 6)
        #expect(spaced.attributes[.textCase] == "uppercase")
        #expect(ui.find(.text, "case upper 6") != nil)
        #expect(try ui.element(.text, "Kerned").length(.letterSpacing) == 1.5)
        #expect(try ui.element(.text, "Tracked").length(.letterSpacing) == 3)
        #expect(try ui.element(.text, "Raised").length(.baselineOffset) == 4)
        let plain = try ui.element(.text, "Plain")
        for key in [AttributeKey.lineSpacing, .letterSpacing, .baselineOffset, .textCase] {
            #expect(plain.attributes[key] == nil)
        }
    }
}
