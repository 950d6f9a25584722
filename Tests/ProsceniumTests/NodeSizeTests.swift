import ProsceniumHost
import ProsceniumTesting
import Testing
@_spi(Display) @testable import Proscenium

// Every view of every window has a node, so a node's bytes are paid some
// thirty times a window and seven times a list's row: these tests fail if
// the savings that keep it small are lost. (Its size in bytes is a figure
// of `proscenium-bench nodes`.)

@MainActor
@Suite struct NodeSizeTests {
    private struct Row: View {
        let title: String
        @State private var count = 0
        var body: some View {
            HStack {
                Text(title)
                Button("Add \(count)") { count += 1 }
            }
        }
    }

    private func nodes(below node: ViewNode) -> [ViewNode] {
        [node] + node.children.flatMap { nodes(below: $0) }
    }

    @Test func onlyNodesThatNeedThemHaveExtras() throws {
        let graph = ViewGraph(content: Row(title: "One"))
        let all = nodes(below: graph.root)
        let texts = all.filter { $0.view is Text }
        #expect(!texts.isEmpty)
        // A leaf text keeps no state, reads, handlers or observation.
        for text in texts { #expect(!text.hasExtras) }
        // A body with `@State` keeps its slots and reads there.
        let row = try #require(all.first { $0.view is Row })
        #expect(row.hasExtras)
    }

    @Test func printChangesStillSaysWhyAfterAnInvalidationAndNewInputs() throws {
        struct Shown: View {
            let label: String
            var body: some View {
                let _ = Self._printChanges()
                Text(label)
            }
        }
        struct Holder: View {
            @State private var label = "a"
            var body: some View {
                VStack {
                    Shown(label: label)
                    Button("change") { label += "b" }
                }
            }
        }
        let ui = ViewHarness(Holder())
        #expect(ui.graph.changeLog == ["Shown: @self changed."])
        try ui.click(.button, "change")
        #expect(ui.graph.changeLog.last == "Shown: @self changed.")
        #expect(ui.find(.text, "ab") != nil)
    }

    @Test func eventHandlersAreSetReplacedAndRemovedByKind() {
        var handlers = EventHandlers()
        var heard: [String] = []
        #expect(handlers.isEmpty)
        handlers[.click] = { _ in heard.append("click 1") }
        handlers[.input] = { _ in heard.append("input") }
        handlers[.click] = { _ in heard.append("click 2") }
        handlers[.click]?(HostEvent(kind: .click))
        handlers[.input]?(HostEvent(kind: .input))
        #expect(heard == ["click 2", "input"])
        handlers[.click] = nil
        #expect(handlers[.click] == nil)
        #expect(handlers[.input] != nil)
        #expect(handlers[.change] == nil)
    }

    @Test func primitiveStatesAreKeptByName() {
        final class Box {}
        var states = PrimitiveStates()
        let first = Box(), second = Box()
        states["a"] = first
        states["b"] = second
        #expect(states["a"] === first)
        #expect(states["b"] === second)
        states["a"] = second
        #expect(states["a"] === second)
        states["a"] = nil
        #expect(states["a"] == nil)
        states.removeAll()
        #expect(states["b"] == nil)
    }
}

@MainActor
@Suite struct EnvironmentReadTrackerTests {
    private struct NumberKey: EnvironmentKey { static let defaultValue = 0 }
    private struct ActionKey: EnvironmentKey { static let defaultValue: @Sendable () -> Void = {} }
    private final class Model {}

    private func read(_ environment: EnvironmentValues, _ body: (EnvironmentValues) -> Void) -> EnvironmentReadTracker {
        let tracker = EnvironmentReadTracker()
        var tracked = environment
        tracked.tracker = tracker
        body(tracked)
        return tracker
    }

    @Test func aValueChangesOnlyWhenItDiffers() {
        var environment = EnvironmentValues()
        environment[NumberKey.self] = 1
        let tracker = read(environment) { _ = $0[NumberKey.self]; _ = $0[NumberKey.self] }
        #expect(tracker.count == 1)
        var same = environment
        same[NumberKey.self] = 1
        #expect(!tracker.changed(in: same), "an equal value in a new box")
        var other = environment
        other[NumberKey.self] = 2
        #expect(tracker.changed(in: other))
        #expect(tracker.changed(in: EnvironmentValues()), "back to the default")
        let fromDefault = read(EnvironmentValues()) { _ = $0[NumberKey.self] }
        #expect(!fromDefault.changed(in: EnvironmentValues()))
        #expect(fromDefault.changed(in: environment))
    }

    @Test func aValueThatCannotBeComparedIsTheSameInTheSameBox() {
        var environment = EnvironmentValues()
        environment[ActionKey.self] = {}
        let tracker = read(environment) { _ = $0[ActionKey.self] }
        var unrelated = environment
        unrelated[NumberKey.self] = 3
        #expect(!tracker.changed(in: unrelated))
        var rewritten = environment
        rewritten[ActionKey.self] = {}
        #expect(tracker.changed(in: rewritten))
    }

    @Test func anObjectChangesByIdentity() {
        let model = Model()
        var environment = EnvironmentValues()
        environment.setObject(model, as: Model.self)
        let tracker = read(environment) { _ = $0.object(Model.self) }
        var same = environment
        same[NumberKey.self] = 4
        #expect(!tracker.changed(in: same))
        var other = environment
        other.setObject(Model(), as: Model.self)
        #expect(tracker.changed(in: other))
        var removed = environment
        removed.setObject(nil as Model?, as: Model.self)
        #expect(tracker.changed(in: removed))
    }
}
