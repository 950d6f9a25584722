import CoreGraphics
import Testing
import Proscenium
import ProsceniumHost
import ProsceniumLayout
import ProsceniumTesting

/// `Table` as the layout engine places it, with the metrics
/// `TableStyleMetrics` cites: an inset table's (macOS's default) rows are
/// 24 points tall and its one column's content 16 points in from the
/// table's sides (an `NSTableView` of the inset style in Xcode's view
/// debugger, developerreference.com article 14092077), under a 28-point
/// header row (chosen). Column widths follow `TableColumn.width(...)`'s
/// documentation: "a fixed width" as given; min, ideal and max bound a
/// resizable column, and the columns without a fixed width share the rest.
@MainActor @Suite struct TableLayoutTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
        let colour: String
    }

    static let fruits = [Fruit(id: 1, name: "Apple", colour: "Red"), Fruit(id: 2, name: "Pear", colour: "Green"),
                         Fruit(id: 3, name: "Plum", colour: "Purple")]

    private let size = CGSize(width: 400, height: 300)

    private func frame(_ ui: ViewHarness, _ element: RenderElement, in size: CGSize? = nil) throws -> CGRect {
        try #require(ui.frame(of: element, in: size ?? self.size))
    }

    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    @Test func aTableIsPlacedByTheEngine() {
        let ui = ViewHarness(Table(Self.fruits) {
            TableColumn("Name", value: \.name)
            TableColumn("Colour", value: \.colour)
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
    }

    @Test func rowsAreTwentyFourTallUnderTheHeaderTheirTextSixteenIn() throws {
        let ui = ViewHarness(Table(Self.fruits) { TableColumn("Name", value: \.name) })
        #expect(try frame(ui, #require(ui.all(.table).first)) == CGRect(origin: .zero, size: size))
        let header = try #require(ui.all(.tablecolumn).first)
        // One column takes the row's whole width: the table less its 10-point sides.
        #expect(try frame(ui, header) == CGRect(x: 10, y: 0, width: 380, height: 28))
        let rows = ui.all(.tablerow)
        try #require(rows.count == 3)
        #expect(try frame(ui, rows[0]) == CGRect(x: 10, y: 28, width: 380, height: 24))
        #expect(try frame(ui, rows[2]) == CGRect(x: 10, y: 28 + 48, width: 380, height: 24))
        // A body line (16 points) 16 in from the table's edge, centred down its row.
        let apple = try frame(ui, ui.element(.text, "Apple"))
        #expect(apple.minX == 16 && apple.minY == 28 + 4 && apple.height == 16)
        let plum = try frame(ui, ui.element(.text, "Plum"))
        #expect(near(plum.minY, 28 + 48 + 4))
    }

    @Test func flexibleColumnsShareTheWidthAFixedOneLeaves() throws {
        let ui = ViewHarness(Table(Self.fruits) {
            TableColumn("Name", value: \.name)
            TableColumn("Colour", value: \.colour).width(100)
            TableColumn("Id") { Text("\($0.id)") }
        })
        let columns = ui.all(.tablecolumn)
        try #require(columns.count == 3)
        // 380 of row: 100 fixed, 140 each for the other two.
        #expect(try frame(ui, columns[0]) == CGRect(x: 10, y: 0, width: 140, height: 28))
        #expect(try frame(ui, columns[1]) == CGRect(x: 150, y: 0, width: 100, height: 28))
        #expect(try frame(ui, columns[2]) == CGRect(x: 250, y: 0, width: 140, height: 28))
        // Each cell is its column's width; its text 6 points in from the cell.
        let cells = try #require(ui.all(.tablerow).first).children.filter { $0.tag == .cell }
        try #require(cells.count == 3)
        #expect(try frame(ui, cells[1]) == CGRect(x: 150, y: 28, width: 100, height: 24))
        #expect(try frame(ui, ui.element(.text, "Red")).minX == 156)
    }

    @Test func aColumnsMinimumAndMaximumBoundItsShare() throws {
        let ui = ViewHarness(Table(Self.fruits) {
            TableColumn("Name", value: \.name).width(max: 80)
            TableColumn("Colour", value: \.colour).width(min: 200)
            TableColumn("Id") { Text("\($0.id)") }
        })
        let widths = try ui.all(.tablecolumn).map { try frame(ui, $0).width }
        // The equal share (126.7) is past Name's maximum: 80; then 150 each
        // is under Colour's minimum: 200, leaving Id 100.
        #expect(widths == [80, 200, 100])
    }

    @Test func aTallCellMakesItsRowTaller() throws {
        let ui = ViewHarness(Table(Self.fruits) {
            TableColumn("Name") { fruit in
                VStack(alignment: .leading) { Text(fruit.name); Text(fruit.colour) }
            }
        })
        let rows = ui.all(.tablerow)
        // The two lines' stack, with the row's 4 points above and below.
        let stack = try frame(ui, #require(ui.all(.vstack).first))
        #expect(try frame(ui, rows[0]).height == stack.height + 8)
        #expect(try frame(ui, rows[1]).minY == 28 + stack.height + 8)
    }

    @Test func hiddenHeadersStartTheRowsTenPointsDown() throws {
        let ui = ViewHarness(Table(Self.fruits) { TableColumn("Name", value: \.name) }
            .tableColumnHeaders(.hidden))
        #expect(try frame(ui, #require(ui.all(.tablerow).first)).minY == 10)
    }

    @Test func aBorderedTablesCellsAreEightIn() throws {
        let ui = ViewHarness(Table(Self.fruits) { TableColumn("Name", value: \.name) }.tableStyle(.bordered))
        #expect(try frame(ui, #require(ui.all(.tablerow).first)) == CGRect(x: 1, y: 28, width: 398, height: 24))
        #expect(try frame(ui, ui.element(.text, "Apple")).minX == 9)
    }

    @Test func aDraggedColumnWidthIsTheColumnsWidthInTheNextLayout() throws {
        let ui = ViewHarness(Table(Self.fruits) {
            TableColumn("Name", value: \.name)
            TableColumn("Colour", value: \.colour)
        })
        let name = try #require(ui.all(.tablecolumn).first)
        #expect(try frame(ui, name).width == 190)
        try ui.send(HostEvent(kind: .change, target: name.id, key: "width", width: 250))
        let after = try #require(ui.all(.tablecolumn).first)
        #expect(after.attributes[.columnWidth]?.length == 250)
        #expect(try frame(ui, after).width == 250)
        // The other column takes the rest.
        #expect(try frame(ui, ui.all(.tablecolumn)[1]) == CGRect(x: 260, y: 0, width: 130, height: 28))
    }

    @Test func aTableWithNoSizeOfferedIsItsColumnsIdealWidthAndItsRowsHeight() {
        let ui = ViewHarness(Table(Self.fruits) {
            TableColumn("Name", value: \.name).width(ideal: 150)
            TableColumn("Colour", value: \.colour).width(60)
        })
        let ideal = LayoutEngine().sizeThatFits(ui.root, .unspecified)
        #expect(ideal == Size(width: 150 + 60 + 20, height: 28 + 3 * 24 + 10))
    }

    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    /// An outline table: "Fruit" (with "Apple" under it, and "Pear" with
    /// "Conference" under that), then the leaf "Bread".
    struct Outline: View {
        let tree = [Node(id: "Fruit", children: [Node(id: "Apple"), Node(id: "Pear", children: [Node(id: "Conference")])]),
                    Node(id: "Bread")]
        var body: some View {
            Table(tree, children: \.children) { TableColumn("Name") { Text($0.id) } }
        }
    }

    private func toggle(_ ui: ViewHarness, _ name: String) throws {
        let row = try #require(ui.all(.tablerow).first { $0.children.first?.textContent == name })
        try ui.send(HostEvent(kind: .toggle, target: row.id, value: "true"))
    }

    @Test func anOutlinesRowsArePlacedByTheEngine() throws {
        let ui = ViewHarness(Outline())
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        try toggle(ui, "Fruit")
        try toggle(ui, "Pear")
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
    }

    /// A row's first cell keeps 16 points a level (`NSOutlineView`'s
    /// `indentationPerLevel` default) and the triangle's 22 (the page's
    /// 18-point chevron and 4 after it: `OutlineMetrics`) before its views,
    /// a leaf's too: the table's 10-point side, the cell's 6-point padding.
    @Test func anOutlinesRowsAreIndentedByLevelAfterTheTriangle() throws {
        let ui = ViewHarness(Outline())
        try toggle(ui, "Fruit")
        try toggle(ui, "Pear")
        let names = ["Fruit", "Apple", "Pear", "Conference", "Bread"]
        let levels = [0, 1, 1, 2, 0]
        for (index, name) in names.enumerated() {
            let text = try frame(ui, ui.element(.text, name))
            #expect(text.minX == 10 + 6 + 22 + 16 * CGFloat(levels[index]), "\(name)")
            // Each row 24 tall under the 28-point header, the text centred down it.
            #expect(near(text.minY, 28 + 24 * CGFloat(index) + 4), "\(name)")
        }
        // The row itself spans the table less its sides, whatever its level.
        let conference = try #require(ui.all(.tablerow).first { $0.children.first?.textContent == "Conference" })
        #expect(try frame(ui, conference) == CGRect(x: 10, y: 28 + 72, width: 380, height: 24))
    }

    @Test func openingARowPutsItsChildrenUnderItAndMovesTheRest() throws {
        let ui = ViewHarness(Outline())
        // Closed: the children are not in the tree, so they have no frame.
        #expect(ui.find(.text, "Apple") == nil)
        #expect(try frame(ui, ui.element(.text, "Bread")).minY == 28 + 24 + 4)
        try toggle(ui, "Fruit")
        #expect(try frame(ui, ui.element(.text, "Apple")).minY == 28 + 24 + 4)
        // Two rows (Apple, Pear) now lie between Fruit and Bread.
        #expect(try frame(ui, ui.element(.text, "Bread")).minY == 28 + 72 + 4)
        #expect(ui.find(.text, "Conference") == nil)
    }
}
