import Testing
import Proscenium
import ProsceniumTesting

private struct TitleCounter: View {
    @State var count = 0
    var body: some View {
        Button("Clicked \(count)") { count += 1 }
    }
}

@MainActor @Suite struct InputComparisonTests {
    /// A button's fields after its action closure are inputs too: the runtime
    /// lists no fields past a closure, which must not make the button look unchanged.
    @Test func buttonTitleFollowsState() throws {
        let ui = ViewHarness(VStack { TitleCounter() })
        try ui.click(.button, "Clicked 0")
        try ui.click(.button, "Clicked 1")
        #expect(ui.find(.button, "Clicked 2") != nil)
    }
}
