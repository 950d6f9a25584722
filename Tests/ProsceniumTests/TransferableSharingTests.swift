import Foundation
import ProsceniumHost
import Testing
@_spi(Display) @_spi(Testing) import Proscenium
import ProsceniumTesting

extension UTType {
    fileprivate static let recipe = UTType(exportedAs: "com.example.proscenium.recipe")
}

/// A recipe: JSON of its own type, text as its title, and a link.
private struct Recipe: Codable, Transferable {
    var title: String
    var link: URL?
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .recipe)
        ProxyRepresentation(exporting: { $0.link ?? URL(string: "about:blank")! }).exportingCondition { $0.link != nil }
        ProxyRepresentation(exporting: \.title)
    }
}

@MainActor private final class Exported { static var results: [String] = [] }

private struct ShareTransferablesApp: App {
    @State private var exporting = false
    @State private var exportingAll = false
    var body: some Scene {
        WindowGroup("Recipes") {
            VStack {
                ShareLink(item: Recipe(title: "Soup", link: nil), preview: SharePreview("Hot soup"))
                ShareLink("Share Link", item: Recipe(title: "Pie", link: URL(string: "https://example.com/pie")),
                          preview: SharePreview("A pie"))
                ShareLink(items: [Recipe(title: "Tea", link: nil), Recipe(title: "Cake", link: nil)],
                          preview: { SharePreview($0.title) }) { Text("Share All") }
                Button("Export") { exporting = true }
                Button("Export All") { exportingAll = true }
            }
            .fileExporter(isPresented: $exporting, item: Recipe(title: "Stew", link: nil), contentTypes: [.plainText],
                          defaultFilename: "Stew") { result in
                Exported.results.append((try? result.get().lastPathComponent) ?? "failed")
            } onCancellation: { Exported.results.append("cancelled") }
            .fileExporter(isPresented: $exportingAll, items: ["one", "two"], contentTypes: [.plainText]) { result in
                Exported.results.append((try? result.get().map(\.lastPathComponent).joined(separator: "+")) ?? "failed")
            }
        }
    }
}

@MainActor @Suite(.serialized) struct TransferableSharingTests {
    @Test func shareLinkSharesTransferablesAsTextOrURLsWithThePreviewsTitle() async throws {
        let app = try AppHarness(ShareTransferablesApp.self)
        try app.click(.button, "Share", in: "Recipes")
        #expect(try await app.settle { app.sharedItems.count == 1 })
        #expect(app.sharedItems.last == ShareRequest(items: ["Soup"], isURL: false, subject: "Hot soup"))
        try app.click(.button, "Share Link", in: "Recipes")
        #expect(try await app.settle { app.sharedItems.count == 2 })
        #expect(app.sharedItems.last == ShareRequest(items: ["https://example.com/pie"], isURL: true, subject: "A pie"))
        try app.click(.button, "Share All", in: "Recipes")
        #expect(try await app.settle { app.sharedItems.count == 3 })
        #expect(app.sharedItems.last == ShareRequest(items: ["Tea", "Cake"], isURL: false, subject: "Tea"))
    }

    @Test func fileExporterWritesATransferableAsTheTypeAsked() async throws {
        Exported.results = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-export-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppHarness(ShareTransferablesApp.self)
        app.runtime.panelDirectoryForTests = folder
        try app.click(.button, "Export")
        #expect(try app.window("Export").root.all(.textfield).first?.attributes[.value] == "Stew.txt")
        try app.click(.button, "Save", in: "Export")
        #expect(try await app.settle { Exported.results == ["Stew.txt"] }, "\(Exported.results)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Stew.txt"), encoding: .utf8) == "Stew")
        // Several items: the first under the chosen name, the next beside it.
        try app.click(.button, "Export All")
        try app.click(.button, "Save", in: "Export")
        #expect(try await app.settle { Exported.results.count == 2 }, "\(Exported.results)")
        #expect(Exported.results.last == "Untitled.txt+Untitled 2.txt")
        #expect(try String(contentsOf: folder.appendingPathComponent("Untitled 2.txt"), encoding: .utf8) == "two")
        // Cancelling calls onCancellation.
        try app.click(.button, "Export")
        try app.click(.button, "Cancel", in: "Export")
        #expect(Exported.results.last == "cancelled")
    }

    @Test func pasteButtonWithAPayloadTypeLoadsTheValues() async throws {
        var pasted: [URL] = []
        let ui = ViewHarness(PasteButton(payloadType: URL.self) { pasted += $0 })
        #expect(try ui.element(.button, "Paste").attributes[.paste] == "url")
        try ui.change(.button, "Paste", to: "https://example.com/pasted")
        #expect(try await ui.settle { pasted == [URL(string: "https://example.com/pasted")!] })
        var texts: [String] = []
        let text = ViewHarness(PasteButton(payloadType: String.self) { texts += $0 })
        #expect(try text.element(.button, "Paste").attributes[.paste] == "text")
        try text.change(.button, "Paste", to: "words")
        #expect(try await text.settle { texts == ["words"] })
        // A type the page's text cannot be: disabled.
        let recipes = ViewHarness(PasteButton(payloadType: Recipe.self) { _ in })
        #expect(try recipes.element(.button, "Paste").attributes[.disabled] == true)
    }
}

/// A grip that moves its window, and what the gesture reports.
private struct Grip: View {
    @GestureState private var moving = false
    @State private var ended = 0
    var body: some View {
        Text("Grip \(moving ? "moving" : "still") \(ended)")
            .gesture(WindowDragGesture().updating($moving) { _, state, _ in state = true }.onEnded { _ in ended += 1 })
            .allowsWindowActivationEvents(true)
    }
}

@MainActor struct WindowDragGestureTests {
    @Test func aWindowDragGestureAsksThePageToMoveTheWindowAndFollowsTheDrag() throws {
        let ui = ViewHarness(Grip())
        let grip = try #require(ui.root.allElements().first { $0.attributes[.windowDrag] == true })
        #expect(grip.attributes[.drag]?.length == 0, "the app hears the drag from its start")
        try ui.send(HostEvent(kind: .drag, target: grip.id, value: "changed 5 5 0 0 0 0", x: 30, y: 20))
        #expect(ui.find(nil, "Grip moving 0") != nil, "\(ui.visibleText)")
        try ui.send(HostEvent(kind: .drag, target: grip.id, value: "ended 5 5 0 0 0 0", x: 40, y: 20))
        #expect(ui.find(nil, "Grip still 1") != nil, "\(ui.visibleText)")
        // A plain view asks for no window drag.
        let plain = ViewHarness(Text("Plain").gesture(DragGesture()))
        #expect(plain.root.allElements().allSatisfy { $0.attributes[.windowDrag] == nil })
    }
}

extension AppHarness {
    /// Lets the app's asynchronous work run until `condition` holds (false after about five seconds).
    fileprivate func settle(until condition: () -> Bool) async throws -> Bool {
        for _ in 0..<200 where !condition() { try await settle(for: .milliseconds(25)) }
        return condition()
    }
}
