import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Squeezed: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}

private struct RepeatReader: View {
    @Environment(\.buttonRepeatBehavior) private var behavior
    var body: some View { Text(behavior == .enabled ? "repeats" : "once") }
}

@MainActor @Suite struct ButtonRepeatBehaviorTests {
    /// Only `.enabled` has the display repeat a held button's clicks (the
    /// browser test holds one down); `.automatic` and `.disabled` act once, as a Mac's buttons do.
    @Test func enabledButtonsAskTheDisplayToRepeat() throws {
        let ui = ViewHarness(VStack {
            Button("Faster") {}.buttonRepeatBehavior(.enabled)
            Button("Plain") {}
            Button("Never") {}.buttonRepeatBehavior(.disabled)
            Button("Styled") {}.buttonStyle(Squeezed()).buttonRepeatBehavior(.enabled)
            VStack { RepeatReader() }.buttonRepeatBehavior(.enabled)
            RepeatReader()
        })
        #expect(try ui.element(.button, "Faster").attributes[.repeats] == true)
        #expect(try ui.element(.button, "Plain").attributes[.repeats] == nil)
        #expect(try ui.element(.button, "Never").attributes[.repeats] == nil)
        #expect(ui.all(.button).first { $0.attributes[.style] == "custom" }?.attributes[.repeats] == true)
        #expect(ui.find(.text, "repeats") != nil && ui.find(.text, "once") != nil)
    }

    /// Each click the display repeats runs the action; a repeating custom-styled
    /// button stays pressed between them until the display says it was let go.
    @Test func eachRepeatedClickActsAndTheButtonStaysPressed() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Count \(count)")
                    Button("Up") { count += 1 }.buttonStyle(Squeezed()).buttonRepeatBehavior(.enabled)
                }
            }
        }
        let ui = ViewHarness(Counter())
        let button = try #require(ui.all(.button).first)
        try ui.send(HostEvent(kind: .change, target: button.id, value: "press"))
        for _ in 0..<3 { try ui.send(HostEvent(kind: .click, target: button.id)) }
        #expect(ui.find(.text, "Count 3") != nil)
        #expect(ui.all(.button).first?.allElements().contains { $0.attributes[.opacity] == .number(0.5) } == true,
                "the button stays pressed while held")
        try ui.send(HostEvent(kind: .change, target: button.id, value: "release"))
        #expect(ui.all(.button).first?.allElements().contains { $0.attributes[.opacity] == .number(0.5) } == false)
    }
}
