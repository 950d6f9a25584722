// What everyday apps reach for, in the browser tests' hands
// (BrowserTests/test_everyday.py): a chat that starts at its newest message
// and stays there, a frozen scroll view, pages that snap, a list bound to
// its scroll position, a layout that follows the size class, a window
// subtitle and title menu, a help button, a rename button, an action sheet,
// a multi-date picker and a login form's autofill hints; a button that
// repeats while held, a rating the arrow keys adjust and a field whose
// Return key says Send. Plain SwiftUI.
//
//     swift run EverydayDemo [--port N] [--no-browser]
import SwiftUI

@main
struct EverydayDemo: App {
    var body: some Scene {
        WindowGroup("Everyday") { EverydayView() }
            .defaultSize(width: 1040, height: 660)
    }
}

struct EverydayView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var log = "nothing"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Size \(sizeClass == .compact ? "compact" : "regular")")
            Text("Log: \(log)")
            if sizeClass == .compact {
                VStack(alignment: .leading) { ScrollColumn(); ControlsColumn(log: $log); HoldColumn() }
            } else {
                HStack(alignment: .top, spacing: 16) { ScrollColumn(); ControlsColumn(log: $log); HoldColumn() }
            }
        }
        .padding()
        .navigationTitle("Everyday")
        .navigationSubtitle("Issue 15")
        .toolbarTitleMenu {
            Button("Duplicate") { log = "duplicated" }
        }
    }
}

struct ScrollColumn: View {
    @State private var messages = (1...30).map { "Message \($0)" }
    @State private var top: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(messages, id: \.self) { Text($0).frame(height: 24) }
                }
            }
            .defaultScrollAnchor(.bottom)
            .scrollIndicators(.hidden)
            .frame(width: 220, height: 120)
            .accessibilityIdentifier("chat")
            Button("Send") { messages.append("Message \(messages.count + 1)") }

            ScrollView {
                VStack(alignment: .leading) { ForEach(1...20, id: \.self) { Text("Frozen \($0)").frame(height: 24) } }
            }
            .scrollDisabled(true)
            .frame(width: 220, height: 60)
            .accessibilityIdentifier("frozen")

            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(1...4, id: \.self) { page in
                        Text("Page \(page)").frame(width: 200, height: 50)
                    }
                }
            }
            .scrollTargetBehavior(.paging)
            .frame(width: 200, height: 50)
            .accessibilityIdentifier("pages")

            Text("Top \(top.map(String.init) ?? "none")")
            Button("Jump to 30") { top = 30 }
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(1...40, id: \.self) { Text("Row \($0)").frame(height: 24) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $top, anchor: .top)
            .scrollTargetBehavior(.viewAligned)
            .frame(width: 220, height: 96)
            .accessibilityIdentifier("rows")
        }
    }
}

struct ControlsColumn: View {
    @Binding var log: String
    @State private var name = "Draft"
    @FocusState private var naming: Bool
    @State private var sharing = false
    @State private var days: Set<DateComponents> = []
    @State private var user = ""
    @State private var password = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                TextField("Name", text: $name).focused($naming).frame(width: 160)
                RenameButton()
                HelpLink { log = "help" }
            }
            .renameAction($naming)
            Button("Share") { sharing = true }
                .actionSheet(isPresented: $sharing) {
                    ActionSheet(title: Text("Share draft"), buttons: [
                        .default(Text("Mail")) { log = "mailed" },
                        .destructive(Text("Delete")) { log = "deleted" },
                        .cancel(),
                    ])
                }
            TextField("User", text: $user).textContentType(.username).frame(width: 200)
            SecureField("Password", text: $password).textContentType(.password).frame(width: 200)
            // Named in US English whatever the server's locale (the browser test reads the names).
            MultiDatePicker("Days off", selection: $days)
                .frame(width: 260)
                .environment(\.locale, Locale(identifier: "en_US"))
            Text("Days \(days.count)")
        }
    }
}

/// What is held or adjusted: a button that repeats its action while held
/// (`buttonRepeatBehavior`), one that does not, a rating adjusted from the
/// keyboard (`accessibilityAdjustableAction`), and a field with a submit label.
struct HoldColumn: View {
    @State private var speed = 0
    @State private var plain = 0
    @State private var stars = 3
    @State private var message = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Speed \(speed)")
            Button("Faster") { speed += 1 }
                .buttonRepeatBehavior(.enabled)
            Text("Plain \(plain)")
            Button("Once") { plain += 1 }
            Text("Stars \(stars)")
                .padding(4)
                .accessibilityLabel("Rating")
                .accessibilityValue("\(stars) stars")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: stars = min(stars + 1, 5)
                    case .decrement: stars = max(stars - 1, 0)
                    }
                }
            TextField("Message", text: $message)
                .submitLabel(.send)
                .frame(width: 180)
        }
    }
}
