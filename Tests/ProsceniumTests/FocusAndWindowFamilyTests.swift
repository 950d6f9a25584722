import Foundation
import Observation
import ProsceniumHost
import Testing
import Proscenium
import ProsceniumTesting

private final class Draft: ObservableObject {
    @Published var words = 0
    let name: String
    init(name: String) { self.name = name }
}

@Observable private final class Palette {
    var colour = "red"
}

private struct DraftCommands: Commands {
    @FocusedObject private var draft: Draft?
    @FocusedValue(Palette.self) private var palette
    var body: some Commands {
        CommandMenu("Draft") {
            Button("Add Word to \(draft?.name ?? "nothing")") { draft?.words += 1 }
                .disabled(draft == nil)
            Button("Palette \(palette?.colour ?? "none")") { palette?.colour = "blue" }
        }
    }
}

private struct DraftWindow: View {
    @StateObject private var draft = Draft(name: "Essay")
    @State private var palette = Palette()
    @State private var focusLog: [Bool] = []

    var body: some View {
        VStack {
            Text("\(draft.words) words")
            Text("Focus me").focusable(onFocusChange: { focusLog.append($0) })
            Text("Elsewhere").focusable()
            Text("log \(focusLog.map(String.init).joined(separator: ","))")
        }
        .focusedSceneObject(draft)
        .focusedSceneValue(palette)
    }
}

private struct DraftApp: App {
    var body: some Scene {
        WindowGroup { DraftWindow() }
            .commands { DraftCommands() }
        WindowGroup("Blank", id: "blank") { Text("blank") }
    }
}

@MainActor private final class Opened {
    static let shared = Opened()
    var log: [String] = []
}

private struct Reader: View {
    let name: String
    let preferring: Set<String>
    let allowing: Set<String>
    var body: some View {
        Text(name)
            .onOpenURL { Opened.shared.log.append("\(name) \($0.absoluteString)") }
            .handlesExternalEvents(preferring: preferring, allowing: allowing)
    }
}

private struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { Reader(name: "first", preferring: ["chapter/1"], allowing: ["chapter"]) }
    }
}

/// Focused objects for commands, focus changes, split column widths, and
/// which window of a scene takes an opened URL.
@MainActor @Suite struct FocusAndWindowFamilyTests {
    @Test func commandsReadTheKeyWindowsFocusedObjects() throws {
        let app = try AppHarness(DraftApp.self)
        #expect(try app.menuItems("Draft") == ["Add Word to Essay", "Palette red"])
        try app.chooseMenuItem("Draft", "Add Word to Essay")
        #expect(app.keyWindow?.find(.text, "1 words") != nil, "the command changed the window's object")
        try app.chooseMenuItem("Draft", "Palette red")
        #expect(try app.menuItems("Draft").contains("Palette blue"), "an @Observable focused value is observed")
        try app.chooseMenuItem("File", "New Blank Window")
        #expect(try app.menuItems("Draft") == ["Add Word to nothing", "Palette none"], "another window publishes none")
    }

    @Test func focusChangesAreReported() throws {
        let app = try AppHarness(DraftApp.self)
        try app.focus(.text, "Focus me")
        #expect(app.keyWindow?.find(.text, "log true") != nil)
        try app.focus(.text, "Elsewhere")
        #expect(app.keyWindow?.find(.text, "log true,false") != nil)
        #expect(app.keyWindow?.find(.text, "Focus me")?.attributes[.focusable] == true)
    }

    @Test func splitViewColumnsTakeTheWidthsTheirViewsAsk() throws {
        let ui = ViewHarness(NavigationSplitView {
            List { Text("Inbox") }.navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
        } content: {
            Text("Messages").navigationSplitViewColumnWidth(320)
        } detail: {
            Text("Message")
        })
        let columns = ui.all(.column)
        #expect(columns.map { $0.attributes[.role] } == ["sidebar", "content", "detail"])
        #expect(columns[0].attributes[.minWidth] == .length(180) && columns[0].attributes[.idealWidth] == .length(220))
        #expect(columns[0].attributes[.maxWidth] == .length(300))
        #expect(columns[1].attributes[.width] == .length(320))
        #expect(columns[2].attributes[.width] == nil && columns[2].attributes[.minWidth] == nil)
    }

    @Test func anOpenWindowTakesTheURLsItPrefersOrAllows() throws {
        Opened.shared.log = []
        let app = try AppHarness(ReaderApp.self)
        app.runtime.open(URL(string: "book://chapter/1")!)
        try app.update()
        #expect(Opened.shared.log == ["first book://chapter/1"])
        #expect(app.windows.count == 1, "the open window prefers it")
        app.runtime.open(URL(string: "book://chapter/2")!)
        try app.update()
        #expect(Opened.shared.log.last == "first book://chapter/2", "and allows other chapters")
        app.runtime.open(URL(string: "book://index")!)
        try app.update()
        #expect(app.windows.count == 2, "a URL the window does not allow opens a new window of the scene")
    }
}
