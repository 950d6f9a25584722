import Testing
import Observation
@_spi(Display) @testable import Proscenium
import ProsceniumHost
import ProsceniumTesting

// What a graph holds is freed with it: a page that leaves must not leave its
// windows' lists behind (the memory benchmark's "retained after close").

@MainActor
private final class LifetimeStore: ObservableObject {
    @Published var rows = Array(1...20)
    @Published var selection: Int?
}

private struct LifetimeList: View {
    @ObservedObject var store: LifetimeStore
    var body: some View {
        List(selection: $store.selection) {
            ForEach(store.rows, id: \.self) { row in
                HStack {
                    Text("Row \(row)")
                    Button("Remove") { store.rows.removeAll { $0 == row } }
                }
            }
        }
    }
}

private struct LifetimeObjectReader: View {
    @EnvironmentObject var store: LifetimeStore
    var body: some View { Text("Rows \(store.rows.count)") }
}

/// What a row's view holds, to see when the row's node is freed.
private final class RowToken {}

@MainActor
private final class TokenStore: ObservableObject {
    /// The store the app made last (the test reads its tokens).
    static weak var made: TokenStore?
    @Published var tokens: [RowToken]
    init(count: Int = 50) {
        tokens = (0..<count).map { _ in RowToken() }
        Self.made = self
    }
}

private struct TokenRow: View {
    let index: Int
    let token: RowToken
    var body: some View { Text("Token \(index)") }
}

private struct TokenList: View {
    @StateObject private var store: TokenStore
    init(count: Int = 50) { _store = StateObject(wrappedValue: TokenStore(count: count)) }
    var body: some View {
        VStack {
            Button("Clear") { store.tokens = [] }
            List {
                ForEach(Array(store.tokens.enumerated()), id: \.offset) { index, token in
                    TokenRow(index: index, token: token)
                }
            }
        }
    }
}

private struct TokenApp: App {
    var body: some Scene { WindowGroup("Tokens") { TokenList() } }
}

/// A thousand rows: thousands of nodes to free when they go.
private struct ManyTokensApp: App {
    var body: some Scene { WindowGroup("Tokens") { TokenList(count: 1_000) } }
}

@MainActor
@Suite struct GraphLifetimeTests {
    /// Rows that leave the tree are freed once their update has gone to the
    /// display (after it, so that the display has it sooner), without another
    /// update to prompt it.
    @Test func removedRowsAreFreedSoonAfterTheirUpdateIsSent() async throws {
        let app = try AppHarness(TokenApp.self)
        #expect(try app.window("Tokens").find(.text, "Token 49") != nil)
        weak var lastToken: RowToken?
        lastToken = TokenStore.made?.tokens.last
        #expect(lastToken != nil)
        // The click as a display sends it: handled and committed once, with
        // no update after it (the harness's own would free what it finds).
        let window = try app.window("Tokens")
        let clear = try #require(window.find(.button, "Clear"))
        app.session.send(HostEvent(kind: .click, surface: window.id, target: clear.id))
        #expect(app.updates.last?.changes.isEmpty == false)
        // Not while the display applies the update...
        #expect(lastToken != nil)
        // ...but soon after, with no other update to prompt it.
        let deadline = ContinuousClock.now + .seconds(5)
        while lastToken != nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(lastToken == nil)
    }

    /// Thousands of nodes that leave at once are freed a slice at a time, each
    /// slice behind what the main queue holds by then, so that an event that
    /// comes meanwhile waits for one slice, not for them all.
    @Test func manyRemovedNodesAreFreedInSlices() async throws {
        let app = try AppHarness(ManyTokensApp.self)
        let window = try app.window("Tokens")
        #expect(window.find(.text, "Token 999") != nil)
        weak var lastToken: RowToken?
        lastToken = TokenStore.made?.tokens.last
        let clear = try #require(window.find(.button, "Clear"))
        app.session.send(HostEvent(kind: .click, surface: window.id, target: clear.id))
        let scheduler = try #require(app.runtime.scheduler)
        let waiting = scheduler.retiringCount
        #expect(waiting >= 1_000)
        // A slice, as a turn of the main queue runs it: it leaves the rest
        // for the next turns (checked before anything else can run).
        scheduler.releaseNextSlice()
        #expect(scheduler.retiringCount > 0)
        let deadline = ContinuousClock.now + .seconds(10)
        while scheduler.retiringCount > 0 || lastToken != nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(scheduler.retiringCount == 0)
        #expect(lastToken == nil)
    }

    /// A text remembers the last environment it read its style from; a
    /// strong reference kept a departed window's environment, and every
    /// object in it, alive until another text rendered.
    @Test func anEnvironmentObjectIsFreedWithItsGraphAfterATextReadItsEnvironment() {
        weak var freedStore: LifetimeStore?
        do {
            let store = LifetimeStore()
            freedStore = store
            let graph = ViewGraph(content: LifetimeObjectReader().environmentObject(store), label: "lifetime")
            #expect(graph.snapshot().find(.text, "Rows 20") != nil)
            graph.tearDown()
            graph.releaseRetired()
        }
        #expect(freedStore == nil)
    }

    /// The rows' shared environment lives on their list, and the list's
    /// environment holds the list: held strongly both ways, a torn-down
    /// window's list and everything its selection binding holds stayed.
    @Test func aListWithSelectionIsFreedWithItsGraph() {
        weak var freedStore: LifetimeStore?
        do {
            let store = LifetimeStore()
            freedStore = store
            let graph = ViewGraph(content: LifetimeList(store: store), label: "lifetime")
            _ = graph.snapshot()
            store.selection = 3
            store.rows.swapAt(0, 5)
            #expect(!graph.commitDetached().isEmpty)
            graph.tearDown()
            graph.releaseRetired()
        }
        #expect(freedStore == nil)
    }

    /// A node some closure of the app keeps alive can outlive its graph; a
    /// change it observed (a global model's, an appearance proxy's) then
    /// reached the freed graph and stopped the process.
    @Test func aNodeThatOutlivesItsGraphIgnoresWhatItObserved() {
        let counter = OutlivingCounter()
        weak var freedGraph: ViewGraph?
        var keptRoot: ViewNode?
        do {
            let graph = ViewGraph(content: CounterReader(counter: counter), label: "outliving")
            #expect(graph.snapshot().find(.text, "Count 0") != nil)
            freedGraph = graph
            keptRoot = graph.root
        }
        #expect(freedGraph == nil)
        counter.count += 1
        #expect(keptRoot?.isMounted == false)
    }
}

@MainActor @Observable
private final class OutlivingCounter {
    var count = 0
}

private struct CounterReader: View {
    let counter: OutlivingCounter
    var body: some View { Text("Count \(counter.count)") }
}
