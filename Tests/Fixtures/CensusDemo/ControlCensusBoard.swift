import SwiftUI

/// Radio buttons side by side, a switch tinted by its style, and a
/// spring-loaded button that something dragged opens.
struct ControlCensusBoard: View {
    @State private var size = 1
    @State private var on = true
    @State private var opened = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Picker("Size", selection: $size) {
                Text("Small").tag(1)
                Text("Medium").tag(2)
                Text("Large").tag(3)
            }
            .pickerStyle(.radioGroup)
            .horizontalRadioGroupLayout()
            .accessibilityIdentifier("rowOfRadios")
            Text("Size \(size)")
            Toggle("Tinted", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .red))
            HStack {
                Text("Card").padding(4).background(Color.yellow).draggable("card")
                Button("Drawer") { opened += 1 }.springLoadingBehavior(.enabled)
                Button("Plain drawer") { opened += 100 }
            }
            Text("Opened \(opened)")
        }
    }
}
