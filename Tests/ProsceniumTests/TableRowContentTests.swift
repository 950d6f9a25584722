import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
}

private let items = [Item(id: 1, name: "Alder"), Item(id: 2, name: "Birch"), Item(id: 3, name: "Cedar")]

/// Rows written in each container a table takes: `Group`, an optional row,
/// `ForEach` of data (with and without a closure), of a key path, of a range.
private struct Containers: View {
    var extra: Item?
    var body: some View {
        Table(of: Item.self) {
            Group {
                TableColumn("Name", value: \Item.name)
                TableColumn("ID") { (item: Item) in Text("#\(item.id)") }
            }
        } rows: {
            Group {
                TableRow(items[0])
            }
            ForEach(items.dropFirst())
            extra.map { TableRow($0) }
            ForEach(items, id: \.name) { item in TableRow(Item(id: item.id + 10, name: item.name + "s")) }
            ForEach(0..<2) { index in TableRow(Item(id: 100 + index, name: "Row \(index)")) }
        }
    }
}

/// Columns computed from data, beside an optional one.
private struct DynamicColumns: View {
    var fields: [String]
    var showsID: Bool
    var body: some View {
        let idColumn: TableColumn<Item, Never, Text, Text>? = showsID ? TableColumn("ID") { Text("#\($0.id)") } : nil
        Table(items) {
            TableColumn("Name", value: \.name)
            TableColumnForEach(fields, id: \.self) { field in
                TableColumn(field) { Text("\(field) of \($0.name)") }
            }
            idColumn
        }
    }
}

/// A row the person cannot select, one that tells when the pointer is over it.
private struct Marked: View {
    @State private var selection = Set<Item.ID>()
    @State private var hovered = "none"
    var body: some View {
        VStack {
            Table(of: Item.self, selection: $selection) {
                TableColumn("Name", value: \.name)
            } rows: {
                TableRow(items[0]).selectionDisabled()
                TableRow(items[1]).onHover { hovered = $0 ? "Birch" : "none" }
                TableRow(items[2])
            }
            Text("Selected \(selection.sorted().map(String.init).joined(separator: ","))")
            Text("Hovered \(hovered)")
        }
    }
}

/// Rows dragged onto rows.
private struct Dragging: View {
    @State private var dropped = "nothing"
    var body: some View {
        VStack {
            Table(of: Item.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(items) { item in
                    TableRow(item)
                        .draggable(item.name)
                        .dropDestination(for: String.self) { names in dropped = "\(names) on \(item.name)" }
                }
            }
            Text("Dropped \(dropped)")
        }
    }
}

/// Names dropped between rows, inserted into the data.
private struct Inserting: View {
    @State private var rows = items
    var body: some View {
        VStack {
            Text("New name").draggable("Dogwood")
            Table(of: Item.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(rows) { item in TableRow(item) }
                    .dropDestination(for: String.self) { offset, names in
                        rows.insert(contentsOf: names.enumerated().map { Item(id: 50 + $0.offset, name: $0.element) },
                                    at: offset)
                    }
            }
        }
    }
}

/// Rows with menus of their own, inside a table with a selection menu.
private struct Menus: View {
    @State private var log = "none"
    var body: some View {
        VStack {
            Table(of: Item.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(items.prefix(2)) { item in
                    TableRow(item).contextMenu {
                        Button("Rename \(item.name)") { log = "rename \(item.name)" }
                        Divider()
                        Button("Delete") { log = "delete \(item.name)" }
                    }
                }
                TableRow(items[2])
            }
            .contextMenu(forSelectionType: Item.ID.self) { ids in
                Button("Open \(ids.count)") { log = "open" }
            }
            Text("Log \(log)")
        }
    }
}

@MainActor @Suite struct TableRowContentTests {
    private func names(_ ui: ViewHarness) -> [String] {
        ui.all(.tablerow).map { $0.children.first?.textContent ?? "" }
    }

    @Test func groupsOptionalsAndEachForEachFormMakeRows() throws {
        let ui = ViewHarness(Containers(extra: Item(id: 9, name: "Elm")))
        #expect(ui.all(.tablecolumn).map { $0.attributes[.title] } == ["Name", "ID"])
        #expect(names(ui) == ["Alder", "Birch", "Cedar", "Elm", "Alders", "Birchs", "Cedars", "Row 0", "Row 1"])
        #expect(ui.all(.tablerow).map { $0.children.last?.textContent ?? "" }.prefix(4) == ["#1", "#2", "#3", "#9"])
        let without = ViewHarness(Containers(extra: nil))
        #expect(names(without) == ["Alder", "Birch", "Cedar", "Alders", "Birchs", "Cedars", "Row 0", "Row 1"])
    }

    @Test func columnsComeFromDataAndAnOptionalColumnShowsWhenPresent() throws {
        let ui = ViewHarness(DynamicColumns(fields: ["Height", "Age"], showsID: true))
        #expect(ui.all(.tablecolumn).map { $0.attributes[.title] } == ["Name", "Height", "Age", "ID"])
        let first = try #require(ui.all(.tablerow).first)
        #expect(first.children.map { $0.textContent } == ["Alder", "Height of Alder", "Age of Alder", "#1"])
        let fewer = ViewHarness(DynamicColumns(fields: ["Age"], showsID: false))
        #expect(fewer.all(.tablecolumn).map { $0.attributes[.title] } == ["Name", "Age"])
    }

    @Test func aSelectionDisabledRowIgnoresClicksAndOthersSelect() throws {
        let ui = ViewHarness(Marked())
        let rows = ui.all(.tablerow)
        try ui.send(HostEvent(kind: .click, target: rows[0].id))
        #expect(ui.all(.tablerow).map { $0.attributes[.selected] } == [false, false, false])
        try ui.send(HostEvent(kind: .click, target: rows[2].id))
        #expect(ui.find(.text, "Selected 3") != nil)
        try ui.send(HostEvent(kind: .click, target: ui.all(.tablerow)[0].id, modifiers: ["command"]))
        #expect(ui.all(.tablerow).map { $0.attributes[.selected] } == [false, false, true])
    }

    @Test func aHoveredRowIsToldWhenThePointerEntersAndLeaves() throws {
        let ui = ViewHarness(Marked())
        let rows = ui.all(.tablerow)
        #expect(rows[1].attributes[.hover] == "enter")
        #expect(rows[0].attributes[.hover] == nil)
        try ui.send(HostEvent(kind: .hover, target: rows[1].id, value: "enter"))
        #expect(ui.find(.text, "Hovered Birch") != nil)
        try ui.send(HostEvent(kind: .hover, target: ui.all(.tablerow)[1].id, value: "leave"))
        #expect(ui.find(.text, "Hovered none") != nil)
    }

    @Test func aRowDraggedOntoAnotherIsDroppedThere() async throws {
        let ui = ViewHarness(Dragging())
        #expect(ui.all(.tablerow).allSatisfy { $0.attributes[.dragSource] == true })
        try ui.dragItem("Alder", onto: "Cedar", at: CGPoint(x: 10, y: 10), size: CGSize(width: 100, height: 24))
        #expect(try await ui.settle(until: { ui.find(.text, "Dropped [\"Alder\"] on Cedar") != nil }))
    }

    @Test func itemsDroppedBetweenRowsAreInsertedAtTheirOffset() async throws {
        let ui = ViewHarness(Inserting())
        #expect(ui.all(.tablerow).allSatisfy { $0.attributes[.dropTarget] == "insert" })
        // The lower half of the first row: after it.
        try ui.dragItem("New name", onto: "Alder", at: CGPoint(x: 10, y: 20), size: CGSize(width: 100, height: 24))
        #expect(try await ui.settle(until: { names(ui) == ["Alder", "Dogwood", "Birch", "Cedar"] }))
    }

    @Test func aRowsOwnContextMenuOpensForItAndRunsAnItem() throws {
        let ui = ViewHarness(Menus())
        let rows = ui.all(.tablerow)
        #expect(rows.map { $0.attributes[.contextMenu] } == [true, true, true])
        try ui.send(HostEvent(kind: .contextMenu, target: rows[1].id))
        let menu = try #require(ui.all(.contextmenu).first)
        #expect(menu.children.map(\.tag) == [.button, .divider, .button])
        #expect(menu.find(.button, "Rename Birch") != nil)
        try ui.click(.button, "Rename Birch")
        #expect(ui.find(.text, "Log rename Birch") != nil)
        #expect(ui.all(.contextmenu).isEmpty)
        // A row without a menu of its own has the table's.
        try ui.send(HostEvent(kind: .contextMenu, target: ui.all(.tablerow)[2].id))
        try ui.click(.button, "Open 1")
        #expect(ui.find(.text, "Log open") != nil)
    }
}
