import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Cell: Identifiable {
    let id: Int
    var name: String { "Cell \(id)" }
}

/// Ten columns: the builder's largest block, as SwiftUI declares it.
private struct TenColumns: View {
    var body: some View {
        Table([Cell(id: 1), Cell(id: 2)]) {
            TableColumn("A") { Text("a\($0.id)") }
            TableColumn("B") { Text("b\($0.id)") }
            TableColumn("C") { Text("c\($0.id)") }
            TableColumn("D") { Text("d\($0.id)") }
            TableColumn("E") { Text("e\($0.id)") }
            TableColumn("F") { Text("f\($0.id)") }
            TableColumn("G") { Text("g\($0.id)") }
            TableColumn("H") { Text("h\($0.id)") }
            TableColumn("I") { Text("i\($0.id)") }
            TableColumn("J") { Text("j\($0.id)") }
        }
    }
}

/// A column chosen by a condition, and one shown only when asked.
private struct ChosenColumns: View {
    let detailed: Bool
    var body: some View {
        Table([Cell(id: 1)]) {
            TableColumn("Name") { Text($0.name) }
            if detailed {
                TableColumn("Detail") { Text("detail \($0.id)") }
            } else {
                TableColumn("Summary") { Text("summary \($0.id)") }
            }
        }
    }
}

@MainActor @Suite struct TableColumnBuilderTests {
    @Test func ifAndElseChooseTheColumnsShown() throws {
        let detailed = ViewHarness(ChosenColumns(detailed: true))
        #expect(detailed.all(.tablecolumn).map { $0.attributes[.title] } == ["Name", "Detail"])
        #expect(detailed.find(.text, "detail 1") != nil)
        let plain = ViewHarness(ChosenColumns(detailed: false))
        #expect(plain.all(.tablecolumn).map { $0.attributes[.title] } == ["Name", "Summary"])
        #expect(plain.find(.text, "summary 1") != nil)
        // The older `buildIf` builds what `buildOptional` does.
        let column = TableColumn<Cell, Never, Text, Text>("Name") { Text($0.name) }
        let shown = ViewHarness(Table([Cell(id: 2)]) { TableColumnBuilder<Cell, Never>.buildIf(Optional(column)) })
        #expect(shown.all(.tablecolumn).map { $0.attributes[.title] } == ["Name"])
        let none: TableColumn<Cell, Never, Text, Text>? = nil
        let hidden = ViewHarness(Table([Cell(id: 2)]) {
            TableColumnBuilder<Cell, Never>.buildIf(none)
            TableColumn("Other") { Text($0.name) }
        })
        #expect(hidden.all(.tablecolumn).map { $0.attributes[.title] } == ["Other"])
    }

    @Test func aBlockOfTenColumnsShowsTenColumnsInOrder() throws {
        let ui = ViewHarness(TenColumns())
        #expect(ui.all(.tablecolumn).map { $0.attributes[.title] } == ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"])
        #expect(ui.find(.text, "j2") != nil)
    }

    @Test func blocksOfColumnsThatDoNotSortAreOfNeverSorting() {
        let name = TableColumn<Cell, Never, Text, Text>("Name") { Text($0.name) }
        let block = TableColumnBuilder<Cell, Never>.buildBlock(name, name, name)
        #expect(type(of: block) == TupleTableColumnContent<Cell, Never, (TableColumn<Cell, Never, Text, Text>,
                                                                          TableColumn<Cell, Never, Text, Text>,
                                                                          TableColumn<Cell, Never, Text, Text>)>.self)
    }
}
