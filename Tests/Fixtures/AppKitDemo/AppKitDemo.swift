// AppKit's window and status-bar names as a SwiftUI app on a Mac uses them,
// driven by BrowserTests/test_appkit_windows.py: a window faded, floated,
// moved and stripped of its zoom button through `NSWindow`, and a status
// item whose popover shows SwiftUI content; and images made from pixels
// (PixelsWindow.swift). Plain SwiftUI, AppKit and Core Graphics code.
//
//     swift run AppKitDemo [--port N] [--no-browser]
import AppKit
import SwiftUI

@MainActor final class StatusController {
    static let shared = StatusController()
    var item: NSStatusItem?
    let popover = NSPopover()

    func show() {
        guard item == nil else { return }
        let item = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        item.button?.title = "Weather"
        popover.behavior = .transient
        popover.contentViewController = NSHostingController(rootView: Text("Sunny, 21°").padding())
        self.item = item
        if let button = item.button { popover.show(relativeTo: button.bounds, of: button, preferredEdge: .minY) }
    }
}

@main
struct AppKitDemo: App {
    var body: some Scene {
        WindowGroup("Tools") {
            VStack(alignment: .leading) {
                Button("Fade") { NSApp.keyWindow?.alphaValue = 0.5 }
                Button("Float") { NSApp.keyWindow?.level = .floating }
                Button("Hide Zoom") { NSApp.keyWindow?.standardWindowButton(.zoomButton)?.isHidden = true }
                Button("Move") {
                    guard let window = NSApp.keyWindow, let screen = window.screen else { return }
                    window.setFrame(NSRect(x: 40, y: screen.frame.height - 60 - 300, width: 420, height: 300), display: true)
                }
                Button("Add Status Item") { StatusController.shared.show() }
            }
            .padding()
        }
        .defaultSize(width: 360, height: 260)

        Window("Other", id: "other") {
            Text("Another window").padding()
        }
        .defaultSize(width: 500, height: 400)

        Window("Pixels", id: "pixels") {
            PixelsView()
        }
        .defaultSize(width: 360, height: 160)
    }
}
