// Pinboard: notes pinned to a board, in plain SwiftUI. It shows what the
// browser display does with a person's hands: a custom button style that
// looks pressed while held, a double tap beside a single tap on one view,
// list rows dragged to a new place or deleted, and an image from the app's
// own resources (`Assets/`, `Bundle.module`).
import SwiftUI

@main
struct PinboardApp: App {
    var body: some Scene {
        WindowGroup("Pinboard") {
            Board()
        }
    }
}

struct Pin: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct Board: View {
    @State private var pins = ["Groceries", "Dentist", "Taxes", "Birthday"].enumerated().map { Pin(id: $0, title: $1) }
    @State private var added = 0
    @State private var starred = false
    @State private var peeks = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                // The target's own resources: Assets/pushpin.png.
                Image("pushpin", bundle: .module)
                Text("Pinboard").font(.title)
            }
            Button("Pin a Note") {
                added += 1
                pins.append(Pin(id: 100 + added, title: "Note \(added)"))
            }
            .buttonStyle(PushButtonStyle())
            Text(starred ? "★ Today" : "☆ Today")
                .onTapGesture(count: 2) { starred.toggle() }
                .onTapGesture { peeks += 1 }
            Text("Peeks: \(peeks)")
            List {
                ForEach(pins) { pin in
                    Text(pin.title)
                }
                .onMove { pins.move(fromOffsets: $0, toOffset: $1) }
                .onDelete { pins.remove(atOffsets: $0) }
            }
            Text("Order: \(pins.map(\.title).joined(separator: ", "))")
            // Without a bundle: the main bundle, then the resource bundles beside the executable.
            Label("Pinned", image: "pushpin")
        }
        .padding()
    }
}

/// A button that sinks while it is held down.
struct PushButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .foregroundStyle(.white)
            .background(configuration.isPressed ? Color.red : Color.blue)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}
