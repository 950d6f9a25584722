import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct TouchBarTests {
    /// A browser has no Touch Bar: its content is accepted and shown nowhere,
    /// and the view it is on shows as it would without it.
    @Test func touchBarContentIsAcceptedAndNotShown() throws {
        let bar = TouchBar(id: "suits") {
            Button("Clubs") {}.touchBarItemPresence(.required("clubs"))
            Button("Hearts") {}.touchBarItemPrincipal().touchBarCustomizationLabel(Text("Hearts"))
        }
        let ui = ViewHarness(VStack {
            TextField("Demo", text: .constant("")).touchBar(bar)
            Text("Inline").touchBar { Button("Spades") {} }
            Text("Plain").touchBar(TouchBar { Button("Diamonds") {} })
        })
        #expect(ui.find(.textfield, "Demo") != nil && ui.find(.text, "Inline") != nil && ui.find(.text, "Plain") != nil)
        for title in ["Clubs", "Hearts", "Spades", "Diamonds"] { #expect(ui.find(.button, title) == nil) }
    }
}
