import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Mixer: View {
    @State var volume = 0.5
    @State var balance: Float = 0
    @State var editing: [Bool] = []
    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1, step: 0.25) {
                Text("Volume")
            } minimumValueLabel: {
                Text("Quiet")
            } maximumValueLabel: {
                Text("Loud")
            } onEditingChanged: { editing.append($0) }
            Slider(value: $balance, in: -1...1)
            Text("Volume \(volume)")
            Text("Balance \(balance)")
            Text("Edits \(editing.map { $0 ? "begin" : "end" }.joined(separator: ","))")
        }
    }
}

private struct Counter: View {
    @State var count = 9
    @State var taps = 0
    var body: some View {
        VStack {
            Stepper("Count", value: $count, in: 0...10, step: 2)
            Stepper(value: $count) { Text("Free \(count)") }
            Stepper("Taps") { taps += 1 } onDecrement: { taps -= 1 }
            Text("Count is \(count)")
            Text("Taps \(taps)")
        }
    }
}

@MainActor @Suite struct ValueControlTests {
    @Test func sliderClampsSnapsAndReportsEditing() throws {
        let ui = ViewHarness(Mixer())
        let slider = try ui.element(.slider, "Volume")
        #expect(slider.number(.value) == 0.5)
        #expect(slider.number(.min) == 0 && slider.number(.max) == 1 && slider.number(.step) == 0.25)
        let slots = ui.all(.slot).map { $0.attributes[.name] ?? "" }
        #expect(slots == ["minimumValueLabel", "maximumValueLabel"])
        #expect(ui.find(.text, "Quiet") != nil && ui.find(.text, "Loud") != nil)
        try ui.change(.slider, "Volume", to: "0.3")
        #expect(ui.find(.text, "Volume 0.25") != nil)
        try ui.change(.slider, "Volume", to: "7")
        #expect(ui.find(.text, "Volume 1.0") != nil)
        #expect(ui.find(.text, "Edits begin,end,begin,end") != nil)
    }

    @Test func sliderWithoutLabelBindsOtherFloatTypes() throws {
        let ui = ViewHarness(Mixer())
        let plain = ui.all(.slider)[1]
        #expect(plain.attributes[.step] == nil)
        try ui.send(HostEvent(kind: .change, target: plain.id, value: "-0.5"))
        #expect(ui.find(.text, "Balance -0.5") != nil)
    }

    @Test func stepperStaysWithinBounds() throws {
        let ui = ViewHarness(Counter())
        #expect(try ui.element(.stepper, "Count").attributes[.canIncrement] == true)
        try ui.change(.stepper, "Count", to: "increment")
        #expect(ui.find(.text, "Count is 10") != nil)
        let stepper = try ui.element(.stepper, "Count")
        #expect(stepper.attributes[.canIncrement] == false)
        #expect(stepper.attributes[.value] == "10")
        try ui.change(.stepper, "Count", to: "increment")
        #expect(ui.find(.text, "Count is 10") != nil)
        try ui.change(.stepper, "Count", to: "decrement")
        #expect(ui.find(.text, "Count is 8") != nil)
        // The unbounded stepper's label is a view, found through its text.
        try ui.send(HostEvent(kind: .change, target: ui.all(.stepper)[1].id, value: "increment"))
        #expect(ui.find(.text, "Free 9") != nil)
    }

    @Test func closureStepperCallsActions() throws {
        let ui = ViewHarness(Counter())
        try ui.change(.stepper, "Taps", to: "increment")
        try ui.change(.stepper, "Taps", to: "increment")
        try ui.change(.stepper, "Taps", to: "decrement")
        #expect(ui.find(.text, "Taps 1") != nil)
    }

    @Test func progressShowsValueOrSpins() throws {
        let ui = ViewHarness(VStack {
            ProgressView()
            ProgressView(value: 0.25)
            ProgressView("Copying", value: 3.0, total: 4)
            ProgressView(value: 12.0, total: 10) { Text("Over") } currentValueLabel: { Text("12 of 10") }
        })
        let bars = ui.all(.progress)
        #expect(bars.count == 4)
        #expect(bars[0].attributes[.value] == nil)
        #expect(bars[1].number(.value) == 0.25 && bars[1].number(.total) == 1)
        #expect(bars[2].attributes[.label] == "Copying" && bars[2].number(.value) == 3)
        #expect(bars[3].number(.value) == 10)
        #expect(ui.find(.slot, "12 of 10")?.attributes[.name] == "currentValueLabel")
    }
}
