import Foundation
import Testing
import Proscenium
import ProsceniumTesting

/// The graph reads builder tuples through walkers made from their parameter
/// packs, and dynamic properties through installers made once per type: no
/// `Mirror` on the update path. These tests fail if it comes back, or if the
/// walkers lose children or positions.
@MainActor @Suite struct NoReflectionTests {
    /// The engine's sources and the vocabulary's.
    static let sources = ["Sources/ProsceniumEngine", "Sources/Proscenium"].map {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent($0)
    }

    @Test func mirrorAppearsNowhereInTheCore() throws {
        var files: [URL] = []
        for folder in Self.sources {
            files += try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
        // The files the update path goes through must be among those read.
        let names = Set(files.map(\.lastPathComponent))
        for expected in ["ViewListProviders.swift", "Scene.swift", "Commands.swift", "Toolbar.swift",
                         "DynamicProperty.swift", "ViewNode.swift"] {
            #expect(names.contains(expected), "\(expected) not found under \(Self.sources.map(\.path))")
        }
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("Mirror("), "\(file.lastPathComponent) reflects with Mirror")
        }
    }

    @Test func tuplesOfEveryArityKeepTheirChildrenInOrder() throws {
        struct Many: View {
            @State private var flag = true
            var body: some View {
                VStack {
                    Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                    if flag { Text("7") }
                    Text("8"); Text("9"); Text("10"); Text("11")
                    Button("flip") { flag.toggle() }
                }
            }
        }
        let ui = ViewHarness(Many())
        let texts = { ui.visibleText.filter { Int($0) != nil } }
        #expect(texts() == (1...11).map(String.init))
        try ui.click("button", "flip")
        #expect(texts() == (1...11).filter { $0 != 7 }.map(String.init))
    }

    @Test func aTupleViewMadeDirectlyShowsItsViews() throws {
        let ui = ViewHarness(VStack { TupleView((Text("left"), Text("right"), EmptyView())) })
        #expect(ui.visibleText == ["left", "right"])
    }
}
