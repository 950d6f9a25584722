import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Draws a button as its label with a caption that shows the pressed state,
/// and reads whether it is enabled, as real styles do.
private struct CaptionButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(configuration.isPressed ? "pressed" : "idle")
            Text(isEnabled ? "enabled" : "disabled")
        }
    }
}

/// Triggers only through a standard button it wraps with a caption.
private struct WrappingPrimitiveStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text("Wrapped")
            Button(configuration)
        }
    }
}

private struct FlipToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isOn ? "ON" : "OFF")
            Button("Flip") { configuration.isOn.toggle() }
        }
    }
}

private struct TitleFirstLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

private struct Counter<Style: ButtonStyle>: View {
    let style: Style
    var disabled = false
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }.buttonStyle(style).disabled(disabled)
        }
    }
}

private struct PrimitiveCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }.buttonStyle(WrappingPrimitiveStyle()).buttonStyle(.bordered)
        }
    }
}

private struct Switchable: View {
    @State private var on = false
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $on).toggleStyle(FlipToggleStyle())
            Text(on ? "state on" : "state off")
        }
    }
}

@MainActor @Suite struct ControlStyleTests {
    @Test func builtInStylesAreNamedOnTheElement() throws {
        let ui = ViewHarness(VStack {
            Button("Go") {}.buttonStyle(.borderedProminent)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Default") {}
            Label("Star", systemImage: "star").labelStyle(.iconOnly)
            Toggle("On", isOn: .constant(true)).toggleStyle(.switch)
        }.buttonStyle(.link))
        #expect(try ui.element(.button, "Go").attributes[.style] == "borderedProminent")
        #expect(try ui.element(.button, "Plain").attributes[.style] == "plain")
        #expect(try ui.element(.button, "Default").attributes[.style] == "link")
        #expect(ui.all(.label).first?.attributes[.style] == "iconOnly")
        #expect(ui.all(.toggle).first?.attributes[.style] == "switch")
    }

    @Test func customButtonStyleDrawsTheButtonAndKeepsItsAction() throws {
        let ui = ViewHarness(Counter(style: CaptionButtonStyle()))
        let button = try ui.element(.button, "Add idle enabled")
        #expect(button.attributes[.style] == "custom")
        #expect(button.attributes[.pressable] == true)
        try ui.send(HostEvent(kind: .change, target: button.id, value: "press"))
        #expect(ui.find(.text, "pressed") != nil)
        try ui.send(HostEvent(kind: .change, target: button.id, value: "release"))
        try ui.click(.button, "Add idle enabled")
        #expect(ui.find(.text, "Count: 1") != nil)
        #expect(ui.find(.text, "idle") != nil)
    }

    @Test func customButtonStyleSeesTheEnvironmentAndDisabledButtonsDoNothing() throws {
        let ui = ViewHarness(Counter(style: CaptionButtonStyle(), disabled: true))
        let button = try ui.element(.button, "Add idle disabled")
        try ui.send(HostEvent(kind: .click, target: button.id))
        #expect(ui.find(.text, "Count: 0") != nil)
    }

    @Test func primitiveButtonStyleDecidesWhatTriggers() throws {
        let ui = ViewHarness(PrimitiveCounter())
        #expect(ui.find(.text, "Wrapped") != nil)
        // The style's standard button takes the built-in style around it.
        let inner = try ui.element(.button, "Add")
        #expect(inner.attributes[.style] == "bordered")
        try ui.click(.button, "Add")
        #expect(ui.find(.text, "Count: 1") != nil)
    }

    @Test func customToggleStyleSwitchesThroughTheBinding() throws {
        let ui = ViewHarness(Switchable())
        #expect(ui.all(.toggle).isEmpty)
        #expect(ui.find(.text, "OFF") != nil)
        try ui.click(.button, "Flip")
        #expect(ui.find(.text, "ON") != nil)
        #expect(ui.find(.text, "state on") != nil)
    }

    @Test func customLabelStyleArrangesTitleAndIcon() throws {
        let ui = ViewHarness(Label("Star", systemImage: "star").labelStyle(TitleFirstLabelStyle()))
        #expect(ui.all(.label).isEmpty)
        let row = try #require(ui.all(.hstack).first)
        #expect(row.children.map(\.tag) == [.text, .image])
    }
}
