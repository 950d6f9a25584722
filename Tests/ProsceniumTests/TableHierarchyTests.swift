import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Node: Identifiable, Hashable {
    let id: String
    var size: Int
    var children: [Node]?
}

private let tree = [
    Node(id: "Documents", size: 30, children: [
        Node(id: "Letters", size: 20, children: [Node(id: "Dear.txt", size: 20)]),
        Node(id: "Notes.txt", size: 10),
    ]),
    Node(id: "Empty", size: 0, children: []),
    Node(id: "Readme", size: 1),
]

/// A hierarchical table: rows under each element with children.
private struct Files: View {
    @State var selection = Set<Node.ID>()
    var body: some View {
        Table(tree, children: \.children, selection: $selection) {
            TableColumn("Name", value: \.id)
            TableColumn("Size") { Text("\($0.size)") }
        }
    }
}

/// Explicit disclosure rows, one bound to state and one kept by the table.
private struct Explicit: View {
    @State var open = true
    var body: some View {
        VStack {
            Table(of: Node.self) {
                TableColumn("Name", value: \.id)
            } rows: {
                DisclosureTableRow(tree[0], isExpanded: $open) {
                    TableRow(tree[0].children![1])
                }
                DisclosureTableRow(tree[1]) {
                    TableRow(tree[2])
                }
            }
            Text(open ? "Open" : "Closed")
        }
    }
}

/// `OutlineGroup` among a table's rows: a plain row, then the trees.
private struct OutlineRows: View {
    var body: some View {
        Table(of: Node.self) {
            TableColumn("Name", value: \.id)
        } rows: {
            TableRow(Node(id: "Pinned", size: 5))
            OutlineGroup(tree[0], children: \.children)
            OutlineGroup(Array(tree[1...]), children: \.children)
        }
    }
}

@MainActor @Suite struct TableHierarchyTests {
    private func rows(_ ui: ViewHarness) -> [String] {
        ui.all(.tablerow).map { row in
            let name = row.children.first?.textContent ?? ""
            let level = row.number(.level).map { String(Int($0)) } ?? "-"
            let expanded = row.attributes[.expanded].map { $0 == true ? "true" : "false" } ?? "-"
            return "\(name):\(level):\(expanded)"
        }
    }

    private func toggle(_ ui: ViewHarness, _ name: String, _ open: Bool) throws {
        let row = try #require(ui.all(.tablerow).first { $0.children.first?.textContent == name })
        try ui.send(HostEvent(kind: .toggle, target: row.id, value: open ? "true" : "false"))
    }

    @Test func childrenKeyPathRowsOpenAndCloseByLevel() throws {
        let ui = ViewHarness(Files())
        // Closed at first; an element with children (even none) has a triangle, a leaf has none.
        #expect(rows(ui) == ["Documents:1:false", "Empty:1:false", "Readme:1:-"])
        try toggle(ui, "Documents", true)
        #expect(rows(ui) == ["Documents:1:true", "Letters:2:false", "Notes.txt:2:-", "Empty:1:false", "Readme:1:-"])
        try toggle(ui, "Letters", true)
        #expect(rows(ui).contains("Dear.txt:3:-"))
        // Closing a parent hides its descendants; opening it again shows them as they were.
        try toggle(ui, "Documents", false)
        #expect(rows(ui) == ["Documents:1:false", "Empty:1:false", "Readme:1:-"])
        try toggle(ui, "Documents", true)
        #expect(rows(ui).count == 6)
        // Shown rows select like any other.
        let letters = try #require(ui.all(.tablerow).first { $0.children.first?.textContent == "Letters" })
        try ui.send(HostEvent(kind: .click, target: letters.id))
        #expect(ui.all(.tablerow).filter { $0.attributes[.selected] == true }.count == 1)
        // A toggle the page garbles is dropped.
        try ui.send(HostEvent(kind: .toggle, target: letters.id, value: "sideways"))
        #expect(rows(ui).count == 6)
    }

    @Test func disclosureTableRowFollowsItsBindingOrTheTablesState() throws {
        let ui = ViewHarness(Explicit())
        #expect(rows(ui) == ["Documents:1:true", "Notes.txt:2:-", "Empty:1:false"])
        try toggle(ui, "Documents", false)
        #expect(ui.find(.text, "Closed") != nil)
        #expect(rows(ui) == ["Documents:1:false", "Empty:1:false"])
        try toggle(ui, "Empty", true)
        #expect(rows(ui) == ["Documents:1:false", "Empty:1:true", "Readme:2:-"])
    }

    @Test func outlineGroupRowsOpenAmongOtherRows() throws {
        let ui = ViewHarness(OutlineRows())
        // The root form and the collection form, after a plain row; closed at first.
        #expect(rows(ui) == ["Pinned:1:-", "Documents:1:false", "Empty:1:false", "Readme:1:-"])
        try toggle(ui, "Documents", true)
        #expect(rows(ui) == ["Pinned:1:-", "Documents:1:true", "Letters:2:false", "Notes.txt:2:-", "Empty:1:false",
                             "Readme:1:-"])
        try toggle(ui, "Letters", true)
        #expect(rows(ui)[3] == "Dear.txt:3:-")
        try toggle(ui, "Documents", false)
        #expect(rows(ui).count == 4)
    }

    @Test func flatTablesHaveNoLevels() throws {
        let ui = ViewHarness(Table(tree) { TableColumn("Name", value: \.id) })
        #expect(ui.all(.tablerow).allSatisfy { $0.attributes[.level] == nil && $0.attributes[.expanded] == nil })
    }
}
