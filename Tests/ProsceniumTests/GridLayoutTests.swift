import Testing
import Proscenium
import ProsceniumTesting

@MainActor @Suite struct GridLayoutTests {
    @Test func rowsAndCellsBecomeGridElements() throws {
        let ui = ViewHarness(Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
            GridRow {
                Text("Name")
                Text("Value").gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow(alignment: .bottom) {
                Text("Wide").gridCellColumns(2)
            }
            GridRow {
                Text("Anchored").gridCellAnchor(.topTrailing)
            }
        })
        let grid = try #require(ui.all(.grid).first)
        #expect(grid.alignment == .leading)
        #expect(grid.length(.horizontalSpacing) == 12)
        #expect(grid.length(.verticalSpacing) == 4)
        // An eager Grid has no tracks: the display counts columns from its rows.
        #expect(grid.attributes[.columns] == nil)
        #expect(grid.children.map(\.tag) == [.gridrow, .divider, .gridrow, .gridrow])
        #expect(grid.children[0].children.count == 2)
        #expect(try ui.element(.text, "Value").attributes[.columnAlignment]?.alignment == .trailing)
        #expect(grid.children[1].attributes[.unsizedAxes] == "horizontal")
        #expect(grid.children[2].alignment == .bottom)
        #expect(try ui.element(.text, "Wide").attributes[.columnSpan] == "2")
        #expect(try ui.element(.text, "Anchored").attributes[.cellAnchor] == "1 0")
        #expect(grid.children[0].alignment == nil)
    }

    @Test func rowsFollowTheirData() throws {
        struct Table: View {
            @State private var rows = ["a", "b"]
            var body: some View {
                VStack {
                    Button("Add") { rows.append("c") }
                    Grid {
                        ForEach(rows, id: \.self) { row in
                            GridRow {
                                Text(row)
                                Text(row.uppercased())
                            }
                        }
                    }
                }
            }
        }
        let ui = ViewHarness(Table())
        #expect(ui.all(.gridrow).count == 2)
        try ui.click(.button, "Add")
        #expect(ui.all(.gridrow).count == 3)
        #expect(ui.find(.text, "C") != nil)
    }
}
