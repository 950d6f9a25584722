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

    @Test func anOutlinesRowsAreLeftToThePage() {
        struct Node: Identifiable {
            let id: Int
            var children: [Node]?
        }
        let ui = ViewHarness(Table([Node(id: 1, children: [Node(id: 2)])], children: \.children) {
            TableColumn("Id") { Text("\($0.id)") }
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root)?.contains("outline") == true)
    }
}
