import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct SymbolStage: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation { shown.toggle() } }
            if shown { Image(systemName: "star").transition(.symbolEffect(.appear)) }
        }
    }
}

@MainActor @Suite struct SymbolEffectTransitionTests {
    @Test func symbolsScaleInAndOutOfView() throws {
        let ui = ViewHarness(SymbolStage())
        try ui.click(.button, "Toggle")
        let shown = try #require(ui.motion.insertions.last)
        let hidden = TransitionValue.combined([
            .fade(opacity: 0), .transform(TransformValue([.scale(x: 0.3, y: 0.3, anchor: .center)])),
        ])
        #expect(shown.transition?.insertion == hidden)
        try ui.click(.button, "Toggle")
        #expect(ui.motion.removals.last?.transition?.removal == hidden)
    }
}
