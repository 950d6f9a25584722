import Testing
import Foundation
import Proscenium
import ProsceniumTesting

@MainActor final class EventLog {
    var lines: [String] = []
}

private struct Row: View {
    let title: String
    let log: EventLog
    @State private var taps = 0
    var body: some View {
        Button("\(title) \(taps)") { taps += 1 }
            .onAppear { log.lines.append("appear \(title)") }
            .onDisappear { log.lines.append("disappear \(title)") }
    }
}

private struct Branches: View {
    @State private var flag = true
    let log: EventLog
    var body: some View {
        VStack {
            if flag { Row(title: "yes", log: log) } else { Row(title: "no", log: log) }
            Button("flip") { flag.toggle() }
        }
    }
}

private struct Reorder: View {
    @State private var titles = ["a", "b", "c", "d"]
    let log: EventLog
    var body: some View {
        VStack {
            ForEach(titles, id: \.self) { Row(title: $0, log: log) }
            Button("reverse") { titles.reverse() }
            Button("drop b") { titles.removeAll { $0 == "b" } }
            Button("insert x") { titles.insert("x", at: 1) }
        }
    }
}

private struct ExplicitID: View {
    @State private var generation = 0
    let log: EventLog
    var body: some View {
        VStack {
            Row(title: "row", log: log).id(generation)
            Button("reset") { generation += 1 }
        }
    }
}

private struct Child: View {
    let value: Int
    let counter: BodyCounter
    var body: some View {
        counter.hit("child")
        return Text("child \(value)")
    }
}

private struct Parent: View {
    @State private var unrelated = 0
    @State private var shown = 1
    @State private var a = 0
    @State private var b = 0
    let counter: BodyCounter
    var body: some View {
        counter.hit("parent")
        Self._printChanges()
        return VStack {
            Text("unrelated \(unrelated) a \(a) b \(b)")
            Child(value: shown, counter: counter)
            Button("unrelated") { unrelated += 1 }
            Button("shown") { shown += 1 }
            Button("many") { a += 1; b += 1; a += 1; unrelated += 1 }
        }
    }
}

private struct Watcher: View {
    @State private var value = 0
    let log: EventLog
    var body: some View {
        Button("bump \(value)") { value += 1 }
            .onChange(of: value) { old, new in log.lines.append("\(old)->\(new)") }
            .onChange(of: value, initial: true) { log.lines.append("changed") }
    }
}

@MainActor @Suite struct IdentityTests {
    @Test func anIfBranchIsItsOwnIdentity() throws {
        let log = EventLog()
        let ui = ViewHarness(Branches(log: log))
        try ui.click(.button, "yes 0")
        #expect(ui.find(.button, "yes 1") != nil)
        try ui.click(.button, "flip")
        #expect(ui.find(.button, "no 0") != nil)
        try ui.click(.button, "flip")
        #expect(ui.find(.button, "yes 0") != nil, "coming back is a new identity with fresh state")
        #expect(log.lines == ["appear yes", "disappear yes", "appear no", "disappear no", "appear yes"])
    }

    @Test func reorderingForEachKeepsEachRowsStateAndMovesElements() throws {
        let log = EventLog()
        let ui = ViewHarness(Reorder(log: log))
        try ui.click(.button, "c 0")
        try ui.click(.button, "c 1")
        let before = ui.all(.button).map(\.id)
        try ui.click(.button, "reverse")
        #expect(ui.all(.button).prefix(4).compactMap { $0.textContent } == ["d 0", "c 2", "b 0", "a 0"])
        let after = ui.all(.button).map(\.id)
        #expect(Set(before) == Set(after), "the same elements, moved")
        let moves = ui.updates.last!.filter { if case .move = $0 { true } else { false } }
        #expect(moves.count == 3, "reversing four rows needs three moves")
        #expect(!ui.updates.last!.contains { if case .insert = $0 { true } else { false } })
        try ui.click(.button, "drop b")
        #expect(log.lines.contains("disappear b"))
        try ui.click(.button, "insert x")
        #expect(ui.all(.button).prefix(5).compactMap { $0.textContent } == ["d 0", "x 0", "c 2", "a 0", "reverse"])
    }

    @Test func aNewExplicitIDResetsState() throws {
        let log = EventLog()
        let ui = ViewHarness(ExplicitID(log: log))
        try ui.click(.button, "row 0")
        #expect(ui.find(.button, "row 1") != nil)
        try ui.click(.button, "reset")
        #expect(ui.find(.button, "row 0") != nil)
        #expect(log.lines == ["appear row", "disappear row", "appear row"])
    }

    @Test func aChildWhoseInputsDidNotChangeIsNotRerun() throws {
        let counter = BodyCounter()
        let ui = ViewHarness(Parent(counter: counter))
        try ui.click(.button, "unrelated")
        #expect(counter["parent"] == 2)
        #expect(counter["child"] == 1)
        try ui.click(.button, "shown")
        #expect(counter["child"] == 2)
        #expect(ui.find(.text, "child 2") != nil)
    }

    @Test func writesInOneEventCoalesceIntoOneUpdate() throws {
        let counter = BodyCounter()
        let ui = ViewHarness(Parent(counter: counter))
        let updatesBefore = ui.updates.count
        try ui.click(.button, "many")
        #expect(counter["parent"] == 2, "four writes, one body evaluation")
        #expect(ui.updates.count == updatesBefore + 1)
        #expect(ui.updates.last!.count == 1)
        #expect(ui.find(.text, "unrelated 1 a 2 b 1") != nil)
    }

    @Test func printChangesSaysWhyABodyRan() throws {
        let ui = ViewHarness(Parent(counter: BodyCounter()))
        try ui.click(.button, "unrelated")
        #expect(ui.graph.changeLog.first == "Parent: @self changed.")
        #expect(ui.graph.changeLog.last == "Parent: _unrelated changed.")
    }

    @Test func onChangeGetsOldAndNewValues() throws {
        let log = EventLog()
        let ui = ViewHarness(Watcher(log: log))
        #expect(log.lines == ["changed"])
        try ui.click(.button, "bump 0")
        try ui.click(.button, "bump 1")
        #expect(log.lines.filter { $0.contains("->") } == ["0->1", "1->2"])
        #expect(log.lines.filter { $0 == "changed" }.count == 3, "once initially, then once per change")
    }
}
