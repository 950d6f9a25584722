import Testing
import Foundation
import Proscenium
import ProsceniumTesting

// MARK: BookCommands (the seed's focused-value commands)

private struct Book: Identifiable {
    let id = UUID()
    var title: String
    var progress = 0.0
    var isCompleted = false
}

private struct SelectedBookKey: FocusedValueKey { typealias Value = Binding<Book> }

extension FocusedValues {
    fileprivate var selectedBook: Binding<Book>? {
        get { self[SelectedBookKey.self] }
        set { self[SelectedBookKey.self] = newValue }
    }
}

private struct BookCommands: Commands {
    @FocusedBinding(\.selectedBook) private var selectedBook: Book?
    var body: some Commands {
        CommandMenu("Book") {
            Group {
                Button("Update Progress...") { selectedBook?.progress += 0.1 }
                    .keyboardShortcut("u")
                Button("Mark Completed") { selectedBook?.isCompleted = true }
                    .keyboardShortcut("C")
            }
            ._disabledForTests(selectedBook == nil)
        }
    }
}

private struct BookList: View {
    @State private var book = Book(title: "Dune")
    var body: some View {
        VStack {
            Text("\(book.title) \(Int(book.progress * 10)) \(book.isCompleted ? "done" : "reading")")
                .focusedSceneValue(\.selectedBook, $book)
        }
        .navigationTitle("Books")
    }
}

private struct Empty: View {
    var body: some View { Text("nothing").navigationTitle("Empty") }
}

private struct CommandsApp: App {
    var body: some Scene {
        WindowGroup { BookList() }
            .commands { BookCommands() }
        WindowGroup("Other", id: "other") { Empty() }
    }
}

// MARK: Scene storage and restoration

private struct Selector: View {
    @SceneStorage("selection") private var selection: String?
    @SceneStorage("count") private var count = 0
    var body: some View {
        VStack {
            Text("selected \(selection ?? "none") \(count)")
            Button("pick a") { selection = "a"; count += 1 }
            Button("pick b") { selection = "b"; count += 1 }
        }
    }
}

private struct StorageApp: App {
    var body: some Scene {
        WindowGroup { Selector() }
    }
}

// MARK: Scene phase

@MainActor final class PhaseLog {
    static let shared = PhaseLog()
    var phases: [ScenePhase] = []
}

private struct PhaseScene: Scene {
    @Environment(\.scenePhase) private var scenePhase
    var body: some Scene {
        WindowGroup { Text("phase") }
            .onChange(of: scenePhase) { _, phase in PhaseLog.shared.phases.append(phase) }
    }
}

private struct PhaseApp: App {
    var body: some Scene { PhaseScene() }
}

// MARK: App storage

private struct Preferences: View {
    @AppStorage("proscenium.test.flag") private var flag = false
    var body: some View {
        VStack {
            Text(flag ? "flag on" : "flag off")
            Button("flip") { flag.toggle() }
        }
    }
}

private struct PreferencesApp: App {
    var body: some Scene { WindowGroup { Preferences() } }
}

extension View {
    fileprivate func _disabledForTests(_ disabled: Bool) -> some View {
        environment(\.isEnabled, !disabled)
    }
}

@MainActor @Suite struct SceneLifeTests {
    @Test func bookCommandsAreEnabledOnlyWhileABookIsFocusedAndActOnIt() throws {
        let app = try AppHarness(CommandsApp.self)
        #expect(app.menuTitles.contains("Book"))
        #expect(app.menuTitles.firstIndex(of: "Book")! < app.menuTitles.firstIndex(of: "Window")!)
        #expect(try app.menuItem("Book", "Update Progress...").attributes[.disabled] == nil)
        #expect(try app.menuItem("Book", "Mark Completed").attributes[.shortcut] == "shift+command+c")
        try app.press("command+u")
        try app.press("command+u")
        #expect(app.keyWindow?.find(.text, "Dune 2 reading") != nil)
        try app.chooseMenuItem("Book", "Mark Completed")
        #expect(app.keyWindow?.find(.text, "Dune 2 done") != nil)

        try app.chooseMenuItem("File", "New Other Window")
        #expect(app.keyWindow?.title == "Empty")
        #expect(try app.menuItem("Book", "Update Progress...").attributes[.disabled] == true)
        try app.focusWindow("Books")
        #expect(try app.menuItem("Book", "Update Progress...").attributes[.disabled] == nil)
    }

    @Test func sceneStorageIsPerWindowAndRestoredAfterRelaunch() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("windows.json")
        do {
            let app = try AppHarness(StorageApp.self, restorationFile: file)
            try app.click(.button, "pick a")
            try app.press("command+n")
            try app.click(.button, "pick b")
            try app.click(.button, "pick b")
            #expect(app.windows.map { $0.visibleText.first ?? "" } == ["selected a 1", "selected b 2"])
            app.runtime.saveRestorationNow()
        }
        let relaunched = try AppHarness(StorageApp.self, restorationFile: file)
        #expect(relaunched.windows.map { $0.visibleText.first ?? "" } == ["selected a 1", "selected b 2"])
    }

    @Test func aClosedWindowIsNotRestored() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("windows.json")
        do {
            let app = try AppHarness(StorageApp.self, restorationFile: file)
            try app.press("command+n")
            try app.click(.button, "pick b")
            try app.press("command+w")
            app.runtime.saveRestorationNow()
        }
        let relaunched = try AppHarness(StorageApp.self, restorationFile: file)
        #expect(relaunched.windows.count == 1)
        #expect(relaunched.windows.first?.visibleText.first == "selected none 0")
    }

    @Test func aDamagedRestorationFileIsSetAsideAndTheAppStarts() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("windows.json")
        try Data("{not json".utf8).write(to: file)
        let app = try AppHarness(StorageApp.self, restorationFile: file)
        #expect(app.windows.count == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.contains { $0.hasPrefix("windows.json.damaged-") })
    }

    @Test func scenePhaseChangesReachOnChangeOnAScene() throws {
        PhaseLog.shared.phases = []
        let app = try AppHarness(PhaseApp.self)
        try app.minimizeWindow(app.windows[0].title)
        #expect(PhaseLog.shared.phases.last == .background)
        try app.minimizeWindow(app.windows[0].title, false)
        try app.focusWindow(app.windows[0].title)
        #expect(PhaseLog.shared.phases.last == .active)
    }

    @Test func appStorageChangesShowInEveryWindow() throws {
        UserDefaults.standard.removeObject(forKey: "proscenium.test.flag")
        defer { UserDefaults.standard.removeObject(forKey: "proscenium.test.flag") }
        let app = try AppHarness(PreferencesApp.self)
        try app.press("command+n")
        try app.click(.button, "flip")
        #expect(app.windows.allSatisfy { $0.find(.text, "flag on") != nil })
        #expect(UserDefaults.standard.bool(forKey: "proscenium.test.flag"))
    }
}

// MARK: Opening URLs

@MainActor final class URLLog {
    static let shared = URLLog()
    var urls: [String] = []
}

private struct URLReceiver: View {
    let name: String
    var body: some View {
        Text(name).onOpenURL { URLLog.shared.urls.append("\(name) \($0.absoluteString)") }
    }
}

private struct URLApp: App {
    var body: some Scene {
        WindowGroup { URLReceiver(name: "main") }
        WindowGroup("Books", id: "books") { URLReceiver(name: "books") }
            .handlesExternalEvents(matching: ["book/"])
    }
}

@MainActor @Suite struct OpenURLTests {
    @Test func anOpenedURLReachesTheSceneThatHandlesIt() throws {
        URLLog.shared.urls = []
        let app = try AppHarness(URLApp.self)
        app.runtime.open(URL(string: "bookclub://book/7")!)
        try app.update()
        #expect(URLLog.shared.urls == ["books bookclub://book/7"])
        #expect(app.keyWindow?.find(.text, "books") != nil, "a window of the matching scene opened")
        app.runtime.open(URL(string: "bookclub://settings")!)
        try app.update()
        #expect(URLLog.shared.urls.last == "main bookclub://settings")
        #expect(app.windows.count == 2, "the main window was reused")
    }
}

@MainActor @Observable final class URLCounter {
    static let shared = URLCounter()
    var ticks = 0
}

private struct TickingReceiver: View {
    @State private var opened = "none"
    var body: some View {
        VStack {
            Text("ticks \(URLCounter.shared.ticks)")
            Text("opened \(opened)")
        }
        .onOpenURL { opened = $0.absoluteString }
    }
}

private struct TickingURLApp: App {
    var body: some Scene {
        WindowGroup { TickingReceiver() }
    }
}

@MainActor @Suite struct OpenURLUpdateTests {
    @Test func anUpdateMadeWhileAURLIsOpenedReachesThePage() throws {
        URLCounter.shared.ticks = 0
        let app = try AppHarness(TickingURLApp.self)
        // A change not yet committed when the URL comes: opening the URL must
        // not take the window's patches and drop them.
        URLCounter.shared.ticks = 1
        app.runtime.open(URL(string: "ticker://one")!)
        try app.update()
        #expect(app.keyWindow?.find(.text, "ticks 1") != nil)
        #expect(app.keyWindow?.find(.text, "opened ticker://one") != nil)
    }
}

// MARK: Scene phase per window

private struct PhaseLabel: View {
    @Environment(\.scenePhase) private var phase
    var body: some View { Text("phase \(String(describing: phase))") }
}

private struct WindowPhaseApp: App {
    var body: some Scene { WindowGroup { PhaseLabel() } }
}

@MainActor @Suite struct WindowPhaseTests {
    @Test func eachWindowSeesItsOwnPhase() throws {
        let app = try AppHarness(WindowPhaseApp.self)
        try app.press("command+n")
        let phases = { app.windows.map { $0.visibleText.first ?? "" } }
        #expect(phases() == ["phase inactive", "phase active"], "visible but not key, and key")
        let back = app.windows[0]
        try app.focusWindow(back)
        #expect(phases() == ["phase inactive", "phase active"], "the windows swapped places: key is in front")
        try app.send(.init(kind: .windowMinimize, surface: app.windows[0].id, value: "true"))
        #expect(app.windows.first?.visibleText.first == "phase background")
        try app.send(.init(kind: .visibility, value: "false"))
        #expect(app.windows.allSatisfy { $0.visibleText.first == "phase background" }, "a hidden page hides every window")
    }
}

// MARK: openURL

private struct LinkView: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
        VStack {
            Link("Docs", destination: URL(string: "https://example.com/docs")!)
            Button("deep link") { openURL(URL(string: "bookclub://book/3")!) }
            URLReceiver(name: "links")
        }
    }
}

private struct LinkApp: App {
    var body: some Scene { WindowGroup { LinkView() } }
}

@MainActor @Suite struct OpenURLActionTests {
    @Test func webLinksOpenInTheDisplayAndOwnURLsReachOnOpenURL() throws {
        URLLog.shared.urls = []
        let app = try AppHarness(LinkApp.self)
        try app.click(.link, "Docs")
        #expect(app.openedURLs == ["https://example.com/docs"])
        try app.click(.button, "deep link")
        #expect(URLLog.shared.urls == ["links bookclub://book/3"])
        #expect(app.openedURLs.count == 1, "the app's own URL is not sent to the browser")
    }
}
