import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

// A table's rows are the children of its `tablerows`, after its columns:
// emptying the table is one patch, as emptying a list is, and its columns stay.

private struct Item: Identifiable {
    let id: Int
    var label: String
}

private struct Rows: View {
    @State var items = (1...100).map { Item(id: $0, label: "Row \($0)") }
    @State var selection: Item.ID?
    var body: some View {
        VStack {
            Table(items, selection: $selection) {
                TableColumn("ID") { Text(String($0.id)) }
                TableColumn("Label", value: \.label)
            }
            Button("Clear") { items = [] }
            Button("Drop first") { items.removeFirst() }
            Button("Add") { items.append(Item(id: 500, label: "Row 500")) }
        }
    }
}

@MainActor @Suite struct TableClearTests {
    func firstCells(_ ui: ViewHarness) -> [String] {
        ui.all(.tablerow).map { $0.children.first?.textContent ?? "" }
    }

    @Test func theRowsAreChildrenOfTheirOwnElementAfterTheColumns() throws {
        let ui = ViewHarness(Rows())
        let table = try #require(ui.all(.table).first)
        #expect(table.children.map(\.tag) == [.tablecolumn, .tablecolumn, .tablerows])
        let rows = try #require(table.children.last)
        #expect(rows.children.count == 100)
        #expect(rows.children.allSatisfy { $0.tag == .tablerow })
    }

    @Test func clearingATableIsOnePatchAndKeepsItsColumns() throws {
        let ui = ViewHarness(Rows())
        let rows = try #require(ui.all(.tablerows).first)
        try ui.click(.button, "Clear")
        #expect(ui.updates.last == [.removeChildren(parent: rows.id)])
        #expect(ui.all(.tablerow).isEmpty)
        #expect(ui.all(.tablecolumn).count == 2)
        // A row added later lands in the emptied rows' element.
        try ui.click(.button, "Add")
        #expect(firstCells(ui) == ["500"])
        #expect(ui.all(.tablerows).first?.id == rows.id)
        #expect(ui.all(.tablerows).first?.children.count == 1)
    }

    @Test func removingOneRowIsOneRemoval() throws {
        let ui = ViewHarness(Rows())
        try ui.click(.button, "Drop first")
        let patches = try #require(ui.updates.last)
        #expect(patches.count == 1)
        #expect(patches.allSatisfy { if case .remove = $0 { true } else { false } })
        #expect(firstCells(ui).prefix(2) == ["2", "3"])
    }
}
