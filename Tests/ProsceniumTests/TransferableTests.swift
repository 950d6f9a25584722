import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

extension UTType {
    fileprivate static let card = UTType(exportedAs: "com.example.proscenium.card")
    fileprivate static let layer = UTType(exportedAs: "com.example.proscenium.layer")
}

/// A model that moves as JSON in its own type, and as its title in text.
private struct Card: Codable, Transferable, Equatable {
    var title: String
    var points: Int
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .card)
        ProxyRepresentation(exporting: \.title)
    }
}

/// A model in data of its own type, exported also as plain text, and read back only from its own type.
private struct Layer: Transferable, Equatable {
    var bytes: [UInt8]
    var hidden = false
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .layer) { Data($0.bytes) } importing: { Layer(bytes: Array($0)) }
            .exportingCondition { !$0.hidden }
        DataRepresentation(exportedContentType: .plainText) { Data("layer of \($0.bytes.count)".utf8) }
            .suggestedFileName("layer.txt")
        DataRepresentation(importedContentType: .json) { _ in Layer(bytes: [7]) }
            .visibility(.ownProcess)
    }
}

/// A model that lives in a file.
private struct Note: Transferable, Equatable {
    var url: URL
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .plainText) { SentTransferredFile($0.url) } importing: { received in
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".txt")
            try FileManager.default.copyItem(at: received.file, to: copy)
            return Note(url: copy)
        }
        .suggestedFileName { $0.url.lastPathComponent }
    }
}

/// A proxy both ways: a tag that moves as its name.
private struct Tag: Transferable, Equatable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { $0.name }, importing: { Tag(name: $0.uppercased()) })
    }
}

struct TransferableTests {
    @Test func codableRepresentationRoundTripsThroughJSON() async throws {
        let card = Card(title: "Ace", points: 11)
        let data = try await card.exported(as: .card)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["title"] as? String == "Ace" && object["points"] as? Int == 11)
        #expect(try await Card(importing: data, contentType: .card) == card)
        // The proxy exports the title as text; the card cannot be made from text.
        #expect(try await card.exported(as: .utf8PlainText) == Data("Ace".utf8))
        #expect(Card.exportedContentTypes() == [.card, .utf8PlainText])
        #expect(Card.importedContentTypes() == [.card])
        await #expect(throws: (any Error).self) { try await Card(importing: Data("Ace".utf8), contentType: .utf8PlainText) }
    }

    @Test func dataRepresentationsExportImportAndHonourTheirModifiers() async throws {
        let layer = Layer(bytes: [1, 2, 3])
        #expect(try await layer.exported(as: .layer) == Data([1, 2, 3]))
        #expect(try await layer.exported(as: .plainText) == Data("layer of 3".utf8))
        #expect(try await layer.exported(as: nil) == Data([1, 2, 3]), "no type: the first representation")
        #expect(try await Layer(importing: Data([9]), contentType: .layer) == Layer(bytes: [9]))
        #expect(try await Layer(importing: Data("{}".utf8), contentType: .json) == Layer(bytes: [7]))
        // Export-only and import-only forms, and visibility.
        #expect(Layer.exportedContentTypes() == [.layer, .plainText])
        #expect(Layer.importedContentTypes() == [.layer, .json])
        // A hidden layer does not export its own type: the condition fails.
        let hidden = Layer(bytes: [1], hidden: true)
        #expect(try await hidden.exported(as: nil) == Data("layer of 1".utf8))
        await #expect(throws: (any Error).self) { try await hidden.exported(as: .layer) }
        // The suggested name names the exported file.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = try await layer.export(to: folder, contentType: .plainText)
        #expect(file.lastPathComponent == "layer.txt")
        #expect(try String(contentsOf: file, encoding: .utf8) == "layer of 3")
    }

    @Test func fileRepresentationsSendFilesAndReceiveCopies() async throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("note-\(UUID().uuidString).txt")
        try Data("dear diary".utf8).write(to: source)
        let note = Note(url: source)
        #expect(try await note.exported(as: .plainText) == Data("dear diary".utf8))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let exported = try await note.export(to: folder, contentType: nil)
        #expect(exported.lastPathComponent == source.lastPathComponent)
        // Data arrives as a file of its own; a file arrives as itself.
        let fromData = try await Note(importing: Data("pasted".utf8), contentType: .plainText)
        #expect(try String(contentsOf: fromData.url, encoding: .utf8) == "pasted")
        let fromFile = try await Note(importing: source, contentType: .plainText)
        #expect(fromFile.url != source)
        #expect(try String(contentsOf: fromFile.url, encoding: .utf8) == "dear diary")
    }

    @Test func proxyRepresentationsGoThroughTheProxysRepresentations() async throws {
        #expect(try await Tag(name: "red").exported(as: .utf8PlainText) == Data("red".utf8))
        #expect(try await Tag(importing: Data("blue".utf8), contentType: .utf8PlainText) == Tag(name: "BLUE"))
        #expect(Tag.importedContentTypes() == String.importedContentTypes())
    }

    @Test func foundationTypesAreTransferable() async throws {
        #expect(try await "héllo".exported(as: .utf8PlainText) == Data("héllo".utf8))
        #expect(try await String(importing: Data("plain".utf8), contentType: .plainText) == "plain")
        #expect(try await Data([1, 2]).exported(as: .data) == Data([1, 2]))
        let web = URL(string: "https://example.com/a?b=c")!
        #expect(URL.exportedContentTypes().contains(.url))
        #expect(try await URL(importing: try await web.exported(as: .url), contentType: .url) == web)
        #expect(try await URL(importing: Data("https://example.com/t".utf8), contentType: .url) == URL(string: "https://example.com/t"))
        let file = URL(fileURLWithPath: "/tmp/some file.txt")
        #expect(try await file.exported(as: .fileURL) == file.dataRepresentation)
        await #expect(throws: (any Error).self) { try await web.exported(as: .fileURL) }
        #expect(try await AttributedString("rich").exported(as: .utf8PlainText) == Data("rich".utf8))
    }

    @Test func itemProvidersCarryTransferables() async throws {
        let provider = NSItemProvider()
        provider.register(Card(title: "King", points: 13))
        #expect(provider.registeredTypeIdentifiers == [UTType.card.identifier, UTType.utf8PlainText.identifier])
        let card: Card = try await withCheckedThrowingContinuation { continuation in
            provider.loadTransferable(type: Card.self) { continuation.resume(with: $0) }
        }
        #expect(card == Card(title: "King", points: 13))
        let title: String = try await withCheckedThrowingContinuation { continuation in
            provider.loadTransferable(type: String.self) { continuation.resume(with: $0) }
        }
        #expect(title == "King")
        let failure: Result<URL, any Error> = await withCheckedContinuation { continuation in
            provider.loadTransferable(type: URL.self) { continuation.resume(returning: $0) }
        }
        #expect((try? failure.get()) == nil, "a card is no URL")
        // A file's provider gives a URL as its URL and data as its contents.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("drop-\(UUID().uuidString).txt")
        try Data("contents".utf8).write(to: file)
        let fileProvider = try #require(NSItemProvider(contentsOf: file))
        let url: URL = try await withCheckedThrowingContinuation { continuation in
            fileProvider.loadTransferable(type: URL.self) { continuation.resume(with: $0) }
        }
        #expect(url == file)
        let data: Data = try await withCheckedThrowingContinuation { continuation in
            fileProvider.loadTransferable(type: Data.self) { continuation.resume(with: $0) }
        }
        #expect(data == Data("contents".utf8))
    }
}

/// Cards dragged onto a pile, and files dropped from the desktop.
private struct Table: View {
    @State private var pile: [Card] = []
    @State private var targeted = false
    @State private var words = "none"
    @State private var files = "none"
    var body: some View {
        VStack {
            Text("Ace card").draggable(Card(title: "Ace", points: 11))
            Text("Word").draggable("hello")
            Text("Preview card").draggable(Card(title: "Queen", points: 12)) { Text("Flying queen") }
            Text("Pile \(targeted ? "on" : "off"): \(pile.isEmpty ? "none" : pile.map { "\($0.title)=\($0.points)" }.joined(separator: ","))")
                .dropDestination(for: Card.self) { cards, location in
                    pile += cards
                    return !cards.isEmpty
                } isTargeted: { targeted = $0 }
            Text("Words \(words)").dropDestination(for: String.self) { texts, location in
                words = texts.joined() + "@\(Int(location.x))"
                return true
            }
            Text("Files \(files)").dropDestination(for: URL.self) { urls, _ in
                files = urls.map { "\($0.lastPathComponent)=\((try? String(contentsOf: $0, encoding: .utf8)) ?? "?")" }.joined()
                return true
            }
        }
    }
}

@MainActor
struct TransferableDragAndDropTests {
    @Test func aDraggedCardArrivesDecodedAndIsTargetedFollowsTheDrag() async throws {
        let harness = ViewHarness(Table())
        #expect(harness.find(nil, "Ace card")?.attributes[.dragSource] == true)
        try harness.beginItemDrag(from: "Ace card")
        try harness.moveItemDrag(over: "Pile off: none", phase: "enter")
        #expect(harness.find(nil, "Pile on: none") != nil)
        try harness.dropItem(on: "Pile on: none", source: "Ace card")
        #expect(try await harness.settle { harness.find(nil, "Pile off: Ace=11") != nil }, "\(harness.visibleText)")
        // A card is text too: the words take its title; text is no card.
        try harness.dragItem("Ace card", onto: "Words none", at: CGPoint(x: 4, y: 1))
        #expect(try await harness.settle { harness.find(nil, "Words Ace@4") != nil }, "\(harness.visibleText)")
        try harness.dragItem("Word", onto: "Pile off: Ace=11")
        try await harness.settle()
        #expect(harness.find(nil, "Pile off: Ace=11") != nil, "a string does not activate a card pile")
    }

    @Test func aPreviewedDraggableDropsItsPayload() async throws {
        let harness = ViewHarness(Table())
        let layer = try #require(harness.all(.layer).first { $0.attributes[.dragSource] == true })
        #expect(layer.attributes[.role] == "dragPreview" && layer.find(nil, "Flying queen") != nil)
        try harness.beginItemDrag(from: "Preview card")
        try harness.moveItemDrag(over: "Pile off: none", phase: "enter")
        try harness.dropItem(on: "Pile on: none", source: "Preview card")
        #expect(try await harness.settle { harness.find(nil, "Pile off: Queen=12") != nil }, "\(harness.visibleText)")
    }

    @Test func aFileFromTheDesktopReachesAURLDestination() async throws {
        let harness = ViewHarness(Table())
        let zone = try #require(harness.find(nil, "Files none")).id
        try harness.send(HostEvent(kind: .drop, target: zone, value: "enter", key: "files", x: 1, y: 1, width: 10, height: 10))
        try harness.send(HostEvent(kind: .fileDrop, target: zone, value: Data("hi there".utf8).base64EncodedString(), key: "greeting.txt"))
        try harness.send(HostEvent(kind: .drop, target: zone, value: "drop", key: "files", x: 1, y: 1, width: 10, height: 10))
        #expect(try await harness.settle { harness.find(nil, "Files greeting.txt=hi there") != nil }, "\(harness.visibleText)")
    }
}
