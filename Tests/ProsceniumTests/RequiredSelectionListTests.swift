import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Node: Identifiable, Hashable {
    let id: Int
    var name: String
    var children: [Node]?
}

private let nodes = [Node(id: 1, name: "Alder", children: nil), Node(id: 2, name: "Birch", children: nil)]

/// Lists of data whose selection is a value, not an optional: each form.
private struct Lists: View {
    @State private var byID = "Alder"
    @State private var byRange = 0
    @State private var byTree = 1
    @State private var byTreeID = "Alder"
    var body: some View {
        VStack {
            List(nodes, id: \.name, selection: $byID) { Text("id \($0.name)") }
            List(0..<2, selection: $byRange) { Text("range \($0)") }
            List(nodes, children: \.children, selection: $byTree) { Text("tree \($0.name)") }
            List(nodes, id: \.name, children: \.children, selection: $byTreeID) { Text("treeid \($0.name)") }
            Text("Chosen \(byID) \(byRange) \(byTree) \(byTreeID)")
        }
    }
}

private struct Crop: Identifiable, Hashable {
    let id: Int
    var name: String
}

/// Tables of rows selecting one or none, with and without sorting.
private struct SingleTables: View {
    @State private var chosen: Int?
    @State private var sorted: Int?
    @State private var order = [KeyPathComparator(\Crop.name)]
    var body: some View {
        VStack {
            Table(of: Crop.self, selection: $chosen) {
                TableColumn("Plain", value: \.name)
            } rows: {
                TableRow(Crop(id: 1, name: "Apple"))
                TableRow(Crop(id: 2, name: "Pear"))
            }
            Table(of: Crop.self, selection: $sorted, sortOrder: $order) {
                TableColumn("Sorted", value: \.name)
            } rows: {
                TableRow(Crop(id: 3, name: "Plum"))
            }
            Text("Picked \(chosen.map(String.init) ?? "none") \(sorted.map(String.init) ?? "none")")
        }
    }
}

@MainActor @Suite struct RequiredSelectionListTests {
    @Test func eachDataFormSelectsIntoAValueBinding() throws {
        let ui = ViewHarness(Lists())
        #expect(ui.all(.list).allSatisfy { $0.attributes[.selection] == "single" })
        try ui.click(.row, "id Birch")
        try ui.click(.row, "range 1")
        try ui.click(.row, "tree Birch")
        try ui.click(.row, "treeid Birch")
        #expect(ui.find(.text, "Chosen Birch 1 2 Birch") != nil)
        // A value binding is never emptied: a command-click on the selected row keeps it.
        try ui.send(HostEvent(kind: .click, target: ui.element(.row, "id Birch").id, modifiers: ["command"]))
        #expect(ui.find(.text, "Chosen Birch 1 2 Birch") != nil)
    }

    @Test func tablesOfAValueTypeSelectOneOrNone() throws {
        let ui = ViewHarness(SingleTables())
        #expect(ui.all(.table).allSatisfy { $0.attributes[.selection] == "single" })
        try ui.send(HostEvent(kind: .click, target: ui.all(.tablerow)[1].id))
        try ui.send(HostEvent(kind: .click, target: ui.all(.tablerow)[2].id))
        #expect(ui.find(.text, "Picked 2 3") != nil)
        try ui.send(HostEvent(kind: .click, target: ui.all(.tablerow)[1].id, modifiers: ["command"]))
        #expect(ui.find(.text, "Picked none 3") != nil)
    }
}
