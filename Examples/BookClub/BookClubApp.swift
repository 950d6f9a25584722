// BookClub: the seed talks' book club app, grown whole. Plain SwiftUI code:
// it builds unchanged on a Mac, and on Linux with Proscenium.
import SwiftUI

@main
struct BookClubApp: App {
    @StateObject private var store = ReadingListStore()

    var body: some Scene {
        WindowGroup {
            ReadingListViewer()
                .environmentObject(store)
        }
        .windowToolbarStyle(.unified)
        .commands { BookCommands() }

        WindowGroup("Book Details", for: Book.ID.self) { $bookID in
            BookWindow(bookID: $bookID)
                .environmentObject(store)
        }
        .commandsRemoved()

        Window("Reading Activity", id: "activity") {
            ReadingActivity()
                .environmentObject(store)
        }
        .defaultPosition(.topTrailing)
        .defaultSize(width: 360, height: 420)
        .windowStyle(.hiddenTitleBar)
        .keyboardShortcut("0", modifiers: [.option, .command])

        Settings {
            BookClubSettings()
        }
        .windowResizability(.contentSize)

        MenuBarExtra("Book Club", systemImage: "books.vertical") {
            MenuBarSummary()
                .environmentObject(store)
        }
        .menuBarExtraStyle(.window)
    }
}
