// Windows of controls that the layout engine places, for
// BrowserTests/test_controls_mac.py: each control's box against the frame
// the engine gave it, and how each is drawn (the accent fills, the focus
// ring) in light and dark mode; and the windows of ControlLooks.swift.
import SwiftUI

@main
struct ControlsDemoApp: App {
    var body: some Scene {
        Window("Controls", id: "controls") {
            ControlsForm()
        }
        .defaultSize(width: 420, height: 420)
        Window("Small Controls", id: "small") {
            ControlsForm().controlSize(.small)
        }
        .defaultSize(width: 420, height: 420)
        Window("More Controls", id: "more") {
            MoreControls()
        }
        .defaultSize(width: 420, height: 300)
        Window("Pickers", id: "pickers") {
            PickerControls()
        }
        .defaultSize(width: 520, height: 420)
        Window("Looks", id: "looks") {
            ControlLooks()
        }
        .defaultSize(width: 640, height: 520)
        Window("Sorted", id: "sorted") {
            SortedTable()
        }
        .defaultSize(width: 360, height: 200)
        Window("Modals", id: "modals") {
            ModalLooks()
        }
        .defaultSize(width: 400, height: 300)
        Window("Unified Toolbar", id: "unified-toolbar") {
            ToolbarSheet()
        }
        .defaultSize(width: 400, height: 300)
        Window("Expanded Toolbar", id: "expanded-toolbar") {
            ToolbarSheet()
        }
        .defaultSize(width: 400, height: 300)
        .windowToolbarStyle(.expanded)
        Window("Compact Toolbar", id: "compact-toolbar") {
            ToolbarSheet()
        }
        .defaultSize(width: 400, height: 300)
        .windowToolbarStyle(.unifiedCompact)
        Window("Symbols", id: "symbols") {
            SymbolLooks()
        }
        .defaultSize(width: 400, height: 400)
        Window("Hidden Title Bar", id: "hidden-title-bar") {
            Text("Full-size content").frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .defaultSize(width: 360, height: 200)
        .windowStyle(.hiddenTitleBar)
        // A green that ignores the safe area fills the window under its
        // hidden title bar; the same green that does not stays below it.
        Window("Under Title Bar", id: "under-title-bar") {
            UnderTitleBar(ignoresSafeArea: true)
        }
        .defaultSize(width: 360, height: 200)
        .windowStyle(.hiddenTitleBar)
        Window("Below Title Bar", id: "below-title-bar") {
            UnderTitleBar(ignoresSafeArea: false)
        }
        .defaultSize(width: 360, height: 200)
        .windowStyle(.hiddenTitleBar)
    }
}

/// A full-window colour, under the hidden title bar or kept below it.
struct UnderTitleBar: View {
    let ignoresSafeArea: Bool

    var body: some View {
        ZStack {
            if ignoresSafeArea {
                Color(red: 0.1, green: 0.6, blue: 0.3).ignoresSafeArea()
            } else {
                Color(red: 0.1, green: 0.6, blue: 0.3)
            }
            Text("Green to the edges").foregroundStyle(.white)
        }
    }
}

/// One of each control, with their states set so that each shows its accent.
struct ControlsForm: View {
    @State private var hidden = true
    @State private var wifi = true
    @State private var name = ""
    @State private var flavor = "Vanilla"
    @State private var range = "Week"
    @State private var volume = 0.5
    @State private var copies = 3

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("Save") {}
                Button("Apply") {}.buttonStyle(.borderedProminent)
                Button("More") {}.buttonStyle(.borderless)
            }
            Toggle("Show hidden files", isOn: $hidden).toggleStyle(.checkbox)
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
            TextField("Name", text: $name)
            FlavorAndRange(flavor: $flavor, range: $range)
            Slider(value: $volume, in: 0...1)
            Stepper("Copies: \(copies)", value: $copies, in: 1...10)
            ProgressView(value: 0.4)
        }
        .padding()
    }
}

/// A pop-up button and a segmented control.
struct FlavorAndRange: View {
    @Binding var flavor: String
    @Binding var range: String

    var body: some View {
        Picker("Flavor", selection: $flavor) {
            Text("Chocolate").tag("Chocolate")
            Text("Vanilla").tag("Vanilla")
        }
        Picker("Range", selection: $range) {
            Text("Day").tag("Day")
            Text("Week").tag("Week")
            Text("Month").tag("Month")
        }
        .pickerStyle(.segmented)
    }
}

/// Controls in their other styles.
struct MoreControls: View {
    @State private var size = "Small"
    @State private var level = 2.0
    @State private var bold = true
    @State private var note = ""

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Size", selection: $size) {
                Text("Small").tag("Small")
                Text("Large").tag("Large")
            }
            .pickerStyle(.radioGroup)
            Slider(value: $level, in: 0...4, step: 1)
            Toggle("Bold", isOn: $bold).toggleStyle(.button)
            TextField("Note", text: $note).textFieldStyle(.squareBorder)
            Link("Proscenium", destination: URL(string: "https://example.com")!)
            Button("Large") {}.controlSize(.large)
            ProgressView()
        }
        .padding()
    }
}
