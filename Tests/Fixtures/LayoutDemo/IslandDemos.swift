import Foundation
import SwiftUI

/// A split view: a sidebar list beside a detail of stacked views, which the
/// engine lays out whole (or, in "Split Islands", each column's views in
/// the size the page reports for the column).
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

/// A sidebar of links with badges, as a mail app's: each link is its row,
/// each badge at the row's trailing inset, laid out by the engine.
struct MailboxesDemo: View {
    @State private var selection: String? = "Inbox"

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                NavigationLink("Inbox", value: "Inbox").badge(3)
                NavigationLink("Archive", value: "Archive").badge(12_345)
                NavigationLink("Drafts", value: "Drafts")
            }
        } detail: {
            // A stack in the detail: its shown level fills the column.
            NavigationStack {
                Text(selection ?? "No Mailbox")
            }
        }
    }
}

/// A button that shows a sheet: the sheet is as big as its views, which
/// the engine lays out.
struct SheetDemo: View {
    @State private var renaming = false

    var body: some View {
        Button("Rename…") { renaming = true }
            .padding()
            .sheet(isPresented: $renaming) {
                VStack(spacing: 8) {
                    Text("Rename File")
                    Color.orange.frame(width: 200, height: 40).accessibilityIdentifier("field")
                    HStack {
                        Spacer()
                        Button("Cancel") { renaming = false }
                    }
                }
                .padding(20)
            }
    }
}

/// A colour a quarter of the window wide (`containerRelativeFrame`), the
/// rest grey: the page measures the window's content, the engine lays out.
struct RelativeDemo: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.teal.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 0)
                .accessibilityIdentifier("quarter")
            Color.gray
        }
    }
}

/// An `HSplitView`: the page sizes each pane (a person drags the divider),
/// the engine lays out the view in each.
struct PanesDemo: View {
    var body: some View {
        HSplitView {
            Color.indigo.frame(minWidth: 80).accessibilityIdentifier("left")
            VStack(spacing: 6) {
                Text("Right pane")
                Color.mint.frame(width: 60, height: 30).accessibilityIdentifier("chip")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}
