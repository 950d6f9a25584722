// A menu-bar extra and two windows, as a small utility app would have:
// what BrowserTests/test_tray.py runs in own windows mode, to see the extra
// become a tray icon (or a small window where there is no tray) and the
// window manager's minimise, maximise and raise reach the app. Plain SwiftUI.
import AppKit
import SwiftUI

@Observable
final class Tally {
    var hellos = 0
}

@main
struct TrayDemoApp: App {
    @State private var tally = Tally()

    var body: some Scene {
        Window("Tray Demo", id: "main") {
            MainView().environment(tally)
        }
        Window("Other", id: "other") {
            Text("The other window").frame(minWidth: 260, minHeight: 140)
        }
        MenuBarExtra("Coffee", systemImage: "star") {
            Button("Say Hello") { tally.hellos += 1 }
        }
    }
}

struct MainView: View {
    @Environment(\.scenePhase) private var phase
    @Environment(\.openWindow) private var openWindow
    @Environment(Tally.self) private var tally

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Phase: \(String(describing: phase))")
            Text("Hellos: \(tally.hellos)")
            // What AppKit says of this window, read twice a second.
            TimelineView(.periodic(from: .now, by: 0.5)) { _ in
                let window = NSApplication.shared.windows.first { $0.title == "Tray Demo" }
                Text("Miniaturized: \(String(window?.isMiniaturized ?? false)), Zoomed: \(String(window?.isZoomed ?? false))")
            }
            Button("Open Other, Then Come Back") {
                openWindow(id: "other")
                DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
                    NSApplication.shared.windows.first { $0.title == "Tray Demo" }?.makeKeyAndOrderFront(nil)
                }
            }
            Button("Minimize") { NSApplication.shared.windows.first { $0.title == "Tray Demo" }?.miniaturize(nil) }
        }
        .padding()
        .frame(minWidth: 340, minHeight: 200)
    }
}
