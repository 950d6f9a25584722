import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private let start = Date(timeIntervalSince1970: 1_700_000_000)

private struct Booking: View {
    @State var day = start
    @State var time = start
    @State var tint = Color.red
    @State var solid = Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 0.5)
    var body: some View {
        VStack {
            DatePicker("Day", selection: $day, in: start...start.addingTimeInterval(86_400 * 30),
                       displayedComponents: .date)
                .datePickerStyle(.graphical)
            DatePicker("Alarm", selection: $time, displayedComponents: [.hourAndMinute])
            DatePicker("Any", selection: $time, in: start...)
            ColorPicker("Tint", selection: $tint)
            ColorPicker("Solid", selection: $solid, supportsOpacity: false)
            Text("Day \(Int(day.timeIntervalSince1970))")
            Text("Time \(Int(time.timeIntervalSince1970))")
            Rectangle().fill(tint).frame(width: 10, height: 10)
            Rectangle().fill(solid).frame(width: 10, height: 10)
        }
    }
}

@MainActor @Suite struct PickerControlTests {
    @Test func datePickersSendInstantsAndClampThemToTheirRange() throws {
        let ui = ViewHarness(Booking())
        let day = try ui.element(.datepicker, "Day")
        #expect(day.attributes[.value] == "1700000000")
        #expect(day.attributes[.components] == "date" && day.attributes[.style] == "graphical")
        #expect(day.attributes[.min] == "1700000000" && day.attributes[.max] == "1702592000")
        #expect(try ui.element(.datepicker, "Alarm").attributes[.components] == "hourAndMinute")
        let any = try ui.element(.datepicker, "Any")
        #expect(any.attributes[.components] == nil && any.attributes[.max] == nil)
        try ui.change(.datepicker, "Day", to: "1700086400")
        #expect(ui.find(.text, "Day 1700086400") != nil)
        // Past the range's end: its end.
        try ui.change(.datepicker, "Day", to: "1800000000")
        #expect(ui.find(.text, "Day 1702592000") != nil)
        try ui.change(.datepicker, "Any", to: "1")
        #expect(ui.find(.text, "Time 1700000000") != nil)
        // Malformed dates are dropped.
        try ui.change(.datepicker, "Alarm", to: "tomorrow")
        try ui.change(.datepicker, "Alarm", to: "nan")
        #expect(ui.find(.text, "Time 1700000000") != nil)
    }

    @Test func colorPickersSetTheBoundColour() throws {
        let ui = ViewHarness(Booking())
        let tint = try ui.element(.colorpicker, "Tint")
        #expect(tint.attributes[.value] == "#ff3b30ff")
        #expect(tint.attributes[.supportsOpacity] == true)
        #expect(try ui.element(.colorpicker, "Solid").attributes[.supportsOpacity] == nil)
        try ui.change(.colorpicker, "Tint", to: "#00ff0080")
        let fill = ui.all(.shape).first?.fill?.resolved(in: .light)
        #expect(fill.map { RGBA.byte($0.green) } == 255 && fill.map { RGBA.byte($0.alpha) } == 128)
        #expect(try ui.element(.colorpicker, "Tint").attributes[.value] == "#00ff0080")
        // Without opacity the alpha stays as it was.
        try ui.change(.colorpicker, "Solid", to: "#ff000010")
        #expect(try ui.element(.colorpicker, "Solid").attributes[.value] == "#ff000080")
        try ui.change(.colorpicker, "Tint", to: "red")
        #expect(try ui.element(.colorpicker, "Tint").attributes[.value] == "#00ff0080")
    }
}

private struct Meters: View {
    var body: some View {
        VStack {
            Gauge(value: 130, in: 0...100) { Text("Fuel") } currentValueLabel: { Text("Full") }
                minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") }
            Gauge(value: 0.25) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity)
            ProgressView("Upload", value: 0.5).progressViewStyle(.circular)
            ProgressView("Waiting").progressViewStyle(.linear)
        }
    }
}

@MainActor @Suite struct MeterTests {
    @Test func gaugesClampToTheirBoundsAndCarryTheirLabels() throws {
        let ui = ViewHarness(Meters())
        let fuel = try ui.element(.gauge, "Fuel")
        #expect(fuel.number(.value) == 100 && fuel.number(.min) == 0 && fuel.number(.max) == 100)
        #expect(fuel.children.compactMap { $0.attributes[.name]?.string }
            == ["label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"])
        let battery = try ui.element(.gauge, "Battery")
        #expect(battery.attributes[.style] == "accessoryCircularCapacity" && battery.number(.max) == 1)
        #expect(try ui.element(.progress, "Upload").attributes[.style] == "circular")
        #expect(try ui.element(.progress, "Waiting").attributes[.style] == "linear")
    }
}
