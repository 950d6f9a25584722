import Foundation
import SwiftUI

/// A split view: the page sizes its columns, the engine lays out each
/// column's views in the size the page reports for it.
struct SplitDemo: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Inbox")
                Text("Drafts")
                Text("Sent")
            }
        } detail: {
            VStack(spacing: 12) {
                Text("No Message Selected").font(.title2)
                HStack {
                    Text("Unread")
                    Spacer()
                    Text("12")
                }
                .frame(width: 240)
                Color.orange.frame(width: 120, height: 40).accessibilityIdentifier("swatch")
            }
        }
    }
}

/// A tab view: each tab's content is laid out by the engine in the tab's size.
struct TabsDemo: View {
    var body: some View {
        TabView {
            VStack {
                Text("First tab")
                Color.green.frame(width: 80, height: 30)
            }
            .tabItem { Text("One") }
            HStack {
                Text("Second tab")
                Spacer()
                Text("end")
            }
            .padding()
            .tabItem { Text("Two") }
        }
    }
}

/// A 40 by 20 red picture, drawn here (a PNG written byte by byte).
let redBrick = NSImage(data: Data(base64Encoded:
    "iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAYAAAD/Rn+7AAAALUlEQVR42mO4Y6PxfzBjhlEHjjpw1IGjDhx14KgDRx046sBRB446cNSBw9mBAMa+BUpwFUcgAAAAAElFTkSuQmCC")!)!

/// Pictures sized by their files, and a content-unavailable view, all
/// laid out by the engine.
struct PicturesDemo: View {
    var body: some View {
        VStack(spacing: 10) {
            HStack {
                Image(nsImage: redBrick).accessibilityIdentifier("natural")
                Image(nsImage: redBrick).resizable().aspectRatio(contentMode: .fit)
                    .frame(width: 120, height: 120).accessibilityIdentifier("fitted")
            }
            ContentUnavailableView("No Shape Selected", systemImage: "square.dashed",
                                   description: Text("Choose a shape to edit it."))
        }
        .padding()
    }
}
