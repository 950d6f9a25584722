import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Part: Identifiable, Hashable {
    let id: Int
    var name: String
    var count: Int
    var note: String?
}

private let parts = [
    Part(id: 1, name: "Bolt", count: 40), Part(id: 2, name: "anchor", count: 5),
    Part(id: 3, name: "Cog 10", count: 12), Part(id: 4, name: "Cog 9", count: 7),
]

/// A sortable, multiple-selection table: the app sorts its data when the order changes.
private struct Inventory: View {
    @State var items = parts
    @State var order = [KeyPathComparator(\Part.name)]
    @State var selection = Set<Part.ID>()
    var body: some View {
        VStack {
            Table(items, selection: $selection, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Count", value: \.count) { Text("\($0.count)") }
                    .width(min: 40, ideal: 60, max: 100)
                TableColumn("Note") { Text($0.note ?? "-") }.width(80)
            }
            .onChange(of: order) { _, newOrder in items.sort(using: newOrder) }
            Text("Selected \(selection.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

/// Explicit rows, one selection, and a `SortDescriptor` order.
private struct Explicit: View {
    @State var selection: Part.ID?
    @State var order = [SortDescriptor(\Part.count)]
    var body: some View {
        VStack {
            Table(selection: $selection, sortOrder: $order) {
                TableColumn("Name", sortUsing: SortDescriptor(\Part.name)) { Text($0.name) }
                TableColumn("Count", sortUsing: SortDescriptor(\Part.count)) { Text("\($0.count)") }
            } rows: {
                TableRow(parts[0])
                ForEach(parts.dropFirst()) { part in TableRow(part) }
            }
            Text("One \(selection.map(String.init) ?? "none")")
            Text("Order \(order.map { $0.order == .forward ? "up" : "down" }.joined(separator: ","))")
        }
    }
}

private struct Plain: View {
    var body: some View {
        Table(parts) {
            TableColumn("Name", value: \.name)
            TableColumn("Count") { Text("\($0.count)") }
        }
    }
}

@MainActor @Suite struct TableTests {
    private func names(_ ui: ViewHarness) -> [String] {
        ui.all(.tablerow).map { $0.children.first?.textContent ?? "" }
    }

    @Test func headersSortAndASecondClickReverses() throws {
        let ui = ViewHarness(Inventory())
        let table = try #require(ui.all(.table).first)
        #expect(table.attributes[.selection] == "multiple")
        let columns = ui.all(.tablecolumn)
        #expect(columns.map { $0.attributes[.title] } == ["Name", "Count", "Note"])
        #expect(columns[0].attributes[.sortOrder] == "ascending")
        #expect(columns[0].attributes[.sortable] == true && columns[2].attributes[.sortable] == nil)
        #expect(columns[1].length(.minWidth) == 40 && columns[1].length(.idealWidth) == 60)
        #expect(columns[2].length(.width) == 80)
        #expect(names(ui) == ["Bolt", "anchor", "Cog 10", "Cog 9"])

        try ui.click(.tablecolumn, "Count")
        #expect(try ui.element(.tablecolumn, "Count").attributes[.sortOrder] == "ascending")
        #expect(try ui.element(.tablecolumn, "Name").attributes[.sortOrder] == nil)
        #expect(names(ui) == ["anchor", "Cog 9", "Cog 10", "Bolt"])
        try ui.click(.tablecolumn, "Count")
        #expect(try ui.element(.tablecolumn, "Count").attributes[.sortOrder] == "descending")
        #expect(names(ui) == ["Bolt", "Cog 10", "Cog 9", "anchor"])
        // Names sort as a person reads them: numbers by value.
        try ui.click(.tablecolumn, "Name")
        #expect(try ui.element(.tablecolumn, "Name").attributes[.sortOrder] == "ascending")
        let sorted = names(ui)
        #expect(try #require(sorted.firstIndex(of: "Cog 9")) < #require(sorted.firstIndex(of: "Cog 10")))
        // A column without a key path does not sort.
        try ui.click(.tablecolumn, "Note")
        #expect(try ui.element(.tablecolumn, "Name").attributes[.sortOrder] == "ascending")
    }

    @Test func rowsSelectWithCommandAndShift() throws {
        let ui = ViewHarness(Inventory())
        let rows = ui.all(.tablerow)
        #expect(rows.map { $0.attributes[.key] } == ["1", "2", "3", "4"])
        #expect(rows.allSatisfy { $0.attributes[.selected] == false })
        try ui.send(HostEvent(kind: .click, target: rows[0].id))
        #expect(ui.find(.text, "Selected 1") != nil)
        try ui.send(HostEvent(kind: .click, target: rows[2].id, modifiers: ["shift"]))
        #expect(ui.find(.text, "Selected 1,2,3") != nil)
        try ui.send(HostEvent(kind: .click, target: rows[1].id, modifiers: ["command"]))
        #expect(ui.find(.text, "Selected 1,3") != nil)
        #expect(ui.all(.tablerow).map { $0.attributes[.selected] } == [true, false, true, false])
        try ui.send(HostEvent(kind: .click, target: rows[3].id))
        #expect(ui.find(.text, "Selected 4") != nil)
    }

    @Test func explicitRowsSelectOneAndSortDescriptorsReverse() throws {
        let ui = ViewHarness(Explicit())
        #expect(names(ui) == ["Bolt", "anchor", "Cog 10", "Cog 9"])
        #expect(try ui.element(.tablecolumn, "Count").attributes[.sortOrder] == "ascending")
        try ui.click(.tablecolumn, "Count")
        #expect(ui.find(.text, "Order down") != nil)
        try ui.click(.tablecolumn, "Name")
        #expect(ui.find(.text, "Order up,down") != nil)
        #expect(try ui.element(.tablecolumn, "Name").attributes[.sortOrder] == "ascending")
        try ui.send(HostEvent(kind: .click, target: ui.all(.tablerow)[2].id))
        #expect(ui.find(.text, "One 3") != nil)
        try ui.send(HostEvent(kind: .click, target: ui.all(.tablerow)[2].id, modifiers: ["command"]))
        #expect(ui.find(.text, "One none") != nil)
    }

    @Test func aTableWithoutSelectionOrSortingIsPlainCells() throws {
        let ui = ViewHarness(Plain())
        #expect(ui.all(.table).first?.attributes[.selection] == nil)
        #expect(ui.all(.tablecolumn).allSatisfy { $0.attributes[.sortable] == nil })
        #expect(ui.all(.tablerow).first?.attributes[.selected] == nil)
        #expect(ui.all(.tablerow).first?.children.map(\.tag) == [.cell, .cell])
        #expect(ui.all(.tablerow).first?.children.last?.textContent == "40")
    }
}
