import SwiftUI

/// The unique Reading Activity window.
struct ReadingActivity: View {
    @EnvironmentObject private var store: ReadingListStore

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(store.books.filter { !$0.isFinished }.count) books in progress").font(.headline)
            ForEach(store.books) { reading in
                ActivityRow(reading: reading)
            }
        }
        .padding()
    }
}

struct ActivityRow: View {
    @ObservedObject var reading: CurrentlyReading
    var body: some View {
        LabeledContent(reading.book.title) {
            Text(reading.isFinished ? "finished" : "\(Int(reading.progress * 100))%")
        }
    }
}

/// The menu-bar extra's window.
struct MenuBarSummary: View {
    @EnvironmentObject private var store: ReadingListStore
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        VStack {
            Text("\(store.books.count) books")
            Button("Open Reading Activity") { openWindow(id: "activity") }
        }
        .padding()
    }
}

/// Settings, kept in app storage.
struct BookClubSettings: View {
    @AppStorage("updateArtwork") private var updateArtwork = true
    @AppStorage("syncProgress") private var syncProgress = true

    var body: some View {
        Form {
            Toggle("Update artwork", isOn: $updateArtwork)
            Toggle("Sync progress", isOn: $syncProgress)
            Link("Book Club Help", destination: URL(string: "https://example.com/bookclub/help")!)
        }
        .padding()
        .frame(width: 320)
    }
}
