// Drag and drop inside one window, with SwiftUI's item provider API: fruit
// dragged (`onDrag`) into a basket (`onDrop`, whose `isTargeted` lights it
// up) and into a list (`ForEach.onInsert`). What the browser tests drive
// with the pointer; CardPile does the same with `Transferable` values.
// Plain SwiftUI code.
//
//     swift run DragDropDemo [--port N] [--no-browser]
import SwiftUI
import UniformTypeIdentifiers

@main
struct DragDropDemo: App {
    var body: some Scene {
        WindowGroup("Drag and Drop") {
            HStack(alignment: .top) {
                FruitBoard()
                VStack(alignment: .leading) {
                    CardPile()
                    PhotoSource().padding(.horizontal)
                }
            }
        }
        Window("Photo Tray", id: "tray") {
            PhotoTray().padding()
        }
        .defaultPosition(.bottomTrailing)
        Window("Trees", id: "trees") {
            TreeTable().padding()
        }
        Window("Orchard", id: "orchard") {
            OrchardTable().padding()
        }
    }
}

struct FruitBoard: View {
    @State private var targeted = false
    @State private var basket: [String] = []
    @State private var shelf = ["Plum", "Kiwi"]
    @State private var fileTargeted = false
    @State private var file = "File: none"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                ForEach(["Apple", "Pear"], id: \.self) { fruit in
                    Text(fruit)
                        .padding(8)
                        .background(Color.yellow)
                        .accessibilityIdentifier("fruit-\(fruit)")
                        .onDrag { NSItemProvider(object: fruit as NSString) }
                }
                Text("Cherry")
                    .padding(8)
                    .background(Color.red)
                    .accessibilityIdentifier("fruit-Cherry")
                    .onDrag { NSItemProvider(object: "Cherry" as NSString) } preview: {
                        Text("A cherry in flight").padding(4).accessibilityIdentifier("cherry-preview")
                    }
            }
            Text(basket.isEmpty ? "Basket: empty" : "Basket: \(basket.joined(separator: ", "))")
                .frame(width: 240, height: 80)
                .background(targeted ? Color.green : Color.gray)
                .accessibilityIdentifier("basket")
                .onDrop(of: [.text], isTargeted: $targeted) { providers in
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { fruit, _ in
                            guard let fruit else { return }
                            DispatchQueue.main.async { basket.append(fruit) }
                        }
                    }
                    return true
                }
            List {
                ForEach(shelf, id: \.self) { Text($0) }
                    .onInsert(of: [.text]) { offset, providers in
                        for provider in providers {
                            _ = provider.loadObject(ofClass: String.self) { fruit, _ in
                                guard let fruit else { return }
                                DispatchQueue.main.async { shelf.insert(fruit, at: offset) }
                            }
                        }
                    }
            }
            .frame(width: 240, height: 140)
            Text("Shelf: \(shelf.joined(separator: ", "))")
            // As the corpus apps take a file from the desktop: its URL as data.
            Text(file)
                .frame(width: 240, height: 60)
                .background(fileTargeted ? Color.blue : Color.gray)
                .accessibilityIdentifier("files")
                .onDrop(of: [.fileURL], isTargeted: $fileTargeted) { providers in
                    guard let provider = providers.first else { return false }
                    provider.loadItem(forTypeIdentifier: UTType.fileURL.identifier, options: nil) { item, _ in
                        guard let data = item as? Data, let url = URL(dataRepresentation: data, relativeTo: nil),
                              let text = try? String(contentsOf: url, encoding: .utf8) else { return }
                        DispatchQueue.main.async { file = "File: \(url.lastPathComponent): \(text)" }
                    }
                    return true
                }
        }
        .padding()
    }
}
