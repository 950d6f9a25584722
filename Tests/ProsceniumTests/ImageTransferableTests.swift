import Foundation
import Testing
@testable import Proscenium
import ProsceniumTesting
import ProsceniumHost

private let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>"#.utf8)

/// Records the images dropped on it, by their bytes.
@MainActor private final class DroppedImages {
    var bytes: [Data?] = []
}

/// A picture made from bytes and a symbol, both draggable, onto a tray that takes images;
/// and the other Transferable uses of an image: a share link and Copy.
private struct ImageBoard: View {
    let log: DroppedImages
    @State private var count = 0
    var body: some View {
        let picture = Image(nsImage: NSImage(data: svg)!)
        VStack {
            Text("Picture").draggable(picture)
            Text("Symbol").draggable(Image(systemName: "star"))
            Text("Tray \(count)")
                .dropDestination(for: Image.self) { images, _ in
                    log.bytes += images.map(\.fileBytes)
                    count += images.count
                    return true
                }
            ShareLink(item: picture, preview: SharePreview("Sunset", image: picture))
            Text("Copies").focusable().copyable([picture])
        }
    }
}

@MainActor @Suite struct ImageTransferableTests {
    @Test func anImageTravelsAsItsBytesAndComesBackAsAnImageOfThem() async throws {
        let log = DroppedImages()
        let harness = ViewHarness(ImageBoard(log: log))
        try harness.dragItem("Picture", onto: "Tray 0")
        #expect(try await harness.settle(until: { harness.find(.text, "Tray 1") != nil }))
        #expect(log.bytes == [svg])
        // A symbol has no bytes of its own: nothing lands.
        try harness.dragItem("Symbol", onto: "Tray 1")
        try await harness.settle(for: .milliseconds(100))
        #expect(harness.find(.text, "Tray 1") != nil && log.bytes.count == 1)
        // The share link and Copy take the image as their item.
        #expect(harness.root.allElements().contains { $0.attributes[.clipboardCommands]?.string == "copy" })
    }

    @Test func bytesThatAreNoImageDoNotLoadAsOne() async throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.image", visibility: .all) { completion in
            completion(Data("not an image".utf8), nil)
            return nil
        }
        let loaded = await NSItemProvider.loadTransferables(Image.self, from: [provider, NSItemProvider(transferring: Image(nsImage: NSImage(data: svg)!))])
        #expect(loaded.map(\.fileBytes) == [svg])
    }
}
