import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Fruit: Identifiable, Hashable {
    let id: Int
    var name: String
}

private struct Fruits: View {
    @State var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
    @State var selected: Int?
    var body: some View {
        VStack {
            List(selection: $selected) {
                Section("Fruit") {
                    ForEach(fruits) { fruit in Text(fruit.name) }
                        .onDelete { fruits.remove(atOffsets: $0) }
                        .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
                Text("Not selectable")
            }
            .listStyle(.sidebar)
            Text("Selected \(selected.map(String.init) ?? "none")")
            Text("Order \(fruits.map(\.name).joined(separator: ","))")
        }
    }
}

private struct Tasks: View {
    @State var names = ["Write", "Test"]
    @State var chosen: Set<String> = []
    var body: some View {
        VStack {
            List(names, id: \.self, selection: $chosen) { name in Text(name) }
            List($names, id: \.self) { $name in TextField("Name", text: $name) }
            Text("Chosen \(chosen.sorted().joined(separator: ","))")
        }
    }
}

private struct EditableItem: Identifiable {
    var id: Int
    var name: String
}

/// Rows given bindings to their elements, with a selection: SwiftUI's
/// `List($items, selection:) { $item in }` (it was ambiguous here).
private struct EditableRows: View {
    @State var items = [EditableItem(id: 1, name: "Alpha"), EditableItem(id: 2, name: "Beta")]
    @State var selected: Int?
    @State var chosen = Set<Int>()
    var body: some View {
        VStack {
            List($items, selection: $selected) { $item in TextField("Name", text: $item.name) }
            List($items, selection: $chosen) { $item in Text(item.name) }
            List($items) { $item in Text("Plain \(item.name)") }
            Text("Names \(items.map(\.name).joined(separator: ","))")
            Text("Selected \(selected.map(String.init) ?? "none")")
        }
    }
}

private struct RowState: View {
    let name: String
    @State var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

private struct Reorder: View {
    @State var fruits = [Fruit(id: 1, name: "A"), Fruit(id: 2, name: "B")]
    var body: some View {
        VStack {
            List(fruits) { RowState(name: $0.name) }
            Button("Swap") { fruits.reverse() }
        }
    }
}

/// Rows of one `ForEach` that move, and of another whose moving is turned off.
private struct Queue: View {
    @State var names = ["A", "B", "C", "D"]
    @State var fixed = ["X", "Y"]
    var body: some View {
        VStack {
            List {
                ForEach(names, id: \.self) { Text($0) }
                    .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                ForEach(fixed, id: \.self) { Text($0) }
                    .onDelete { fixed.remove(atOffsets: $0) }
                    .onMove(perform: nil)
            }
            Text("Order \(names.joined()) \(fixed.joined())")
        }
    }
}

@MainActor @Suite struct ListTests {
    @Test func rowsInSectionsSelectByForEachID() throws {
        let ui = ViewHarness(Fruits())
        let list = try #require(ui.all(.list).first)
        #expect(list.attributes[.style] == "sidebar" && list.attributes[.selection] == "single")
        let section = try #require(list.children.first)
        #expect(section.tag == .section && section.children.first?.tag == .header)
        let rows = ui.all(.row)
        #expect(rows.map { $0.attributes[.key] } == ["1", "2", "3", nil])
        #expect(rows.last?.attributes[.selected] == nil)
        try ui.click(.row, "Banana")
        #expect(ui.find(.text, "Selected 2") != nil)
        #expect(ui.all(.row).map { $0.attributes[.selected] } == [false, true, false, nil])
        // A command-click on the selected row clears the selection.
        try ui.send(HostEvent(kind: .click, target: try ui.element(.row, "Banana").id, modifiers: ["command"]))
        #expect(ui.find(.text, "Selected none") != nil)
        // A row without a tag of the selection's type does not select.
        try ui.click(.row, "Not selectable")
        #expect(ui.find(.text, "Selected none") != nil)
    }

    @Test func rowsDeleteAndMoveThroughChangeEvents() throws {
        let ui = ViewHarness(Fruits())
        let apple = try ui.element(.row, "Apple")
        #expect(apple.attributes[.deletable] == true && apple.attributes[.movable] == true)
        try ui.change(.row, "Apple", to: "move:3")
        #expect(ui.find(.text, "Order Banana,Cherry,Apple") != nil)
        try ui.change(.row, "Cherry", to: "delete")
        #expect(ui.find(.text, "Order Banana,Apple") != nil)
        #expect(ui.all(.row).compactMap { $0.attributes[.key] } == ["2", "1"])
    }

    @Test func onMoveGetsSwiftUIsOffsetsUpAndDown() throws {
        let ui = ViewHarness(Queue())
        // Down: the destination is the offset before the move to insert before.
        try ui.moveRow("A", toOffset: 2)
        #expect(ui.find(.text, "Order BACD XY") != nil)
        try ui.moveRow("B", toOffset: 4)
        #expect(ui.find(.text, "Order ACDB XY") != nil)
        // Up.
        try ui.moveRow("D", toOffset: 0)
        #expect(ui.find(.text, "Order DACB XY") != nil)
    }

    @Test func onMoveNilTurnsMovingOff() throws {
        let ui = ViewHarness(Queue())
        let x = try ui.element(.row, "X")
        #expect(x.attributes[.movable] == nil && x.attributes[.deletable] == true)
        #expect(throws: HarnessError.self) { try ui.moveRow("X", toOffset: 2) }
        try ui.deleteRow("X")
        #expect(ui.find(.text, "Order ABCD Y") != nil)
    }

    @Test func multipleSelectionAddsWithCommand() throws {
        let ui = ViewHarness(Tasks())
        let list = try #require(ui.all(.list).first)
        #expect(list.attributes[.selection] == "multiple")
        try ui.click(.row, "Write")
        try ui.send(HostEvent(kind: .click, target: try ui.element(.row, "Test").id, modifiers: ["command"]))
        #expect(ui.find(.text, "Chosen Test,Write") != nil)
        try ui.click(.row, "Test")
        #expect(ui.find(.text, "Chosen Test") != nil)
    }

    @Test func bindingRowsEditTheirElement() throws {
        let ui = ViewHarness(Tasks())
        let field = try #require(ui.all(.textfield).first)
        try ui.send(HostEvent(kind: .input, target: field.id, value: "Draft"))
        #expect(ui.find(.row, "Draft") != nil)
    }

    @Test func bindingRowsWithASelectionEditAndSelect() throws {
        let ui = ViewHarness(EditableRows())
        let field = try #require(ui.all(.textfield).first)
        try ui.send(HostEvent(kind: .input, target: field.id, value: "Apex"))
        #expect(ui.find(.text, "Names Apex,Beta") != nil)
        #expect(ui.find(.text, "Plain Apex") != nil)
        let rows = ui.all(.list).first?.children.filter { $0.tag == .row } ?? []
        #expect(rows.count == 2)
        try ui.send(HostEvent(kind: .click, target: try #require(rows.last).id))
        #expect(ui.find(.text, "Selected 2") != nil)
    }

    @Test func rowsKeepTheirStateWhenReordered() throws {
        let ui = ViewHarness(Reorder())
        try ui.click(.button, "A 0")
        try ui.click(.button, "Swap")
        #expect(ui.all(.row).map(\.textContent) == ["B 0", "A 1"])
    }

    @Test func formRowsAndPlainSections() throws {
        let ui = ViewHarness(VStack {
            Form {
                Section {
                    Text("Inside")
                } header: {
                    Text("Head")
                } footer: {
                    Text("Foot")
                }
                Text("Loose")
            }
            Section("Outside") { Text("Plain") }
        })
        let form = try #require(ui.all(.form).first)
        let section = try #require(form.children.first)
        #expect(section.children.map(\.tag) == [.header, .row, .footer])
        #expect(form.children.last?.tag == .row)
        // Outside a list a section has no rows.
        let outside = try ui.element(.section, "Outside")
        #expect(outside.children.map(\.tag) == [.header, .text])
    }
}

/// Rows over a constant range, selected by their integers.
private struct NumberedRows: View {
    @State var selected: Int?
    @State var chosen = Set<Int>()
    var body: some View {
        VStack {
            List(0..<3, selection: $selected) { index in Text("One \(index)") }
            List(10..<13, selection: $chosen) { index in Text("Many \(index)") }
            Text("Selected \(selected.map(String.init) ?? "none")")
            Text("Chosen \(chosen.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct RangeListSelectionTests {
    @Test func rowsOfARangeSelectByTheirIntegers() throws {
        let ui = ViewHarness(NumberedRows())
        let lists = ui.all(.list)
        #expect(lists.map { $0.attributes[.selection] } == ["single", "multiple"])
        #expect(ui.all(.row).map { $0.attributes[.key] } == ["0", "1", "2", "10", "11", "12"])
        try ui.click(.row, "One 2")
        #expect(ui.find(.text, "Selected 2") != nil)
        try ui.click(.row, "Many 11")
        try ui.send(HostEvent(kind: .click, target: try ui.element(.row, "Many 12").id, modifiers: ["command"]))
        #expect(ui.find(.text, "Chosen 11,12") != nil)
        #expect(try ui.element(.row, "Many 12").attributes[.selected] == true)
    }
}
