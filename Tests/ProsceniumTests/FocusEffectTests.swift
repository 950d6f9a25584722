import Testing
import Proscenium
import ProsceniumHost
import ProsceniumTesting

private struct EffectReader: View {
    @Environment(\.isFocusEffectEnabled) var enabled
    var body: some View { Text(enabled ? "rings" : "no rings") }
}

/// `focusEffectDisabled(_:)` (the outer one wins) and `hoverEffect(_:)`.
@MainActor @Suite struct FocusEffectTests {
    @Test func anOuterFocusEffectDisabledWinsOverAnInnerOne() throws {
        let ui = ViewHarness(VStack {
            VStack {
                EffectReader().focusEffectDisabled(false)
                Button("Press") {}
            }
            .focusEffectDisabled()
            EffectReader()
            VStack { EffectReader().focusEffectDisabled() }.focusEffectDisabled(false)
        })
        let stacks = ui.all(.vstack)
        #expect(stacks[1].attributes[.focusEffect] == "none")
        #expect(ui.all(.text).map(\.text) == ["no rings", "Press", "rings", "rings"])
        // Only where effects are off does the display hear of it.
        #expect(ui.all(.text).allSatisfy { $0.attributes[.focusEffect] == nil })
    }

    @Test func hoverEffectsNameTheirLook() throws {
        let ui = ViewHarness(VStack {
            Text("Card").hoverEffect(.lift)
            Text("Row").hoverEffect()
            Text("Off").hoverEffect(.highlight, isEnabled: false)
        })
        #expect(try ui.element(.text, "Card").attributes[.hoverEffect] == "lift")
        #expect(try ui.element(.text, "Row").attributes[.hoverEffect] == "highlight")
        #expect(try ui.element(.text, "Off").attributes[.hoverEffect] == nil)
    }
}
