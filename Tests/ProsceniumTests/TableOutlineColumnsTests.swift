import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Item: Identifiable {
    let id: String
    var size: Int
    var children: [Item]?
}

private let items = [
    Item(id: "Photos", size: 3, children: [Item(id: "Beach.jpg", size: 2), Item(id: "Snow.jpg", size: 1)]),
    Item(id: "Todo.txt", size: 1),
]

/// `OutlineGroup` rows built by a row builder.
private struct Outline: View {
    var body: some View {
        Table(of: Item.self) {
            TableColumn("Name", value: \.id)
            TableColumn("Size") { Text("\($0.size)") }
        } rows: {
            OutlineGroup(items, children: \.children) { item in
                TableRow(item)
            }
            OutlineGroup(Item(id: "Archive", size: 0, children: [Item(id: "Old.zip", size: 5)]), id: \.id,
                         children: \.children) { item in
                TableRow(item)
            }
        }
    }
}

/// A hierarchical table that sorts, its `children` a key path from the data's element.
private struct SortedTree: View {
    @State var order = [KeyPathComparator(\Item.size)]
    @State var picked: Item.ID?
    var body: some View {
        Table(items, children: \.children, selection: $picked, sortOrder: $order) {
            TableColumn("Name", value: \.id)
            TableColumn("Size", value: \.size) { Text("\($0.size)") }
        }
    }
}

/// Rows that are `NSObject`s with a flag: its column sorts false before true.
private final class Task: NSObject, Identifiable, @unchecked Sendable {
    let name: String
    let done: Bool
    let starred: Bool?
    init(_ name: String, done: Bool, starred: Bool?) {
        self.name = name
        self.done = done
        self.starred = starred
    }
}

private struct Flags: View {
    @State var order: [SortDescriptor<Task>] = []
    let tasks = [Task("Write", done: true, starred: true), Task("Read", done: false, starred: nil),
                 Task("Plan", done: true, starred: false)]
    var body: some View {
        Table(tasks.sorted(using: order), sortOrder: $order) {
            TableColumn("Name", value: \.name) { Text($0.name) }
            TableColumn("Done", value: \.done) { Text($0.done ? "yes" : "no") }
            TableColumn(Text("Starred"), value: \.starred) { Text($0.starred.map { $0 ? "yes" : "no" } ?? "-") }
        }
    }
}

@MainActor @Suite struct TableOutlineColumnsTests {
    private func rows(_ ui: ViewHarness) -> [String] {
        ui.all(.tablerow).map { row in
            let name = row.children.first?.textContent ?? ""
            let level = row.number(.level).map { String(Int($0)) } ?? "-"
            return "\(name):\(level)"
        }
    }

    private func toggle(_ ui: ViewHarness, _ name: String) throws {
        let row = try #require(ui.all(.tablerow).first { $0.children.first?.textContent == name })
        try ui.send(HostEvent(kind: .toggle, target: row.id, value: "true"))
    }

    @Test func rowBuilderOutlineGroupsNestTheirRowsAndAvailableColumnsShow() throws {
        let ui = ViewHarness(Outline())
        #expect(ui.all(.tablecolumn).map { $0.attributes[.title] } == ["Name", "Size"])
        #expect(rows(ui) == ["Photos:1", "Todo.txt:1", "Archive:1"])
        try toggle(ui, "Photos")
        try toggle(ui, "Archive")
        #expect(rows(ui) == ["Photos:1", "Beach.jpg:2", "Snow.jpg:2", "Todo.txt:1", "Archive:1", "Old.zip:2"])
        #expect(ui.all(.tablerow)[1].children[1].textContent == "2")
    }

    @Test func sortedHierarchicalTablesTakeTheElementsChildrenKeyPath() throws {
        let ui = ViewHarness(SortedTree())
        #expect(ui.all(.tablecolumn).map { $0.attributes[.title] } == ["Name", "Size"])
        try toggle(ui, "Photos")
        #expect(rows(ui) == ["Photos:1", "Beach.jpg:2", "Snow.jpg:2", "Todo.txt:1"])
    }

    @Test func flagColumnsSortFalseBeforeTrueAndNilFirst() throws {
        let ui = ViewHarness(Flags())
        let names = { ui.all(.tablerow).map { $0.children[0].textContent } }
        #expect(try ui.element(.tablecolumn, "Done").attributes[.sortable] == true)
        try ui.click(.tablecolumn, "Done")
        #expect(names().first == "Read")
        try ui.click(.tablecolumn, "Done")
        #expect(names().last == "Read")
        try ui.click(.tablecolumn, "Starred")
        #expect(names() == ["Read", "Plan", "Write"])
    }

    @Test func customizationBehaviorsAreASetOfBehaviors() {
        var behavior = TableColumnCustomizationBehavior()
        let first = behavior.insert(.resize)
        #expect(first.inserted && first.memberAfterInsert == .resize)
        #expect(behavior.insert(.resize).inserted == false)
        #expect(behavior.update(with: .reorder) == nil)
        #expect(behavior.contains(.reorder) && !behavior.contains(.visibility))
        #expect(behavior.remove(.resize) == .resize)
        #expect(behavior.remove(.resize) == nil)
        let all: TableColumnCustomizationBehavior = [.visibility, .reorder, .resize]
        #expect(all == .all)
    }
}
