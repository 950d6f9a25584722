import SwiftUI

/// A board of notes: a clock that ticks (`TimelineView`), notes pasted from
/// the clipboard (`PasteButton`) and shared (`ShareLink`), deleted and moved
/// in edit mode (`EditButton`), and a list that refreshes (`refreshable`).
@main
struct NoticeboardApp: App {
    var body: some Scene {
        WindowGroup("Noticeboard") {
            Board()
        }
    }
}

struct Board: View {
    @State private var notes = ["Buy milk", "Call the plumber"]
    @State private var started = Date()
    @State private var refreshes = 0
    @State private var pinned = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                TimelineView(.periodic(from: started, by: 0.5)) { context in
                    Text("Ticks: \(Int(context.date.timeIntervalSince(started) * 2))")
                        .monospacedDigit()
                }
                Spacer()
                PasteButton(supportedContentTypes: [.plainText]) { providers in
                    for provider in providers {
                        _ = provider.loadObject(ofClass: NSString.self) { object, _ in
                            guard let text = object as? NSString else { return }
                            let note = String(text)
                            Task { @MainActor in notes.append(note) }
                        }
                    }
                }
                ShareLink(item: notes.joined(separator: "\n"), subject: Text("Notes")) {
                    Label("Share Notes", systemImage: "square.and.arrow.up")
                }
                EditButton()
            }
            Text("Refreshed \(refreshes) times")
            Text("Pinned: \(pinned)")
                .accessibilityAction(named: "Unpin") { pinned = "" }
                .accessibilityAction { pinned = "everything" }
            List {
                ForEach(notes, id: \.self) { note in
                    Text(note)
                        .swipeActions(edge: .trailing) {
                            Button("Remove", role: .destructive) { notes.removeAll { $0 == note } }
                        }
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Pin") { pinned = note }
                        }
                }
                .onDelete { notes.remove(atOffsets: $0) }
                .onMove { notes.move(fromOffsets: $0, toOffset: $1) }
            }
            .refreshable {
                try? await Task.sleep(for: .milliseconds(300))
                await MainActor.run { refreshes += 1 }
            }
        }
        .padding()
        .frame(minWidth: 420, minHeight: 320)
    }
}
