import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Folder: Identifiable {
    let id: Int
    var name: String
    var children: [Folder]?
}

private let folders = [
    Folder(id: 1, name: "Mail", children: [Folder(id: 2, name: "Inbox"), Folder(id: 3, name: "Sent", children: [])]),
    Folder(id: 4, name: "Notes"),
]

/// A list over a binding to tree data: each row edits its element.
private struct BoundTree: View {
    @State var tree = folders
    @State var picked: Int?
    var body: some View {
        VStack {
            List($tree, children: \.children, selection: $picked) { $folder in
                TextField("Name", text: $folder.name)
            }
            Text("Names \(tree[0].children!.map(\.name).joined(separator: ","))")
            Text("Picked \(picked.map(String.init) ?? "none")")
        }
    }
}

/// The other binding forms: no selection, an explicit id, a set, a required value.
private struct BoundForms: View {
    @State var tree = folders
    @State var many = Set<String>()
    @State var one = "Notes"
    var body: some View {
        VStack {
            List($tree, children: \.children) { $folder in Text("plain \(folder.name)") }
            List($tree, id: \.name, children: \.children, selection: $many) { $folder in Text("set \(folder.name)") }
            List($tree, id: \.name, children: \.children, selection: $one) { $folder in Text("one \(folder.name)") }
            List {
                OutlineGroup($tree, id: \.name, children: \.children) { $folder in Text("group \(folder.name)") }
                OutlineGroup($tree[1], children: \.children) { $folder in Text("root \(folder.name)") }
            }
            Text("Many \(many.sorted().joined(separator: ","))")
            Text("One \(one)")
        }
    }
}

/// A binding to flat data with an explicit id, selecting, and editable with edit actions.
private struct BoundFlat: View {
    @State var names = [Folder(id: 1, name: "Alpha"), Folder(id: 2, name: "Beta"), Folder(id: 3, name: "Gamma")]
    @State var picked: String?
    var body: some View {
        VStack {
            List($names, id: \.name, selection: $picked) { $item in Text("pick \(item.name)") }
            List {
                ForEach($names, id: \.name, editActions: .delete) { $item in Text("edit \(item.name)") }
            }
            Text("Left \(names.map(\.name).joined(separator: ","))")
            Text("Picked \(picked ?? "none")")
        }
    }
}

/// Lists, outline groups and editable rows over bindings, with SwiftUI's signatures.
@MainActor @Suite struct BoundOutlineListTests {
    @Test func boundTreeListShowsTheTreeAndWritesRowEditsIntoIt() throws {
        let ui = ViewHarness(BoundTree())
        // The row shows a field, not text: Mail's row is the only disclosure at the top level.
        let mail = try #require(ui.all(.disclosure).first)
        #expect(mail.attributes[.expanded] == false)
        #expect(ui.all(.textfield).count == 2)
        try ui.send(HostEvent(kind: .toggle, target: mail.id, value: "true"))
        let fields = ui.all(.textfield)
        #expect(fields.count == 4)
        // The nested rows' fields edit the nested elements of the model.
        try ui.send(HostEvent(kind: .input, target: fields[1].id, value: "Received"))
        #expect(ui.find(.text, "Names Received,Sent") != nil)
        // An element with empty children is a parent still.
        let disclosures = ui.all(.disclosure)
        #expect(disclosures.count == 2)
        #expect(disclosures.last?.attributes[.expanded] == false)
        // Notes, the last row, selects its id.
        let notes = try #require(ui.all(.row).last)
        try ui.send(HostEvent(kind: .click, target: notes.id))
        #expect(ui.find(.text, "Picked 4") != nil)
    }

    @Test func boundTreeFormsSelectByTheirIdAndShowNestedRows() throws {
        let ui = ViewHarness(BoundForms())
        #expect(ui.find(.row, "plain Notes") != nil)
        #expect(ui.find(.row, "group Notes") != nil)
        // The root form shows the root itself, a leaf here.
        #expect(ui.find(.row, "root Notes") != nil)
        try ui.click(.row, "set Notes")
        #expect(ui.find(.text, "Many Notes") != nil)
        try ui.send(HostEvent(kind: .toggle, target: try ui.element(.disclosure, "one Mail").id, value: "true"))
        try ui.click(.row, "one Inbox")
        #expect(ui.find(.text, "One Inbox") != nil)
        #expect(try ui.element(.row, "one Inbox").attributes[.selected] == true)
    }

    @Test func boundFlatListsSelectByIdAndDeleteThroughEditActions() throws {
        let ui = ViewHarness(BoundFlat())
        try ui.click(.row, "pick Beta")
        #expect(ui.find(.text, "Picked Beta") != nil)
        let gamma = try ui.element(.row, "edit Gamma")
        #expect(gamma.attributes[.deletable] == true && gamma.attributes[.movable] == nil)
        try ui.deleteRow("edit Gamma")
        #expect(ui.find(.text, "Left Alpha,Beta") != nil)
    }

    @Test func bindingIndicesAreTheCollectionsIndices() {
        var values = [3, 1, 2]
        let binding = Binding(get: { values }, set: { values = $0 })
        let indices: Range<Int> = binding.indices
        #expect(indices == 0..<3)
        binding[indices.last!].wrappedValue = 9
        #expect(values == [3, 1, 9])
    }
}
