import ProsceniumHost
import ProsceniumTesting
import Testing
@_spi(Display) @testable import Proscenium

// A window's memory is paid for every window of every page (issue #17): these
// tests fail if the savings in what each window keeps are lost.

@MainActor
@Suite struct WindowMemoryTests {
    private struct Rows: View {
        @State var generation = 0
        var body: some View {
            VStack {
                Text("Generation \(generation)")
                Button("Replace") { generation += 1 }
                ForEach(0..<20, id: \.self) { index in
                    Text("Row \(generation)-\(index)").id("\(generation)-\(index)")
                }
            }
        }
    }

    private func elementCount(_ element: RenderElement) -> Int { element.allElements().count }

    @Test func elementOwnersAreAnArrayOfWhatIsLive() throws {
        let ui = ViewHarness(Rows())
        let owners = ui.graph.elementOwners
        // IDs are numbered in order, so their owners are an array with no
        // dictionary and no gaps: 8 bytes an element, not a hash table's 16-32.
        #expect(owners.count == elementCount(ui.root))
        #expect(owners.storedEntries == owners.count)
        #expect(!owners.hasOlderOwners)
    }

    @Test func elementOwnersStayNearWhatIsLiveWhileRowsAreReplaced() throws {
        let ui = ViewHarness(Rows())
        let firstRow = try ui.element(.text, "Row 0-0").id
        for generation in 1...30 {
            try ui.click(.button, "Replace")
            #expect(ui.find(.text, "Row \(generation)-19") != nil)
        }
        let owners = ui.graph.elementOwners
        let live = elementCount(ui.root)
        #expect(owners.count == live)
        // Six hundred rows came and went; what is kept is the live ones'
        // (the array is at least half live, or short).
        #expect(owners.storedEntries <= max(2 * live, 64 + live), "\(owners.storedEntries) kept for \(live)")
        // The elements made first (the stack, its text and button) moved below
        // the array, and still take events.
        #expect(owners.hasOlderOwners)
        try ui.click(.button, "Replace")
        #expect(ui.find(.text, "Generation 31") != nil)
        // An element that left takes no event; an ID never given neither.
        #expect(ui.graph.owner(of: firstRow) == nil)
        #expect(!ui.graph.handle(HostEvent(kind: .click, target: firstRow)))
        #expect(!ui.graph.handle(HostEvent(kind: .click, target: ElementID(1_000_000))))
        #expect(!ui.graph.handle(HostEvent(kind: .click, target: ElementID(-1))))
    }

    @Test func elementOwnersFindEveryOwnerAcrossCompactions() {
        let graph = ViewGraph(content: Text("root"))
        var owners = ElementOwners()
        let node = graph.root!
        var live = Set<Int>()
        // Keeps every seventh ID and releases the rest a little later.
        for id in 1...2_000 {
            owners.add(ElementID(id), node)
            live.insert(id)
            if id > 10, (id - 10) % 7 != 0 {
                owners.remove(ElementID(id - 10))
                live.remove(id - 10)
            }
        }
        #expect(owners.count == live.count)
        for id in 1...2_000 { #expect((owners[ElementID(id)] != nil) == live.contains(id)) }
        #expect(owners.storedEntries <= 2 * live.count + 64)
        owners.removeAll()
        #expect(owners.count == 0)
        // IDs go on after a tear-down.
        owners.add(ElementID(2_001), node)
        #expect(owners[ElementID(2_001)] === node)
    }

    /// An event's target comes from the page and can be any Int: looking it
    /// up or releasing it finds nothing and traps on no arithmetic.
    @Test func elementOwnersTakeAnyIDAPageSends() {
        let graph = ViewGraph(content: Text("root"))
        var owners = ElementOwners()
        owners.add(ElementID(1), graph.root!)
        for id in [Int.min, Int.min + 1, -1, 0, Int.max - 1, Int.max] {
            #expect(owners[ElementID(id)] == nil)
            owners.remove(ElementID(id))
        }
        #expect(owners.count == 1)
        #expect(graph.owner(of: ElementID(Int.min)) == nil)
    }

    @Test func aLinkBoundToASelectionKeepsOneObjectForItsBinding() throws {
        struct Selecting: View {
            @State var selection: Int?
            var body: some View {
                NavigationLink(destination: Text("Detail"), tag: 1, selection: $selection) { Text("Open") }
            }
        }
        typealias Link = NavigationLink<Text, Text>
        // Three closures (is active, activate, deactivate) each kept a copy
        // of the binding and the tag on the heap; one object keeps them once,
        // and the link's kind is no larger than its `value` case.
        #expect(MemoryLayout<Link.Kind>.size <= MemoryLayout<AnyHashable?>.size + 1)
        let graph = ViewGraph(content: Selecting())
        func find(_ node: ViewNode) -> Link? {
            if let link = node.view as? Link { return link }
            return node.children.lazy.compactMap(find).first
        }
        let link = try #require(find(graph.root))
        guard case let .bound(binding) = link.kind else {
            Issue.record("a tag and selection make a bound link")
            return
        }
        #expect(binding is SelectionLinkBinding<Int>)
    }

    @available(*, deprecated)
    @Test func aLinkBoundToAFlagShowsItsDestinationWhileTheFlagIsSet() throws {
        struct Flagged: View {
            @State var shown = false
            var body: some View {
                VStack {
                    NavigationView {
                        NavigationLink(destination: Text("Details"), isActive: $shown) { Text("Open") }
                        Text("Nothing")
                    }
                    Text("Shown \(shown)")
                    Button("Hide") { shown = false }
                    Button("Show") { shown = true }
                }
            }
        }
        let ui = ViewHarness(Flagged())
        #expect(ui.all(.column)[1].textContent == "Nothing")
        try ui.click(.navlink, "Open")
        #expect(ui.find(.text, "Shown true") != nil)
        #expect(ui.all(.column)[1].textContent == "Details")
        #expect(ui.all(.navlink).first?.attributes[.active] == true)
        try ui.click(.button, "Hide")
        #expect(ui.all(.column)[1].textContent == "Nothing")
        #expect(ui.all(.navlink).first?.attributes[.active] == false)
        try ui.click(.button, "Show")
        #expect(ui.all(.column)[1].textContent == "Details")
    }

    @Test func aGraphWatchesItsRootsPreferencesWithOneObjectAKey() throws {
        struct Titled: View {
            @State var title = "First"
            var body: some View {
                Button("Rename") { title = "Second" }.navigationTitle(title)
            }
        }
        let ui = ViewHarness(Titled())
        let root = try #require(ui.graph.root)
        let watches = ui.graph.preferences.readers.values.filter { $0.node === root }
        // The title, subtitle, toolbar role and colour scheme: each an object
        // that keeps its last value (a closure and a box for it took two more).
        #expect(watches.count == 4)
        #expect(watches.allSatisfy { !($0 is ActionPreferenceReader) })
        #expect(ui.graph.navigationTitle == "First")
        try ui.click(.button, "Rename")
        #expect(ui.graph.navigationTitle == "Second")
    }

    @Test func tagKeysOfOneKindOfIDAreTheirDescriptionsWithNoSetOfKeys() {
        var keys = TagKeys()
        for number in 0..<1_000 { #expect(keys.key(for: AnyHashable(number)) == String(number)) }
        #expect(keys.key(for: AnyHashable(7)) == "7")
        // A thousand rows' keys were a set of 32 KB besides the keys themselves.
        #expect(keys.rememberedKeyCount == 0)
        // A tag of another type that describes itself as an earlier key gets a suffix.
        #expect(keys.key(for: AnyHashable("7")) == "7#2")
        #expect(keys.key(for: AnyHashable("seven")) == "seven")
        #expect(keys.key(for: AnyHashable(1_000)) == "1000")
        #expect(keys.key(for: AnyHashable("1000")) == "1000#2")
        #expect(keys.key(for: AnyHashable(7)) == "7")
        #expect(keys.tag(forKey: "7#2") == AnyHashable("7"))
        #expect(keys.tag(forKey: "7") == AnyHashable(7))

        var uuids = TagKeys()
        let ids = (0..<3).map { _ in UUID() }
        for id in ids { #expect(uuids.key(for: AnyHashable(id)) == id.uuidString) }
        #expect(uuids.rememberedKeyCount == 0)

        // Tags whose descriptions may repeat are told apart from the first.
        struct Point: Hashable, CustomStringConvertible {
            let x: Int
            var description: String { "point" }
        }
        var points = TagKeys()
        #expect(points.key(for: AnyHashable(Point(x: 1))) == "point")
        #expect(points.key(for: AnyHashable(Point(x: 2))) == "point#2")
        #expect(points.key(for: AnyHashable(Point(x: 1))) == "point")
    }

    /// The environment of every node of a session's windows reads one table,
    /// made once a session: each window made the session's actions again
    /// (eleven closures and their boxes) and folded a table of its own, and
    /// each row of a list below a few environment writes folded another.
    @Test func aSessionsWindowsShareOneEnvironmentTable() throws {
        let app = try AppHarness(ReadingApp.self)
        try app.chooseMenuItem("File", "New Window")
        let windows = app.session.windows
        #expect(windows.count == 2)
        let shared = try #require(windows[0].viewGraph.root).environment.storage.table
        for window in windows {
            let root = try #require(window.viewGraph.root)
            // A window's own writes: its dismiss actions, its objects, its phase.
            #expect(root.environment.storage.overlayCount <= 5)
            var nodes = 0
            func check(_ node: ViewNode) {
                nodes += 1
                #expect(node.environment.storage.table === shared, "\(type(of: node.view)) folded a table")
                node.children.forEach(check)
            }
            check(root)
            #expect(nodes > 20)
        }
        // What the window's views reach through it still works.
        try app.click(.button, "Open")
        #expect(app.session.windows.count == 3)
    }

    /// A window made after the page's appearance changed sees the new one,
    /// though its session's shared environment was made before; `dismiss`
    /// closes the window it is in, and `openWindow` opens one.
    @Test func aNewWindowSeesTheSessionsAppearanceAndDismissesItself() throws {
        let app = try AppHarness(ReadingApp.self)
        #expect(app.keyWindow?.find(.text, "light standard inverted false still false active") != nil)
        try app.send(HostEvent(kind: .appearance, value: "dark", key: "increased invertColors"))
        try app.send(HostEvent(kind: .reduceMotion, value: "true"))
        try app.chooseMenuItem("File", "New Window")
        let key = try #require(app.keyWindow)
        #expect(key.find(.text, "dark increased inverted true still true active") != nil)
        let other = try #require(app.windows.first { !$0.isKey })
        #expect(other.find(.text, "dark increased inverted true still true inactive") != nil)
        let close = try key.root.element(.button, "Close")
        try app.send(HostEvent(kind: .click, surface: key.id, target: close.id))
        #expect(app.windows.map(\.id) == [other.id])
        #expect(app.keyWindow?.find(.text, "dark increased inverted true still true active") != nil)
    }
}

private final class ReadingStore: ObservableObject {
    @Published var titles = ["Dune", "Emma", "The Left Hand of Darkness"]
}

/// BookClub's main window, in short: a store from the environment, scene
/// storage, a list of links in a navigation view, a toolbar.
private struct ReadingView: View {
    @EnvironmentObject private var store: ReadingStore
    @SceneStorage("selection") private var selection: String?
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityInvertColors) private var inverted
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scenePhase) private var phase
    var body: some View {
        NavigationView {
            List(store.titles, id: \.self) { title in
                NavigationLink(destination: Text(title), tag: title, selection: $selection) {
                    Label(title, systemImage: "book")
                }
                .contextMenu { Button("Open in New Window") { openWindow(id: "main") } }
            }
            .navigationTitle("Reading")
            .toolbar {
                Button("Open") { openWindow(id: "main") }
                Button("Close") { dismiss() }
            }
            Text("\(colorScheme == .dark ? "dark" : "light") \(contrast == .increased ? "increased" : "standard") "
                + "inverted \(inverted) still \(reduceMotion) \(phase == .active ? "active" : "inactive")")
        }
    }
}

private struct ReadingApp: App {
    @StateObject private var store = ReadingStore()
    var body: some Scene {
        WindowGroup(id: "main") { ReadingView().environmentObject(store) }
    }
}
