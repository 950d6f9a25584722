import Testing
@testable import ProsceniumBench
import Proscenium
import ProsceniumHost
import ProsceniumTesting

// The browser benchmark's apps, headless: the Table app (BenchGrid) shows the
// List app's rows, sorts them by its headers as the List app's Sort by Label
// button does, and selects and removes rows. No test times anything.
@MainActor
@Suite(.serialized)
struct BenchAppTests {
    init() { BenchStore.rowCount = 20 }

    /// Each table row's cells' texts: id and label.
    private func rows(_ ui: ViewHarness) -> [(id: String, label: String)] {
        ui.all(.tablerow).map { row in
            let texts = row.all(.text).compactMap(\.text)
            return (texts[0], texts[1])
        }
    }

    private func header(_ ui: ViewHarness, _ title: String) throws -> RenderElement {
        try ui.element(.tablecolumn, title)
    }

    @Test func theTableShowsTheRowsAndSortsThemByItsHeaders() throws {
        let store = BenchStore()
        let ui = ViewHarness(BenchWindow<BenchGrid>(store: store))
        #expect(ui.all(.tablecolumn).map { $0.attributes[.title]?.string } == ["ID", "Label", ""])
        try ui.click(.button, "Create 20 rows")
        #expect(rows(ui).map(\.id) == (1...20).map(String.init))
        #expect(rows(ui).map(\.label) == store.rows.map(\.label))
        #expect(try header(ui, "ID").attributes[.sortOrder] == "ascending")

        try ui.click(.tablecolumn, "Label")
        let labels = rows(ui).map(\.label)
        #expect(labels == labels.sorted())
        #expect(Set(rows(ui).map(\.id)) == Set((1...20).map(String.init)))
        #expect(try header(ui, "Label").attributes[.sortOrder] == "ascending")
        #expect(try header(ui, "ID").attributes[.sortOrder] == nil)
        // Again: descending.
        try ui.click(.tablecolumn, "Label")
        #expect(rows(ui).map(\.label) == labels.sorted(by: >))
        #expect(try header(ui, "Label").attributes[.sortOrder] == "descending")
        // A new set of rows is listed by id again.
        try ui.click(.button, "Create 20 rows")
        #expect(rows(ui).map(\.id) == (21...40).map(String.init))
        #expect(try header(ui, "ID").attributes[.sortOrder] == "ascending")
    }

    @Test func theTableSelectsAndRemovesRowsAndRunsTheOtherOperations() throws {
        let store = BenchStore()
        let ui = ViewHarness(BenchWindow<BenchGrid>(store: store))
        try ui.click(.button, "Create 20 rows")
        let second = ui.all(.tablerow)[1]
        try ui.send(HostEvent(kind: .click, target: second.id))
        #expect(store.selection == 2)
        #expect(ui.all(.tablerow).map { $0.attributes[.selected] == true } == (1...20).map { $0 == 2 })
        try ui.send(HostEvent(kind: .click, target: try ui.all(.tablerow)[1].element(.button, "×").id))
        #expect(rows(ui).map(\.id) == ([1] + Array(3...20)).map(String.init))
        try ui.click(.button, "Swap Rows")
        #expect(rows(ui)[1].id == "19" && rows(ui)[17].id == "3")
        try ui.click(.button, "Update every 10th row")
        #expect(rows(ui)[0].label.hasSuffix(" !!!") && rows(ui)[10].label.hasSuffix(" !!!"))
        try ui.click(.button, "Append 20 rows")
        #expect(rows(ui).count == 39)
        try ui.click(.button, "Clear")
        #expect(ui.all(.tablerow).isEmpty)
    }

    @Test func theListSortsAsTheTable() throws {
        let listStore = BenchStore()
        let list = ViewHarness(BenchWindow<BenchTable>(store: listStore))
        try list.click(.button, "Create 20 rows")
        let tableStore = BenchStore()
        let table = ViewHarness(BenchWindow<BenchGrid>(store: tableStore))
        tableStore.rows = listStore.rows
        _ = try table.update()
        try list.click(.button, "Sort by Label")
        try table.click(.tablecolumn, "Label")
        #expect(listStore.sortOrder == tableStore.sortOrder)
        #expect(listStore.rows == tableStore.rows)
        #expect(listStore.rows.map(\.label) == listStore.rows.map(\.label).sorted())
        // The List shows them in that order.
        let shown = list.all(.row).map { $0.all(.text).compactMap(\.text)[1] }
        #expect(shown == listStore.rows.map(\.label))
    }
}
