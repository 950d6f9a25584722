import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

// A table renders again when its rows or selection change; its rows are not,
// unless what they show changed. Bodies are counted as `proscenium-bench
// update` counts them (the graph's body evaluations). No test times anything.

private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

private let thousand = (1...1_000).map { Item(id: $0, name: "item \($0)") }

/// A selectable table with a button per row whose action captures the view's state.
private struct Selectable: View {
    @State var items = thousand
    @State var selection: Item.ID?
    @State var step = 1
    @State var total = 0
    var body: some View {
        VStack {
            Table(items, selection: $selection) {
                TableColumn("ID") { Text(String($0.id)) }
                TableColumn("Name", value: \.name)
                TableColumn("") { item in Button("Add") { total += item.id * step } }
            }
            Button("Double the step") { step *= 2 }
            Button("Rename 500") { items[499].name = "renamed" }
            Text("Total \(total)")
        }
    }
}

/// A table whose cells show the view's state besides the row's value.
private struct Scaled: View {
    @State var factor = 1
    var body: some View {
        VStack {
            Table(Array(thousand.prefix(20))) {
                TableColumn("Scaled") { Text(String($0.id * factor)) }
            }
            Button("Scale") { factor = 10 }
        }
    }
}

@MainActor @Suite struct TableRowUpdateTests {
    private func bodies(_ ui: ViewHarness, _ change: () throws -> Void) rethrows -> Int {
        let before = ui.graph.bodyEvaluations
        try change()
        return ui.graph.bodyEvaluations - before
    }

    @Test func selectingARowOfAThousandRendersThatRowAlone() throws {
        let ui = ViewHarness(Selectable())
        let rows = ui.all(.tablerow)
        #expect(rows.count == 1_000)
        let count = try bodies(ui) { try ui.send(HostEvent(kind: .click, target: rows[499].id)) }
        // The app's body, the table, its headers and the selected row: not a thousand rows.
        #expect(count < 20)
        let selected = ui.all(.tablerow).map { $0.attributes[.selected] == true }
        #expect(selected == (1...1_000).map { $0 == 500 })
        // Another row: the one selected before and the new one change.
        let again = try bodies(ui) { try ui.send(HostEvent(kind: .click, target: rows[9].id)) }
        #expect(again < 20)
        #expect(ui.all(.tablerow).map { $0.attributes[.selected] == true } == (1...1_000).map { $0 == 10 })
    }

    @Test func changingOneRowRendersThatRowAlone() throws {
        let ui = ViewHarness(Selectable())
        let count = try bodies(ui) { try ui.click(.button, "Rename 500") }
        #expect(count < 30)
        #expect(ui.all(.tablerow)[499].all(.text).compactMap(\.text).contains("renamed"))
        #expect(ui.all(.tablerow)[498].all(.text).compactMap(\.text).contains("item 499"))
    }

    @Test func aRowNotRenderedAgainRunsItsButtonsNewestAction() throws {
        let ui = ViewHarness(Selectable())
        let count = try bodies(ui) { try ui.click(.button, "Double the step") }
        #expect(count < 20)
        // The row's button was not rendered again, but its click sees the new step.
        try ui.send(HostEvent(kind: .click, target: try ui.all(.tablerow)[2].element(.button, "Add").id))
        #expect(ui.find(.text, "Total 6") != nil)
        try ui.click(.button, "Double the step")
        try ui.send(HostEvent(kind: .click, target: try ui.all(.tablerow)[0].element(.button, "Add").id))
        #expect(ui.find(.text, "Total 10") != nil)
    }

    @Test func cellsShowingTheViewsStateAreRenderedAgainWhenItChanges() throws {
        let ui = ViewHarness(Scaled())
        #expect(ui.all(.tablerow).map { $0.all(.text).first?.text } == (1...20).map { String($0) })
        try ui.click(.button, "Scale")
        #expect(ui.all(.tablerow).map { $0.all(.text).first?.text } == (1...20).map { String($0 * 10) })
    }
}
