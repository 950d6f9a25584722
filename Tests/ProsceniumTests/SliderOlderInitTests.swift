import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Sliders written in the older argument order, as older apps write them.
@available(*, deprecated)
private struct OlderSliders: View {
    @State var volume = 0.5
    @State var speed = 2.0
    @State var edits: [Bool] = []
    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1, onEditingChanged: { edits.append($0) }) { Text("Volume") }
            Slider(value: $speed, in: 0...10, step: 2, onEditingChanged: { edits.append($0) }) { Text("Speed") }
            Slider(value: $volume, onEditingChanged: { _ in }, minimumValueLabel: Text("Quiet"),
                   maximumValueLabel: Text("Loud")) { Text("Level") }
            Slider(value: $speed, in: 0...10, step: 5, onEditingChanged: { _ in }, minimumValueLabel: Text("Slow"),
                   maximumValueLabel: Text("Fast")) { Text("Pace") }
            Text("volume \(volume) speed \(speed) edits \(edits.map { $0 ? "begin" : "end" }.joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct SliderOlderInitTests {
    @Test func olderOrderSlidersBindStepAndCarryTheirLabels() throws {
        let ui = ViewHarness(OlderSliders())
        let sliders = ui.all(.slider)
        #expect(sliders.map { $0.attributes[.label]?.string } == ["Volume", "Speed", "Level", "Pace"])
        #expect(sliders[1].number(.step) == 2 && sliders[3].number(.step) == 5 && sliders[0].number(.step) == nil)
        let slots: [String] = sliders[2].children.compactMap { $0.attributes[.name]?.string }
        #expect(slots.contains("minimumValueLabel") && slots.contains("maximumValueLabel"))
        #expect(ui.find(.text, "Quiet") != nil && ui.find(.text, "Fast") != nil)
        try ui.send(HostEvent(kind: .change, target: sliders[0].id, value: "0.25"))
        try ui.send(HostEvent(kind: .change, target: sliders[1].id, value: "5.1"))
        #expect(ui.find(.text, "volume 0.25 speed 6.0 edits begin,end,begin,end") != nil)
        // The stepped slider with value labels rounds to its step.
        try ui.send(HostEvent(kind: .change, target: ui.all(.slider)[3].id, value: "7"))
        #expect(ui.find(.text, "volume 0.25 speed 5.0 edits begin,end,begin,end") != nil)
    }
}
