import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

/// Comes in turning and half faded from a quarter turn back, goes out
/// turning on, shrunk and moved down.
private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0.25)
            .rotationEffect(.degrees(phase.value * 90))
            .scaleEffect(phase == .didDisappear ? 0.5 : 1)
            .offset(y: phase == .didDisappear ? 20 : 0)
            .foregroundStyle(phase.isIdentity ? Color.red : Color.blue)
    }
}

private struct Stage: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown {
                Text("Dancer").transition(Twirl())
            }
        }
    }
}

@MainActor @Suite struct CustomTransitionTests {
    @Test func aCustomTransitionComesInFromItsWillAppearPhaseAndGoesToItsDidDisappearOne() throws {
        let ui = ViewHarness(Stage())
        try ui.click(.button, "Toggle")
        let shown = try #require(ui.motion.insertions.last)
        #expect(shown.element.text == "Dancer")
        #expect(shown.animation == Animation.linear(duration: 1).value)
        #expect(shown.transition?.insertion == .combined([
            .fade(opacity: 0.25), .transform(TransformValue([.rotate(degrees: -90, anchor: .center)])),
        ]))
        // At .identity the view shows the body's modifiers: no fade, no turn, its colour.
        let dancer = try ui.element(.text, "Dancer")
        #expect(dancer.attributes[.opacity] == nil && dancer.transform == nil)
        #expect(dancer.foreground == .red)

        try ui.click(.button, "Toggle")
        let gone = try #require(ui.motion.removals.last)
        #expect(gone.element.text == "Dancer")
        #expect(gone.transition?.removal == .combined([
            .fade(opacity: 0.25), .offset(x: 0, y: 20),
            .transform(TransformValue([.scale(x: 0.5, y: 0.5, anchor: .center), .rotate(degrees: 90, anchor: .center)])),
        ]))
        #expect(ui.find(.text, "Dancer") == nil)
    }
}
