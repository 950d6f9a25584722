import CoreGraphics
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost
import ProsceniumLayout

private struct Crop: Identifiable, Hashable {
    let id: Int
    var name: String
}

private let fruit = [Crop(id: 1, name: "Apple"), Crop(id: 2, name: "Pear")]
private let nuts = [Crop(id: 3, name: "Walnut"), Crop(id: 4, name: "Hazel")]

/// Rows in sections, in each of the section's table forms.
private struct Sectioned: View {
    @State private var selection = Set<Crop.ID>()
    @State private var nutsShown = true
    var body: some View {
        VStack {
            Table(of: Crop.self, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("ID") { (crop: Crop) in Text("#\(crop.id)") }
            } rows: {
                Section("Fruit") {
                    ForEach(fruit) { TableRow($0) }
                }
                Section(isExpanded: $nutsShown) {
                    ForEach(nuts) { TableRow($0) }
                } header: {
                    Label("Nuts", systemImage: "leaf")
                }
                Section {
                    TableRow(Crop(id: 5, name: "Quince"))
                }
            }
            Text("Selected \(selection.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

/// A section per group, from data.
private struct Grouped: View {
    var body: some View {
        Table(of: Crop.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach([("Fruit", fruit), ("Nuts", nuts)], id: \.0) { group in
                Section(group.0) {
                    ForEach(group.1) { TableRow($0) }
                }
            }
        }
    }
}

/// The section's view forms, in a form and in a list.
private struct ViewSections: View {
    var body: some View {
        VStack {
            Form {
                Section("Breakfast") { Text("Eggs") }
                Section { Text("Toast") } footer: { Text("Buttered") }
            }
            List {
                Section { Text("Tea") }
                Section { Text("Jam") } header: { Text("Spreads") } footer: { Text("Homemade") }
            }
        }
    }
}

/// SwiftUI's generic signatures, spelled out: these only compile if the
/// types and constraints are Apple's.
@MainActor private enum Signatures {
    static func tableRowValue<R: TableRowContent>(_ rows: R) -> R.TableRowValue.Type { R.TableRowValue.self }

    static let titled: Section<TableHeaderRowContent<Crop, Text>, ForEach<[Crop], Int, TableRow<Crop>>,
                               EmptyTableRowContent<Crop>> = Section("Fruit") { ForEach(fruit) { TableRow($0) } }
    static let bare: Section<EmptyTableRowContent<Crop>, TableRow<Crop>, EmptyTableRowContent<Crop>> =
        Section { TableRow(fruit[0]) }
    static let headed: Section<TableHeaderRowContent<Crop, Image>, TableRow<Crop>, EmptyTableRowContent<Crop>> =
        Section { TableRow(fruit[0]) } header: { Image(systemName: "leaf") }
    static let viewTitled: Section<Text, Text, EmptyView> = Section("Breakfast") { Text("Eggs") }
    static let viewBare: Section<EmptyView, Text, EmptyView> = Section { Text("Eggs") }
    static let viewFooted: Section<EmptyView, Text, Text> = Section { Text("Eggs") } footer: { Text("Fresh") }
    static let viewFull: Section<Text, Text, Text> = Section { Text("Eggs") } header: { Text("A") } footer: { Text("B") }
}

@MainActor @Suite struct TableSectionTests {
    private func rowTexts(_ ui: ViewHarness) -> [String] {
        ui.all(.tablerow).map { $0.children.first?.textContent ?? "" }
    }

    @Test func aSectionOfRowsIsAHeaderRowThenItsRows() throws {
        let ui = ViewHarness(Sectioned())
        #expect(rowTexts(ui) == ["Fruit", "Apple", "Pear", "Nuts", "Walnut", "Hazel", "Quince"])
        let rows = ui.all(.tablerow)
        // Header rows: one cell across the columns, no selection state.
        #expect(rows.map { $0.attributes[.role]?.string } == ["header", nil, nil, "header", nil, nil, nil])
        #expect(rows[0].children.count == 1)
        #expect(rows[1].children.count == 2)
        #expect(rows[0].attributes[.selected] == nil)
        #expect(rows[1].attributes[.selected] == false)
        // Each row its own key.
        #expect(Set(rows.compactMap { $0.attributes[.key]?.string }).count == rows.count)
    }

    @Test func aHeaderRowSelectsNothingAndRowsUnderItSelect() throws {
        let ui = ViewHarness(Sectioned())
        try ui.send(HostEvent(kind: .click, target: ui.all(.tablerow)[0].id))
        #expect(ui.find(.text, "Selected ") != nil)
        #expect(ui.all(.tablerow).allSatisfy { $0.attributes[.selected] != true })
        try ui.send(HostEvent(kind: .click, target: ui.all(.tablerow)[2].id))
        #expect(ui.find(.text, "Selected 2") != nil)
        // A shift-click range runs across the header between.
        try ui.send(HostEvent(kind: .click, target: ui.all(.tablerow)[4].id, modifiers: ["shift"]))
        #expect(ui.find(.text, "Selected 2,3") != nil)
    }

    @Test func aCollapsibleSectionsHeaderHidesAndShowsItsRows() throws {
        let ui = ViewHarness(Sectioned())
        let header = try #require(ui.all(.tablerow).first { $0.textContent.contains("Nuts") })
        #expect(header.attributes[.expanded] == true)
        try ui.send(HostEvent(kind: .toggle, target: header.id, value: "false"))
        #expect(rowTexts(ui) == ["Fruit", "Apple", "Pear", "Nuts", "Quince"])
        #expect(ui.all(.tablerow)[3].attributes[.expanded] == false)
        try ui.send(HostEvent(kind: .toggle, target: ui.all(.tablerow)[3].id, value: "true"))
        #expect(rowTexts(ui) == ["Fruit", "Apple", "Pear", "Nuts", "Walnut", "Hazel", "Quince"])
    }

    @Test func aHeaderRowIsDrawnAsAGroupRowsSmallBoldSecondaryText() throws {
        let ui = ViewHarness(Sectioned())
        let header = try #require(ui.all(.tablerow).first)
        let text = try #require(header.all(.text).first)
        let font = try #require(text.attributes[.font]?.font)
        #expect(font.style == .subheadline && font.weight == .bold)
        #expect(text.attributes[.foreground] != nil)
        let row = try #require(ui.all(.tablerow).dropFirst().first?.all(.text).first)
        #expect(row.attributes[.font] == nil)
        #expect(row.attributes[.foreground] == nil)
    }

    @Test func sectionsFromDataEachHaveAHeaderRow() throws {
        let ui = ViewHarness(Grouped())
        #expect(rowTexts(ui) == ["Fruit", "Apple", "Pear", "Nuts", "Walnut", "Hazel"])
        let keys = ui.all(.tablerow).compactMap { $0.attributes[.key]?.string }
        #expect(Set(keys).count == 6)
    }

    @Test func sectionsOfViewsKeepTheirHeadersAndFootersInFormsAndLists() throws {
        let ui = ViewHarness(ViewSections())
        #expect(ui.all(.section).count == 4)
        #expect(ui.all(.header).map(\.textContent) == ["Breakfast", "Spreads"])
        #expect(ui.all(.footer).map(\.textContent) == ["Buttered", "Homemade"])
        #expect(ui.find(.text, "Tea") != nil)
    }

    @Test func theGenericSignaturesAreSwiftUIs() {
        #expect(Signatures.tableRowValue(Signatures.titled) == Crop.self)
        #expect(Signatures.tableRowValue(Signatures.bare) == Crop.self)
        #expect(Signatures.tableRowValue(Signatures.headed) == Crop.self)
        #expect(Signatures.tableRowValue(TableHeaderRowContent<Crop, Text>?.none) == Crop.self)
        #expect(ViewHarness(List { Signatures.viewFull }).all(.footer).map(\.textContent) == ["B"])
    }

    /// The layout engine places a header row's one cell across the columns
    /// (a collapsible section's row, with its triangle, is the page's to lay out).
    @Test func theEnginePlacesAHeaderRowsCellAcrossTheColumns() throws {
        let ui = ViewHarness(Grouped2())
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let size = CGSize(width: 400, height: 300)
        let rows = ui.all(.tablerow)
        let headerCell = try #require(rows[0].children.first)
        let rowCells = rows[1].children
        try #require(rowCells.count == 2)
        let span = try #require(ui.frame(of: headerCell, in: size))
        let first = try #require(ui.frame(of: rowCells[0], in: size))
        let last = try #require(ui.frame(of: rowCells[1], in: size))
        #expect(span.minX == first.minX && span.maxX == last.maxX)
        #expect(LayoutEngine.unplacedReason(in: ViewHarness(Sectioned()).root) != nil)
    }
}

/// Two columns, a section with a header that does not collapse.
private struct Grouped2: View {
    var body: some View {
        Table(of: Crop.self) {
            TableColumn("Name", value: \.name)
            TableColumn("ID") { (crop: Crop) in Text("#\(crop.id)") }
        } rows: {
            Section("Fruit") { ForEach(fruit) { TableRow($0) } }
        }
    }
}
