import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting
import ProsceniumLayout

private struct Numbered: Identifiable {
    let id: Int
}

private let thousand = (0..<1_000).map(Numbered.init)

private struct LongTableApp: App {
    var body: some Scene {
        WindowGroup("Long") {
            Table(thousand) {
                TableColumn("Name") { Text("Row \($0.id)") }
                TableColumn("Triple") { Text("\($0.id * 3)") }
            }
            .frame(width: 400, height: 600)
        }
    }
}

private struct TableAndListApp: App {
    var body: some Scene {
        WindowGroup("Both") {
            HStack {
                Table(thousand) { TableColumn("Name") { Text("Row \($0.id)") } }
                List(0..<400, id: \.self) { Text("Item \($0)") }
            }
            .frame(width: 600, height: 600)
        }
    }
}

/// A long `Table` lays out only the rows near the part the display shows,
/// as a long `List` does (`LazyListLayoutTests`) and as a Mac's
/// `NSTableView` makes only the rows in view: every row has a frame, and
/// so have its cells, but the views of a row's cells more than a margin
/// (1,000 points) past the part shown, never laid out, have none until the
/// display reports the table scrolled near it (`listScroll`, its target
/// the table). Rows here are 24 points (an inset table's,
/// `TableLayoutTests`) under a 28-point header, so 1,000 rows are 24,000
/// points and the part shown of a 600-point table is 572 tall.
@MainActor @Suite struct LazyTableLayoutTests {
    private func text(_ window: ShownWindow, _ index: Int) throws -> RenderElement {
        try #require(window.find(.text, "Row \(index)"))
    }

    private func row(of text: RenderElement, in window: ShownWindow) throws -> RenderElement {
        try #require(window.root.first { $0.tag == .tablerow && $0.first { $0.id == text.id } != nil })
    }

    private func table(_ window: ShownWindow) throws -> RenderElement {
        try #require(window.root.first { $0.tag == .table })
    }

    @Test func onlyTheRowsNearThePartShownHaveTheirCellsViewsPlaced() throws {
        let app = try AppHarness(LongTableApp.self)
        let window = try app.window("Long")
        let placement = try #require(window.attributes.layout)
        // Near the top: laid out, 24 points a row, the text 6 points into its cell.
        let first = try text(window, 0), tenth = try text(window, 10)
        let firstText = try #require(placement.frame(of: first.id))
        #expect(firstText.x == 6 && firstText.height == 16)
        #expect(placement.frame(of: tenth.id) != nil)
        let row0 = try #require(placement.frame(of: try row(of: first, in: window).id))
        let row10 = try #require(placement.frame(of: try row(of: tenth, in: window).id))
        #expect(row10.y - row0.y == 240 && row10.height == 24)
        // Far below (row 300 starts 7,200 points down): a row of the
        // estimated height where 24-point rows put it, its cells framed
        // across it, nothing placed in them.
        let far = try text(window, 300)
        #expect(placement.frame(of: far.id) == nil)
        let farRow = try row(of: far, in: window)
        let farFrame = try #require(placement.frame(of: farRow.id))
        #expect(farFrame.y - row0.y == 7_200 && farFrame.height == 24)
        let cells = farRow.children.filter { $0.tag == .cell }
        try #require(cells.count == 2)
        for cell in cells { #expect(placement.frame(of: cell.id)?.height == 24) }
        #expect(placement.frame(of: try #require(window.find(.text, "900")).id) == nil)
        // The rows are as tall as all of them.
        let last = try #require(placement.frame(of: try row(of: text(window, 999), in: window).id))
        #expect(last.y + last.height - row0.y == 24_000)
    }

    @Test func scrollingNearARowLaysItOutAndKeepsTheRowsLaidOutBefore() throws {
        let app = try AppHarness(LongTableApp.self)
        var window = try app.window("Long")
        let table = try table(window)
        try app.send(HostEvent(kind: .listScroll, surface: window.id, target: table.id, y: 20_000))
        window = try app.window("Long")
        let placement = try #require(window.attributes.layout)
        // Row 850 (20,400 down) is in the part shown: laid out as row 0 is,
        // 6 points into its cell, centred down its 24-point row.
        let far = try #require(placement.frame(of: try text(window, 850).id))
        let near = try #require(placement.frame(of: try text(window, 0).id))
        #expect(far.x == near.x && far.y == near.y && far.height == near.height)
        #expect(placement.frame(of: try #require(window.find(.text, "2550")).id) != nil)
        // The part shown is 20,000 to 20,572, and a margin of 1,000 below:
        // row 880 (21,120) is laid out, row 950 (22,800) not.
        #expect(placement.frame(of: try text(window, 880).id) != nil)
        #expect(placement.frame(of: try text(window, 950).id) == nil)
        // Rows laid out before keep their views' frames; between, none.
        #expect(placement.frame(of: try text(window, 5).id) != nil)
        #expect(placement.frame(of: try text(window, 400).id) == nil)
        // Every row is still 24 points where it was.
        let row0 = try #require(placement.frame(of: try row(of: text(window, 0), in: window).id))
        let row850 = try #require(placement.frame(of: try row(of: text(window, 850), in: window).id))
        #expect(row850.y - row0.y == 20_400 && row850.height == 24)
    }

    @Test func aMalformedScrollReportIsDroppedAndChangesNothing() throws {
        let app = try AppHarness(LongTableApp.self)
        let window = try app.window("Long")
        let table = try table(window)
        let before = try #require(window.attributes.layout)
        try app.send(HostEvent(kind: .listScroll, surface: window.id, target: table.id, y: .nan))
        try app.send(HostEvent(kind: .listScroll, surface: window.id, target: table.id))
        try app.send(HostEvent(kind: .listScroll, surface: window.id, y: 20_000))
        #expect(try app.window("Long").attributes.layout == before)
    }

    @Test func scrollingATableLeavesAListBesideItAlone() throws {
        let app = try AppHarness(TableAndListApp.self)
        var window = try app.window("Both")
        let table = try table(window)
        try app.send(HostEvent(kind: .listScroll, surface: window.id, target: table.id, y: 20_000))
        window = try app.window("Both")
        let placement = try #require(window.attributes.layout)
        #expect(placement.frame(of: try text(window, 850).id) != nil)
        // The list is still shown from its top: its first rows laid out, its far ones not.
        #expect(placement.frame(of: try #require(window.find(.text, "Item 0")).id) != nil)
        #expect(placement.frame(of: try #require(window.find(.text, "Item 399")).id) == nil)
        // And scrolling the list leaves the table's rows as they were.
        let list = try #require(window.root.first { $0.tag == .list })
        try app.send(HostEvent(kind: .listScroll, surface: window.id, target: list.id, y: 9_000))
        window = try app.window("Both")
        let after = try #require(window.attributes.layout)
        #expect(after.frame(of: try #require(window.find(.text, "Item 399")).id) != nil)
        #expect(after.frame(of: try text(window, 400).id) == nil)
        #expect(after.frame(of: try text(window, 850).id) != nil)
    }

    @Test func aShortTableAndAFormLayOutEveryRow() throws {
        let rows = (0..<30).map(Numbered.init)
        let size = CGSize(width: 400, height: 200)
        let table = ViewHarness(Table(rows) { TableColumn("Name") { Text("Row \($0.id)") } })
        for index in [0, 29] {
            let text = try #require(table.find(.text, "Row \(index)"))
            #expect(table.frame(of: text, in: size) != nil, "a short table's every row is laid out")
        }
        let titles = (0..<30).map { "Item \($0)" }
        let form = ViewHarness(Form { ForEach(titles, id: \.self) { TextField($0, text: .constant("")) } })
        for title in [titles[0], titles[29]] {
            let field = try #require(form.find(.textfield, title))
            #expect(form.frame(of: field, in: size) != nil, "a form's every row is laid out")
        }
    }
}
