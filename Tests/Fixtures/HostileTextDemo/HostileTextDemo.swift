// An app whose every text-bearing view shows text that is also markup and
// script: what the browser tests drive to check that a display shows text as
// text, whatever a document or a person types. Plain SwiftUI code.
//
//     swift run HostileTextDemo [--port N] [--no-browser]
import SwiftUI

/// Markup that would run script if a display ever parsed text as HTML.
let hostile = #"<img src=x onerror="window.pwned=1"><script>window.pwned=2</script><b>bold</b>&amp;"#

@main
struct HostileTextDemo: App {
    var body: some Scene {
        WindowGroup {
            HostileTextView()
        }
        .commands {
            CommandMenu(hostile) {
                Button(hostile) {}
                Toggle(hostile, isOn: .constant(true))
            }
        }
    }
}

struct HostileTextView: View {
    @State private var text = hostile
    @State private var choice = 0
    @State private var on = true
    @State private var alerting = false

    var body: some View {
        NavigationStack {
            VStack {
                Text(text)
                Label(text, systemImage: "star")
                Button(text) { alerting = true }
                    .help(text)
                TextField(text, text: $text)
                TextField(text, text: .constant(""))
                TextEditor(text: $text)
                Toggle(text, isOn: $on)
                Picker(text, selection: $choice) {
                    Text(text).tag(0)
                    Text("plain").tag(1)
                }
                Link(text, destination: URL(string: "https://example.com/")!)
                LabeledContent(text, value: text)
                List {
                    Section(text) {
                        Text(text)
                    }
                }
                Menu(text) {
                    Button(text) {}
                }
            }
            .navigationTitle(text)
        }
        .alert(text, isPresented: $alerting) {
            Button(text, role: .cancel) {}
        } message: {
            Text(text)
        }
    }
}
