// An app whose only scene is a window group presenting a value, for
// BrowserTests/test_value_window.py: as on a Mac, it opens one window at
// launch, presenting no value, and more windows for the values it opens.
// Plain SwiftUI code.
//
//     swift run ValueWindowDemo [--port N] [--no-browser]
import SwiftUI

struct Folder: Codable, Hashable {
    var name: String
}

@main
struct ValueWindowDemo: App {
    var body: some Scene {
        WindowGroup(for: Folder.self) { $folder in
            FolderView(folder: $folder)
        }
    }
}

struct FolderView: View {
    @Binding var folder: Folder?
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        VStack {
            Text(folder.map { "Folder \($0.name)" } ?? "No folder")
            Button("Open Photos") { openWindow(value: Folder(name: "Photos")) }
        }
        .padding()
        .navigationTitle(folder?.name ?? "No Folder")
    }
}
