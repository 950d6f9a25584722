import Testing
import Proscenium
import ProsceniumTesting

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

private struct TwoCounters: View {
    var body: some View {
        HStack {
            Counter()
            Counter()
        }
    }
}

@MainActor @Suite struct StateTests {
    @Test func stateChangesWhatShows() throws {
        let ui = ViewHarness(Counter())
        #expect(ui.find(.text, "Count: 0") != nil)
        try ui.click(.button, "Increment")
        try ui.click(.button, "Increment")
        #expect(ui.find(.text, "Count: 2") != nil)
        #expect(ui.find(.text, "Count: 0") == nil)
    }

    @Test func eachViewIdentityHasItsOwnState() throws {
        let ui = ViewHarness(TwoCounters())
        let buttons = ui.all(.button)
        #expect(buttons.count == 2)
        try ui.send(.init(kind: .click, target: buttons[1].id))
        #expect(ui.visibleText.filter { $0.hasPrefix("Count") } == ["Count: 0", "Count: 1"])
    }

    @Test func anUpdateSendsOnlyWhatChanged() throws {
        let ui = ViewHarness(Counter())
        try ui.click(.button, "Increment")
        let text = try ui.element(.text, "Count: 1")
        #expect(ui.updates.last == [.setText(id: text.id, text: "Count: 1")])
    }
}
