import Testing
import Proscenium
import ProsceniumTesting

/// A custom modifier with state of its own, kept per modified view.
private struct TapCounter: ViewModifier {
    @State private var taps = 0
    let label: String
    func body(content: Content) -> some View {
        VStack {
            content
            Button("\(label) tapped \(taps)") { taps += 1 }
        }
    }
}

private struct Modified: View {
    var body: some View {
        VStack {
            Text("first").modifier(TapCounter(label: "A"))
            Text("second").modifier(TapCounter(label: "B").concat(TapCounter(label: "C")))
        }
    }
}

@MainActor @Suite struct ViewModifierTests {
    @Test func customModifiersWrapTheirContentAndOwnTheirState() throws {
        let ui = ViewHarness(Modified())
        #expect(ui.find(.text, "first") != nil)
        try ui.click(.button, "A tapped 0")
        try ui.click(.button, "A tapped 1")
        try ui.click(.button, "C tapped 0")
        #expect(ui.find(.button, "A tapped 2") != nil)
        #expect(ui.find(.button, "B tapped 0") != nil, "each modifier has its own state")
        #expect(ui.find(.button, "C tapped 1") != nil)
    }
}
