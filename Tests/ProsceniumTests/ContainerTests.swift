import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Disclosures: View {
    @State var advanced = false
    var body: some View {
        VStack {
            DisclosureGroup("Details") { Text("Hidden detail") }
            DisclosureGroup("Advanced", isExpanded: $advanced) { Toggle("Turbo", isOn: .constant(true)) }
            Text(advanced ? "Advanced open" : "Advanced closed")
        }
    }
}

private struct Node: Identifiable {
    let id: String
    var children: [Node]?
}

private let tree = [
    Node(id: "Fruit", children: [Node(id: "Apple"), Node(id: "Pear", children: [Node(id: "Conference")])]),
    Node(id: "Bread"),
]

private struct Outline: View {
    @State var selection: String?
    var body: some View {
        VStack {
            List(tree, children: \.children, selection: $selection) { Text($0.id) }
            Text("Selected \(selection ?? "none")")
        }
    }
}

private struct Boxes: View {
    @State var showMore = true
    var body: some View {
        Form {
            Section("More", isExpanded: $showMore) { Text("Extra row") }
            GroupBox("Account") { Text("Signed in") }
            ControlGroup("Navigation") {
                Button("Back") {}
                Button("Forward") {}
            }
        }
        .formStyle(.grouped)
    }
}

@MainActor @Suite struct ContainerTests {
    @Test func disclosureGroupShowsItsContentOnlyWhileExpanded() throws {
        let ui = ViewHarness(Disclosures())
        let details = try ui.element(.disclosure, "Details")
        #expect(details.attributes[.expanded] == false)
        #expect(ui.find(.text, "Hidden detail") == nil)
        try ui.send(HostEvent(kind: .toggle, target: details.id, value: "true"))
        #expect(try ui.element(.disclosure, "Details").attributes[.expanded] == true)
        #expect(ui.find(.text, "Hidden detail") != nil)
        // A toggle without a value flips it.
        try ui.send(HostEvent(kind: .toggle, target: details.id))
        #expect(ui.find(.text, "Hidden detail") == nil)
    }

    @Test func disclosureGroupWithABindingExpandsThroughIt() throws {
        let ui = ViewHarness(Disclosures())
        #expect(ui.find(.toggle, "Turbo") == nil)
        try ui.send(HostEvent(kind: .toggle, target: try ui.element(.disclosure, "Advanced").id, value: "true"))
        #expect(ui.find(.text, "Advanced open") != nil)
        #expect(ui.find(.toggle, "Turbo") != nil)
    }

    @Test func listOfTreeDataShowsRowsThatExpandAndSelect() throws {
        let ui = ViewHarness(Outline())
        let fruit = try ui.element(.disclosure, "Fruit")
        #expect(fruit.attributes[.expanded] == false)
        #expect(ui.find(.row, "Apple") == nil)
        // A leaf is a plain row; a parent's label is its disclosure's row.
        #expect(ui.find(.row, "Bread") != nil)
        try ui.click(.row, "Fruit")
        #expect(ui.find(.text, "Selected Fruit") != nil)
        try ui.send(HostEvent(kind: .toggle, target: fruit.id, value: "true"))
        #expect(ui.find(.row, "Apple") != nil)
        #expect(try ui.element(.disclosure, "Pear").attributes[.expanded] == false)
        try ui.click(.row, "Apple")
        #expect(ui.find(.text, "Selected Apple") != nil)
        #expect(try ui.element(.row, "Apple").attributes[.selected] == true)
        try ui.send(HostEvent(kind: .toggle, target: try ui.element(.disclosure, "Pear").id, value: "true"))
        try ui.click(.row, "Conference")
        #expect(ui.find(.text, "Selected Conference") != nil)
    }

    @Test func collapsibleSectionsGroupBoxesAndControlGroups() throws {
        let ui = ViewHarness(Boxes())
        #expect(ui.all(.form).first?.attributes[.style] == "grouped")
        let section = try ui.element(.section, "More")
        #expect(section.attributes[.expanded] == true)
        #expect(ui.find(.text, "Extra row") != nil)
        try ui.send(HostEvent(kind: .toggle, target: section.id, value: "false"))
        #expect(ui.find(.text, "Extra row") == nil)
        #expect(try ui.element(.section, "More").attributes[.expanded] == false)
        let box = try ui.element(.groupbox, "Account")
        #expect(box.children.first?.attributes[.name] == "label")
        let group = try ui.element(.controlgroup, "Navigation")
        #expect(group.all(.button).map { $0.textContent } == ["Back", "Forward"])
    }
}
