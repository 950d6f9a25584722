import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct Piles: View {
    var body: some View {
        HStack {
            VStack { Button("Seat 1") {} }
            VStack { Button("Pile A") {} }
                .focusSection()
                .accessibilityIdentifier("piles")
        }
    }
}

@MainActor @Suite struct FocusSectionTests {
    @Test func aFocusSectionMarksItsContainerAndNothingElse() throws {
        let ui = ViewHarness(Piles())
        let sections = ui.elements.filter { $0.attributes[.focusSection] == true }
        #expect(sections.count == 1)
        #expect(sections.first?.attributes[.identifier] == "piles")
        #expect(sections.first?.find(.button, "Pile A") != nil)
        #expect(sections.first?.find(.button, "Seat 1") == nil)
    }
}
