import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// A box the person drags text from and a target that shows what was dropped.
private struct Board: View {
    @State private var targeted = false
    @State private var dropped = "nothing"
    @State private var at = ""
    var body: some View {
        VStack {
            Text("Apple").onDrag { NSItemProvider(object: "apple pie" as NSString) }
            Text("Link").onDrag { NSItemProvider(object: URL(string: "https://example.com/a")! as NSURL) }
            Text("Target \(targeted ? "on" : "off")")
                .onDrop(of: [.text], isTargeted: $targeted) { providers, location in
                    at = "\(Int(location.x)),\(Int(location.y))"
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { text, _ in
                            let text = text ?? "?"
                            DispatchQueue.main.async { MainActor.assumeIsolated { dropped = text } }
                        }
                    }
                    return true
                }
            Text("Dropped: \(dropped) at \(at)")
        }
    }
}

@MainActor
private final class DelegateLog {
    var calls: [String] = []
}

private struct Recorder: DropDelegate {
    let log: DelegateLog
    let accept: Bool
    func validateDrop(info: DropInfo) -> Bool { log.calls.append("validate \(info.hasItemsConforming(to: [.plainText]))"); return accept }
    func dropEntered(info: DropInfo) { log.calls.append("entered") }
    func dropUpdated(info: DropInfo) -> DropProposal? { log.calls.append("updated \(Int(info.location.x))"); return DropProposal(operation: .move) }
    func dropExited(info: DropInfo) { log.calls.append("exited") }
    func performDrop(info: DropInfo) -> Bool { log.calls.append("perform \(info.itemProviders(for: [.text]).count)"); return true }
}

private struct DelegateBoard: View {
    let log: DelegateLog
    let accept: Bool
    var body: some View {
        VStack {
            Text("Source").onDrag { NSItemProvider(object: "hello" as NSString) }
            Text("Folder").onDrop(of: [.text], delegate: Recorder(log: log, accept: accept))
            Text("Images").onDrop(of: [.image], delegate: Recorder(log: log, accept: accept))
        }
    }
}

private struct Inserts: View {
    @State private var items = ["one", "two"]
    var body: some View {
        VStack {
            Text("New").onDrag { NSItemProvider(object: "three" as NSString) }
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onInsert(of: [.text]) { offset, providers in
                        for provider in providers {
                            _ = provider.loadObject(ofClass: String.self) { text, _ in
                                guard let text else { return }
                                DispatchQueue.main.async { MainActor.assumeIsolated { items.insert(text, at: offset) } }
                            }
                        }
                    }
            }
            Text("Items: \(items.joined(separator: " "))")
        }
    }
}

private struct DestinationRows: View {
    @State private var items = ["one", "two"]
    var body: some View {
        VStack {
            Text("New").onDrag { NSItemProvider(object: "three" as NSString) }
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .dropDestination(for: String.self) { texts, offset in items.insert(contentsOf: texts, at: offset) }
            }
            Text("Items: \(items.joined(separator: " "))")
        }
    }
}

@MainActor
struct DragAndDropTests {
    @Test func dropHandsOverProvidersWhoseDataLoadsAndIsTargetedFollowsTheDrag() async throws {
        let harness = ViewHarness(Board())
        #expect(harness.find(nil, "Apple")?.attributes[.dragSource] == true)
        #expect(harness.find(nil, "Target off")?.attributes[.dropTarget] == true)
        try harness.beginItemDrag(from: "Apple")
        try harness.moveItemDrag(over: "Target off", phase: "enter", at: CGPoint(x: 5, y: 6))
        #expect(harness.find(nil, "Target on") != nil, "isTargeted turns true as the drag enters")
        try harness.moveItemDrag(over: "Target on", phase: "exit")
        #expect(harness.find(nil, "Target off") != nil, "and false as it leaves")
        try harness.moveItemDrag(over: "Target off", phase: "enter", at: CGPoint(x: 7, y: 8))
        try harness.dropItem(on: "Target on", at: CGPoint(x: 7, y: 8), source: "Apple")
        #expect(harness.find(nil, "Target off") != nil, "a drop ends the targeting")
        #expect(try await harness.settle { harness.find(nil, "Dropped: apple pie at 7,8") != nil }, "\(harness.visibleText)")
    }

    @Test func aDragWithoutTheExpectedTypesDoesNotActivateTheTarget() async throws {
        let harness = ViewHarness(Board())
        // A URL is not text: the target neither highlights nor takes it.
        try harness.dragItem("Link", onto: "Target off")
        #expect(harness.find(nil, "Target off") != nil)
        try await harness.settle()
        #expect(harness.find(nil, "Dropped: nothing at ") != nil)
    }

    @Test func dropDelegateHearsValidateEnterUpdateExitAndPerformInOrder() throws {
        let log = DelegateLog()
        let harness = ViewHarness(DelegateBoard(log: log, accept: true))
        try harness.beginItemDrag(from: "Source")
        try harness.moveItemDrag(over: "Folder", phase: "enter", at: CGPoint(x: 1, y: 1))
        try harness.moveItemDrag(over: "Folder", phase: "move", at: CGPoint(x: 9, y: 1))
        try harness.moveItemDrag(over: "Folder", phase: "exit")
        try harness.moveItemDrag(over: "Folder", phase: "enter", at: CGPoint(x: 2, y: 1))
        try harness.dropItem(on: "Folder", at: CGPoint(x: 3, y: 1), source: "Source")
        #expect(log.calls == ["validate true", "entered", "updated 1", "updated 9", "exited",
                              "validate true", "entered", "updated 2", "perform 1", "exited"])
        // A target for other types hears nothing.
        log.calls = []
        try harness.dragItem("Source", onto: "Images")
        #expect(log.calls == [])
    }

    @Test func aRefusedDropIsNeverPerformed() throws {
        let log = DelegateLog()
        let harness = ViewHarness(DelegateBoard(log: log, accept: false))
        try harness.dragItem("Source", onto: "Folder")
        #expect(log.calls == ["validate true"])
    }

    @Test func onInsertPutsTheDroppedItemBetweenRows() async throws {
        let harness = ViewHarness(Inserts())
        #expect(try harness.element(.row, "two").attributes[.dropTarget] == "insert")
        // The bottom half of row "one": after it, at offset 1.
        try harness.dragItem("New", onto: "one", at: CGPoint(x: 10, y: 15), size: CGSize(width: 100, height: 20))
        #expect(try await harness.settle { harness.find(nil, "Items: one three two") != nil }, "\(harness.visibleText)")
    }

    @Test func aDropDestinationOfRowsInsertsTheDroppedValues() async throws {
        let harness = ViewHarness(DestinationRows())
        #expect(try harness.element(.row, "two").attributes[.dropTarget] == "insert")
        // The top half of row "two": before it, at offset 1.
        try harness.dragItem("New", onto: "two", at: CGPoint(x: 10, y: 5), size: CGSize(width: 100, height: 20))
        #expect(try await harness.settle { harness.find(nil, "Items: one three two") != nil }, "\(harness.visibleText)")
    }

    @Test func malformedDragEventsAreDropped() throws {
        let harness = ViewHarness(Board())
        let target = try #require(harness.find(nil, "Target off"))
        try harness.send(HostEvent(kind: .drop, target: target.id, value: "sideways"))
        try harness.send(HostEvent(kind: .itemDrag, target: try #require(harness.find(nil, "Apple")).id, value: "nonsense"))
        #expect(harness.find(nil, "Target off") != nil)
    }
}

/// Foundation's item provider, as Linux lacks it.
struct NSItemProviderTests {
    private func load(_ provider: NSItemProvider, _ type: String) async -> Data? {
        await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in continuation.resume(returning: data) }
        }
    }

    @Test func dataRepresentationsAreFoundByConformingType() async throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
            completion(Data("hi".utf8), nil)
            return nil
        }
        provider.suggestedName = "greeting"
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.suggestedName == "greeting")
        #expect(await load(provider, "public.text") == Data("hi".utf8))
        #expect(await load(provider, "public.image") == nil)
        #expect(try await provider.loadDataRepresentation(for: .plainText) == Data("hi".utf8))
        #expect(provider.registeredContentTypes == [.utf8PlainText])
    }

    @Test func objectsRoundTripThroughStringsAndURLs() async throws {
        let text = NSItemProvider(object: "café" as NSString)
        #expect(text.canLoadObject(ofClass: String.self))
        let string: String? = await withCheckedContinuation { continuation in
            _ = text.loadObject(ofClass: String.self) { value, _ in continuation.resume(returning: value) }
        }
        #expect(string == "café")

        let link = NSItemProvider(object: URL(string: "https://example.com/x")! as NSURL)
        #expect(link.registeredTypeIdentifiers == ["public.url"])
        let url: URL? = await withCheckedContinuation { continuation in
            _ = link.loadObject(ofClass: URL.self) { value, _ in continuation.resume(returning: value) }
        }
        #expect(url == URL(string: "https://example.com/x"))
    }

    @Test func itemsLoadAsThemselvesAndFileURLsAsData() async throws {
        let provider = NSItemProvider(item: "note" as NSString, typeIdentifier: "public.plain-text")
        let item = try await provider.loadItem(forTypeIdentifier: "public.text")
        #expect(item as? String == "note")

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dnd-\(UUID().uuidString).txt")
        try Data("contents".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = try #require(NSItemProvider(contentsOf: file))
        #expect(fromFile.suggestedName == file.lastPathComponent)
        #expect(fromFile.hasItemConformingToTypeIdentifier("public.file-url"))
        #expect(fromFile.hasItemConformingToTypeIdentifier("public.plain-text"))
        // As the corpus apps read a dropped file: `item as? Data`, then `URL(dataRepresentation:)`.
        let data = try await fromFile.loadItem(forTypeIdentifier: "public.file-url") as? Data
        #expect(data.flatMap { URL(dataRepresentation: $0, relativeTo: nil) } == file)
        #expect(await load(fromFile, "public.text") == Data("contents".utf8))
    }
}

private struct Previewed: View {
    @State private var dropped = "nothing"
    var body: some View {
        VStack {
            Text("Cherry").onDrag { NSItemProvider(object: "cherry" as NSString) } preview: { Text("In flight") }
            Text("Basket \(dropped)").onDrop(of: [.plainText], isTargeted: nil) { providers in
                _ = providers.first?.loadObject(ofClass: String.self) { text, _ in
                    DispatchQueue.main.async { MainActor.assumeIsolated { dropped = text ?? "?" } }
                }
                return true
            }
        }
    }
}

@MainActor
struct DragPreviewTests {
    @Test func aPreviewIsALayerTheDisplayShowsOnlyWhileDragging() async throws {
        let harness = ViewHarness(Previewed())
        let layer = try #require(harness.all(.layer).first { $0.attributes[.dragSource] == true })
        #expect(layer.attributes[.role] == "dragPreview")
        #expect(layer.find(nil, "In flight") != nil && layer.find(nil, "Cherry") != nil)
        try harness.dragItem("Cherry", onto: "Basket nothing")
        #expect(try await harness.settle { harness.find(nil, "Basket cherry") != nil }, "\(harness.visibleText)")
    }
}

private struct FileZone: View {
    @State private var targeted = false
    @State private var file = "none"
    var body: some View {
        Text("Zone \(targeted ? "on" : "off") \(file)")
            .onDrop(of: [.fileURL], isTargeted: $targeted) { providers in
                provider(providers.first)
                return true
            }
    }

    private func provider(_ provider: NSItemProvider?) {
        provider?.loadItem(forTypeIdentifier: UTType.fileURL.identifier, options: nil) { item, _ in
            guard let data = item as? Data, let url = URL(dataRepresentation: data, relativeTo: nil),
                  let text = try? String(contentsOf: url, encoding: .utf8) else { return }
            DispatchQueue.main.async { MainActor.assumeIsolated { file = "\(url.lastPathComponent)=\(text)" } }
        }
    }
}

@MainActor
struct FileDropTests {
    @Test func filesFromTheDesktopArriveAsReadableFileURLs() async throws {
        let harness = ViewHarness(FileZone())
        let zone = try #require(harness.find(nil, "Zone off none")).id
        try harness.send(HostEvent(kind: .drop, target: zone, value: "enter", key: "files", x: 1, y: 1, width: 10, height: 10))
        #expect(harness.find(nil, "Zone on none") != nil, "files over the zone target it before their contents come")
        // Unusable names and contents are dropped.
        try harness.send(HostEvent(kind: .fileDrop, target: zone, value: "not base64!", key: "a.txt"))
        try harness.send(HostEvent(kind: .fileDrop, target: zone, value: Data("x".utf8).base64EncodedString(), key: ".."))
        try harness.send(HostEvent(kind: .fileDrop, target: zone, value: Data("hello".utf8).base64EncodedString(), key: "../notes.txt"))
        try harness.send(HostEvent(kind: .drop, target: zone, value: "drop", key: "files", x: 1, y: 1, width: 10, height: 10))
        #expect(harness.find(nil, "Zone off none") != nil)
        #expect(try await harness.settle { harness.find(nil, "Zone off notes.txt=hello") != nil }, "\(harness.visibleText)")
    }

    @Test func filesLeavingWithoutADropLeaveNothingBehind() throws {
        let harness = ViewHarness(FileZone())
        let zone = try #require(harness.find(nil, "Zone off none")).id
        try harness.send(HostEvent(kind: .drop, target: zone, value: "enter", key: "files"))
        try harness.send(HostEvent(kind: .drop, target: zone, value: "exit", key: "files"))
        #expect(harness.find(nil, "Zone off none") != nil)
        // Contents with no file drag under way are refused.
        try harness.send(HostEvent(kind: .fileDrop, target: zone, value: Data("x".utf8).base64EncodedString(), key: "late.txt"))
        try harness.send(HostEvent(kind: .drop, target: zone, value: "drop"))
        #expect(harness.find(nil, "Zone off none") != nil)
    }
}
