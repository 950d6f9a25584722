import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Item: Identifiable {
    let id: Int
    let name: String
    let price: Double
}

private let items = [Item(id: 1, name: "Tea", price: 3.5), Item(id: 2, name: "Cake", price: 12)]

private struct Priced: View {
    var body: some View {
        Table(items) {
            TableColumn("Name", value: \.name)
            TableColumn("Price") { Text(String($0.price)) }.alignment(.numeric)
            TableColumn("Mark") { _ in Text("•") }.alignment(.center)
        }
    }
}

/// A style of the app's own: it draws a caption above the table it is given.
private struct CaptionedTableStyle: TableStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("Caption")
            BorderedTableStyle(alternatesRowBackgrounds: false).makeBody(configuration: configuration)
        }
    }
}

@MainActor @Suite struct TableStyleTests {
    private func table(_ view: some View) throws -> RenderElement {
        try #require(ViewHarness(view).all(.table).first)
    }

    @Test func builtInStylesNameTheTableLookAndItsRowShading() throws {
        let automatic = try table(Priced())
        #expect(automatic.attributes[.style] == nil && automatic.attributes[.alternatesRowBackgrounds] == nil)

        let inset = try table(Priced().tableStyle(.inset))
        #expect(inset.attributes[.style] == "inset" && inset.attributes[.alternatesRowBackgrounds] == true)

        let bordered = try table(Priced().tableStyle(.bordered(alternatesRowBackgrounds: false)))
        #expect(bordered.attributes[.style] == "bordered" && bordered.attributes[.alternatesRowBackgrounds] == false)

        // The modifier nearer the table wins over the style's default.
        let unshaded = try table(Priced().alternatingRowBackgrounds(.disabled).tableStyle(.inset))
        #expect(unshaded.attributes[.alternatesRowBackgrounds] == false)
        let shaded = try table(Priced().alternatingRowBackgrounds())
        #expect(shaded.attributes[.alternatesRowBackgrounds] == true)
    }

    @Test func hiddenColumnHeadersAreSaid() throws {
        #expect(try table(Priced().tableColumnHeaders(.hidden)).attributes[.columnHeaders] == "hidden")
        #expect(try table(Priced().tableColumnHeaders(.visible)).attributes[.columnHeaders] == nil)
    }

    @Test func columnAlignmentReachesItsHeaderAndCells() throws {
        let ui = ViewHarness(Priced())
        let columns = ui.all(.tablecolumn)
        #expect(columns.map { $0.attributes[.alignment]?.description } == [nil, "trailing", "center"])
        let cells = try #require(ui.all(.tablerow).first).children.filter { $0.tag == .cell }
        #expect(cells.map { $0.attributes[.alignment]?.description } == [nil, "trailing", "center"])
    }

    @Test func numericAlignmentIsRightInBothDirections() throws {
        // Right is the trailing edge left to right and the leading one (the default) right to left.
        let ui = ViewHarness(Priced().environment(\.layoutDirection, .rightToLeft))
        #expect(ui.all(.tablecolumn).map { $0.attributes[.alignment]?.description } == [nil, nil, "center"])
        #expect(TableColumnAlignment.numeric(Locale.NumberingSystem("arab")) == .numeric)
    }

    @Test func aCustomStyleDrawsTheTableInItsBody() throws {
        let ui = ViewHarness(Priced().tableStyle(CaptionedTableStyle()))
        #expect(ui.root.textContent.contains("Caption"))
        let table = try #require(ui.all(.table).first)
        #expect(table.attributes[.style] == "bordered" && table.attributes[.alternatesRowBackgrounds] == false)
        #expect(ui.all(.tablerow).count == 2)
    }

    private func alternates(_ view: some View) throws -> AttributeValue? {
        try #require(ViewHarness(view).all(.list).first).attributes[.alternatesRowBackgrounds]
    }

    @Test func listStylesSayWhetherRowsAlternate() throws {
        let rows = List { Text("A"); Text("B") }
        #expect(try alternates(rows.listStyle(.bordered(alternatesRowBackgrounds: true))) == true)
        #expect(try alternates(rows.listStyle(InsetListStyle(alternatesRowBackgrounds: false))) == false)
        #expect(try alternates(rows.listStyle(.inset)) == nil)
        #expect(try alternates(rows.alternatingRowBackgrounds()) == true)
    }
}
