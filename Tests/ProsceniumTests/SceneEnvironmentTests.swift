import Testing
import Foundation
import Observation
import Proscenium
import ProsceniumTesting

private final class Library: ObservableObject {
    @Published var books = ["Dune"]
}

@Observable private final class Reader {
    var name = "Ada"
}

private struct ShelfNameKey: EnvironmentKey { static let defaultValue = "no shelf" }

extension EnvironmentValues {
    fileprivate var shelfName: String {
        get { self[ShelfNameKey.self] }
        set { self[ShelfNameKey.self] = newValue }
    }
}

private struct Shelf: View {
    @EnvironmentObject private var library: Library
    @Environment(Reader.self) private var reader
    @Environment(\.shelfName) private var shelfName

    var body: some View {
        VStack {
            Text("\(library.books.count) books on \(shelfName)")
            Text("reader \(reader.name)")
            Button("add") { library.books.append("Emma") }
            Button("rename") { reader.name = "Grace" }
        }
    }
}

private struct Panel: View {
    @Environment(\.shelfName) private var shelfName
    var body: some View { Text("settings of \(shelfName)") }
}

private struct ShelfApp: App {
    private let library = Library()
    private let reader = Reader()

    var body: some Scene {
        WindowGroup {
            Shelf()
        }
        .environment(\.shelfName, "inner")
        .environmentObject(library)
        .environment(reader)
        .environment(\.shelfName, "outer")

        Settings {
            Panel()
        }
        .transformEnvironment(\.shelfName) { $0 += " settings" }
        .environment(\.shelfName, "the")

        MenuBarExtra("Shelf") {
            Panel()
        }
        .environment(\.shelfName, "the extra")
    }
}

/// Values and objects set on a scene reach the views of every window the
/// scene makes (each window's views live in a graph of their own), and only
/// that scene's.
@MainActor @Suite struct SceneEnvironmentTests {
    @Test func everyWindowOfTheSceneSeesItsObjectsAndValues() throws {
        let app = try AppHarness(ShelfApp.self)
        #expect(app.keyWindow?.find(.text, "1 books on inner") != nil,
                "the modifier nearest the scene wins, as in a view's environment")
        #expect(app.keyWindow?.find(.text, "reader Ada") != nil)

        try app.press("command+n")
        #expect(app.windows.count == 2)
        #expect(app.keyWindow?.find(.text, "1 books on inner") != nil, "a new window sees them too")
    }

    @Test func theObjectsAreSharedAndObservedAcrossWindows() throws {
        let app = try AppHarness(ShelfApp.self)
        try app.press("command+n")
        try app.click(.button, "add")
        try app.click(.button, "rename")
        for window in app.windows {
            #expect(window.find(.text, "2 books on inner") != nil, "an ObservableObject's change reaches each window")
            #expect(window.find(.text, "reader Grace") != nil, "an @Observable object's change reaches each window")
        }
    }

    @Test func otherScenesHaveTheirOwnEnvironment() throws {
        let app = try AppHarness(ShelfApp.self)
        try app.chooseMenuItem("ShelfApp", "Settings…")
        #expect(app.keyWindow?.find(.text, "settings of the settings") != nil)
        #expect(app.menuBar.find(.text, "settings of the extra") != nil, "a menu-bar extra's content too")
    }

    @Test func aScenesDefaultAppStorageReachesItsWindows() throws {
        let defaults = try #require(UserDefaults(suiteName: "SceneEnvironmentTests-\(UUID().uuidString)"))
        defaults.set("from the scene's store", forKey: "greeting")
        StoreApp.store = defaults
        let app = try AppHarness(StoreApp.self)
        #expect(app.keyWindow?.find(.text, "from the scene's store") != nil)
    }
}

private struct Greeting: View {
    @AppStorage("greeting") private var greeting = "from the standard store"
    var body: some View { Text(greeting) }
}

private struct StoreApp: App {
    nonisolated(unsafe) static var store = UserDefaults.standard
    var body: some Scene {
        WindowGroup { Greeting() }
            .defaultAppStorage(Self.store)
    }
}
