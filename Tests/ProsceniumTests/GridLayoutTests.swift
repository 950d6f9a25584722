import Testing
import Proscenium
import ProsceniumHost
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

/// `GridLayout` as a `Layout`: its `GridRow`s are rows, their views cells.
private struct Roster: View {
    @State private var asGrid = true
    var body: some View {
        VStack {
            Button("Switch") { asGrid.toggle() }
            let layout = asGrid ? AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4))
                : AnyLayout(VStackLayout(alignment: .leading, spacing: 2))
            layout {
                GridRow {
                    Text("Name")
                    Text("Role")
                }
                GridRow(alignment: .bottom) {
                    Text("Ada")
                    Text("Engineer").gridColumnAlignment(.trailing)
                }
                Text("Footer")
                GridRow {
                    Text("Wide").gridCellColumns(2)
                }
            }
        }
    }
}

@MainActor @Suite struct GridLayoutRowsTests {
    @Test func gridRowsInAGridLayoutPlaceCellsInRowsAndColumnsAsAGridDoes() throws {
        let ui = ViewHarness(Roster())
        var layout = try #require(ui.elements.first { $0.tag == .layout })
        // The rows' cells are the layout's views; no row element of their own.
        #expect(layout.children.map(\.tag) == Array(repeating: .text, count: 6))
        let ids = layout.children.map(\.id)
        let sizes = [(40, 10), (30, 10), (20, 16), (60, 10), (50, 10), (120, 10)]
            .map { CGSize(width: CGFloat($0.0), height: CGFloat($0.1)) }
        try ui.reportLayout(of: layout, proposal: CGSize(width: 300, height: 300), sizes: sizes)
        layout = try #require(ui.elements.first { $0.tag == .layout })
        var placement = try #require(layout.layoutPlacement)
        // Columns 40 and 60 wide; "Wide" spans both and needs 10 more: 5 each.
        // Rows 10, 16, 10 and 10 tall, 4 apart.
        #expect(placement.width == 120 && placement.height == 58)
        let frames = ids.map { placement.frame(of: $0) }
        #expect(frames[0] == .init(id: ids[0], x: 0, y: 0, width: 40, height: 10))
        // Column 1 is trailing-aligned by its "Engineer" cell.
        #expect(frames[1] == .init(id: ids[1], x: 90, y: 0, width: 30, height: 10))
        // The second row is bottom-aligned.
        #expect(frames[2] == .init(id: ids[2], x: 0, y: 14, width: 20, height: 16))
        #expect(frames[3] == .init(id: ids[3], x: 60, y: 20, width: 60, height: 10))
        // A view outside any row takes a row of its own across the columns.
        #expect(frames[4] == .init(id: ids[4], x: 0, y: 34, width: 50, height: 10))
        #expect(frames[5] == .init(id: ids[5], x: 0, y: 48, width: 120, height: 10))

        // AnyLayout to a column: the same views, one under another.
        try ui.click(.button, "Switch")
        layout = try #require(ui.elements.first { $0.tag == .layout })
        #expect(layout.children.map(\.id) == ids, "the cells keep their identity")
        placement = try #require(layout.layoutPlacement)
        #expect(ids.map { placement.frame(of: $0)?.x } == Array(repeating: 0, count: 6))
        #expect(ids.map { placement.frame(of: $0)?.y } == [0, 12, 24, 42, 54, 66])
    }

    @Test func fillingCellsShareTheGridsProposedWidth() throws {
        let ui = ViewHarness(GridLayout(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Text("Label")
                Color.red
            }
        })
        let layout = try #require(ui.elements.first { $0.tag == .layout })
        let ids = layout.children.map(\.id)
        try ui.reportLayout(of: layout, proposal: CGSize(width: 200, height: 40), subviews: [
            .init(id: ids[0], fixed: 50, 20),
            .init(id: ids[1], minWidth: 0, minHeight: 0, idealWidth: 10, idealHeight: 10, fillsWidth: true, fillsHeight: true),
        ])
        let placed = try #require(ui.elements.first { $0.tag == .layout })
        let placement = try #require(placed.layoutPlacement)
        #expect(placement.frame(of: ids[1]) == .init(id: ids[1], x: 50, y: 0, width: 150, height: 40))
        #expect(placement.frame(of: ids[0]) == .init(id: ids[0], x: 0, y: 10, width: 50, height: 20))
        #expect(placement.width == 200 && placement.height == 40)
    }
}
