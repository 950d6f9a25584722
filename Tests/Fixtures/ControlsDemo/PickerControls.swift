// Pickers that open a panel or a menu, placed by the layout engine, for
// BrowserTests/test_picker_controls.py: a colour well, date pickers in the
// field, stepper-field and graphical styles, and pull-down menus; and
// bordered buttons in each border shape.
import SwiftUI

struct PickerControls: View {
    @State private var tint = Color(.sRGB, red: 0.9, green: 0.3, blue: 0.2, opacity: 1)
    // 2001-02-03 04:05 UTC: far from today, so no day is marked as today.
    @State private var day = Date(timeIntervalSince1970: 981_173_100)
    @State private var chosen = "None"

    var body: some View {
        VStack(alignment: .leading) {
            ColorPicker("Tint", selection: $tint)
            DatePicker("Due", selection: $day, displayedComponents: .date)
            DatePicker("Alarm", selection: $day, displayedComponents: .hourAndMinute).datePickerStyle(.field)
            HStack(alignment: .top) {
                DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(.graphical)
                DatePicker("Time", selection: $day, displayedComponents: .hourAndMinute)
                    .datePickerStyle(.graphical).labelsHidden()
            }
            HStack {
                Menu("Actions") {
                    Button("Duplicate") { chosen = "Duplicate" }
                    Button("Delete") { chosen = "Delete" }
                }
                .fixedSize()
                Menu("Sort") {
                    Button("Name") { chosen = "Name" }
                }
                .menuStyle(.borderlessButton)
                .fixedSize()
            }
            HStack {
                Button("Capsule") {}.buttonBorderShape(.capsule)
                Button("Square") {}.buttonBorderShape(.roundedRectangle(radius: 1))
                Button { chosen = "Plus" } label: { Image(systemName: "plus") }.buttonBorderShape(.circle)
                Button("Automatic") {}
            }
            .buttonStyle(.borderedProminent)
            Text("Chosen: \(chosen)")
            Text("Picked: \(Int(day.timeIntervalSince1970))")
        }
        .padding()
    }
}
