import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Draws a progress view as its label and a percentage.
private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            if let label = configuration.label { label }
            Text(configuration.fractionCompleted.map { "\(Int($0 * 100))%" } ?? "busy")
            if let current = configuration.currentValueLabel { current } else { Text("no value label") }
        }
    }
}

/// Puts a caption above the standard progress view, and a built-in look beside it.
private struct CaptionedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("Caption")
            ProgressView(configuration)
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

private struct Progresses: View {
    var body: some View {
        VStack {
            ProgressView("Copying", value: 3, total: 4).progressViewStyle(PercentStyle())
            ProgressView().progressViewStyle(PercentStyle())
            ProgressView(value: 0.2) { Text("Sync") } currentValueLabel: { Text("2 of 10") }
                .progressViewStyle(PercentStyle())
            ProgressView("Half", value: 0.5).progressViewStyle(CaptionedStyle())
        }
    }
}

/// Draws a gauge as text: its label, its value in percent and its bound and value labels.
private struct ReadoutStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("at \(Int((configuration.value * 100).rounded()))")
            if let minimum = configuration.minimumValueLabel { minimum }
            if let maximum = configuration.maximumValueLabel { maximum }
            if let current = configuration.currentValueLabel { current } else { Text("no current") }
        }
    }
}

/// A ring, as the built-in accessory look draws it, inside a style of your own.
private struct RingStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularGaugeStyle().makeBody(configuration: configuration)
    }
}

private struct Gauges: View {
    var body: some View {
        VStack {
            Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30 km/h") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
                .gaugeStyle(ReadoutStyle())
            Gauge(value: 0.5) { Text("Level") }.gaugeStyle(ReadoutStyle())
            Gauge(value: 3, in: 2...6) { Text("Ring") }.gaugeStyle(RingStyle())
            Gauge(value: 1, in: 0...2) { Text("Plain") }.gaugeStyle(.accessoryLinear)
        }
    }
}

/// Shows a date picker's configuration as text, a button that moves its date
/// a day on, and the built-in graphical look beside them.
private struct DayStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text("at \(Int(configuration.selection.timeIntervalSince1970))")
            Button("Next day") { configuration.selection = configuration.selection.addingTimeInterval(86_400) }
            Text(configuration.displayedComponents == .date ? "date only" : "date and time")
            Text("from \(configuration.minimumDate.map { String(Int($0.timeIntervalSince1970)) } ?? "any")")
            Text("to \(configuration.maximumDate.map { String(Int($0.timeIntervalSince1970)) } ?? "any")")
            GraphicalDatePickerStyle().makeBody(configuration: configuration)
        }
    }
}

private struct Dates: View {
    @State var date = Date(timeIntervalSince1970: 1_000)
    var body: some View {
        DatePicker("When", selection: $date, in: Date(timeIntervalSince1970: 500)..., displayedComponents: .date)
            .datePickerStyle(DayStyle())
    }
}

/// Puts a word count in place of each editor.
private struct CountStyle: TextEditorStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("counted")
    }
}

private struct Editors: View {
    @State var text = "one two"
    var body: some View {
        VStack {
            TextEditor(text: $text).textEditorStyle(.plain)
            TextEditor(text: $text).textEditorStyle(.automatic)
            TextEditor(text: $text)
            TextEditor(text: $text).textEditorStyle(CountStyle())
        }
    }
}

/// The styles of progress views, gauges, date pickers and text editors:
/// a style of your own draws each from its configuration.
@MainActor @Suite struct StyleConfigurationTests {
    @Test func aProgressViewStyleDrawsEachProgressViewFromItsConfiguration() throws {
        let ui = ViewHarness(Progresses())
        #expect(ui.find(.text, "Copying") != nil && ui.find(.text, "75%") != nil)
        #expect(ui.find(.text, "busy") != nil)
        #expect(ui.find(.text, "20%") != nil && ui.find(.text, "2 of 10") != nil)
        // Only the progress view with a current value label has one.
        #expect(ui.all(.text).filter { $0.textContent == "no value label" }.count == 2)
        // The custom style replaces the standard view; the captioned one keeps it.
        #expect(ui.find(.text, "Caption") != nil)
        let standard = ui.all(.progress)
        #expect(standard.count == 2)
        #expect(standard.allSatisfy { $0.number(.value) == 0.5 && $0.number(.total) == 1 })
        #expect(standard.map { $0.attributes[.style] } == [nil, "circular"])
        #expect(try ui.element(.progress, "Half").number(.value) == 0.5)
    }

    @Test func aGaugeStyleDrawsEachGaugeFromItsConfiguration() throws {
        let ui = ViewHarness(Gauges())
        for text in ["Speed", "at 25", "0", "120", "30 km/h", "Level", "at 50", "no current"] {
            #expect(ui.find(.text, text) != nil, "\(text)")
        }
        let gauges = ui.all(.gauge)
        #expect(gauges.count == 2)
        let ring = try ui.element(.gauge, "Ring")
        #expect(ring.attributes[.style] == "accessoryCircular")
        #expect(ring.number(.value) == 0.25 && ring.number(.min) == 0 && ring.number(.max) == 1)
        let plain = try ui.element(.gauge, "Plain")
        #expect(plain.attributes[.style] == "accessoryLinear" && plain.number(.value) == 1)
    }

    @Test func aDatePickerStyleDrawsEachPickerFromItsConfiguration() throws {
        let ui = ViewHarness(Dates())
        for text in ["When", "at 1000", "date only", "from 500", "to any"] {
            #expect(ui.find(.text, text) != nil, "\(text)")
        }
        let picker = try #require(ui.all(.datepicker).first)
        #expect(ui.all(.datepicker).count == 1)
        #expect(picker.attributes[.style] == "graphical" && picker.attributes[.components] == "date")
        #expect(picker.attributes[.value] == "1000" && picker.attributes[.min] == "500")
        // The configuration's selection is the picker's binding.
        try ui.click(.button, "Next day")
        #expect(ui.find(.text, "at 87400") != nil)
        #expect(ui.all(.datepicker).first?.attributes[.value] == "87400")
    }

    @Test func textEditorStylesNameTheLookOrReplaceTheEditor() throws {
        let ui = ViewHarness(Editors())
        let editors = ui.all(.texteditor)
        #expect(editors.map { $0.attributes[.style] } == ["plain", nil, nil])
        #expect(ui.find(.text, "counted") != nil)
        // The plain editor still edits its text.
        try ui.send(HostEvent(kind: .input, target: editors[0].id, value: "three"))
        #expect(ui.all(.texteditor).map { $0.attributes[.value]?.string } == ["three", "three", "three"])
    }
}
