// Drag and drop between two windows of one app, with `Image` as a
// `Transferable`: a picture in the main window is `draggable(image)`, and the
// Photo Tray window (opened from the main one) is a
// `dropDestination(for: Image.self)` that shows what lands. Plain SwiftUI code.
import SwiftUI

/// A small picture the app makes itself: an orange disc on blue.
@MainActor let sunsetImage = Image(nsImage: NSImage(data: Data("""
<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 48 32">\
<rect width="48" height="32" fill="#2050c0"/><circle cx="24" cy="20" r="10" fill="#ff9000"/></svg>
""".utf8))!)

/// The picture to drag, and the button that opens the tray.
struct PhotoSource: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        HStack(spacing: 12) {
            sunsetImage
                .accessibilityIdentifier("photo")
                .draggable(sunsetImage)
            Button("Open Tray") { openWindow(id: "tray") }
        }
    }
}

/// The other window: takes dropped images and shows them.
struct PhotoTray: View {
    @State private var photos: [Image] = []
    @State private var targeted = false

    var body: some View {
        VStack(spacing: 8) {
            Text(photos.isEmpty ? "Tray: empty" : "Tray: \(photos.count) photo\(photos.count == 1 ? "" : "s")")
            HStack {
                ForEach(photos.indices, id: \.self) { index in
                    photos[index].accessibilityIdentifier("tray-photo-\(index)")
                }
            }
        }
        .frame(width: 220, height: 120)
        .background(targeted ? Color.green : Color.gray)
        .accessibilityIdentifier("tray")
        .dropDestination(for: Image.self) { images, _ in
            photos += images
            return !images.isEmpty
        } isTargeted: { targeted = $0 }
    }
}
