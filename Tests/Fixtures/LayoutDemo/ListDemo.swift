import SwiftUI

/// A selectable list of 300 rows in two sections, each row a name and a
/// count at its trailing edge: BrowserTests/test_list_placement.py checks
/// the page draws it where the engine places it.
struct ListDemo: View {
    @State private var selection: Int? = 2

    var body: some View {
        List(selection: $selection) {
            Section("Mailboxes") {
                ForEach(0..<3) { index in
                    HStack { Text("Mailbox \(index)"); Spacer(); Text("\(index * 4)") }.tag(index)
                }
            }
            Section("Messages") {
                ForEach(3..<300) { index in
                    HStack { Text("Message \(index)"); Spacer(); Text("\(index)") }.tag(index)
                }
            }
        }
    }
}

/// A grouped form: a switch at its row's trailing edge, rows in a box.
struct FormDemo: View {
    @State private var wifi = true

    var body: some View {
        Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                Text("Connected")
            }
        }
        .formStyle(.grouped)
    }
}
