import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting
import ProsceniumLayout

private struct LongListApp: App {
    var body: some Scene {
        WindowGroup("Long") {
            List(0..<400, id: \.self) { index in
                HStack {
                    Text("Row \(index)")
                    Spacer()
                    Text("\(index * 3)")
                }
            }
            .frame(width: 300, height: 600)
        }
    }
}

/// A long `List` lays out only the rows near the part the display shows,
/// as a Mac's list (`NSTableView`) makes only the rows in view and
/// estimates the height of the others (`ListViewport`): every row has a
/// frame, but a row more than a margin (1,000 points) past the part shown,
/// never laid out, has no frames for its views until the display reports
/// the list scrolled near it (`listScroll`). Rows here are 24 points (an
/// inset list's body row, `ListLayoutTests`), so 400 rows are 9,600 points.
@MainActor @Suite struct LazyListLayoutTests {
    private func rowText(_ window: ShownWindow, _ index: Int) throws -> RenderElement {
        try #require(window.find(.text, "Row \(index)"))
    }

    private func row(of text: RenderElement, in window: ShownWindow) throws -> RenderElement {
        try #require(window.root.first { $0.tag == .row && $0.first { $0.id == text.id } != nil })
    }

    @Test func onlyTheRowsNearThePartShownHaveTheirViewsPlaced() throws {
        let app = try AppHarness(LongListApp.self)
        let window = try app.window("Long")
        let placement = try #require(window.attributes.layout)
        // Near the top: laid out, 24 points a row.
        let first = try rowText(window, 0), tenth = try rowText(window, 10)
        #expect(placement.frame(of: first.id) != nil && placement.frame(of: tenth.id) != nil)
        let row10 = try #require(placement.frame(of: try row(of: tenth, in: window).id))
        let row0 = try #require(placement.frame(of: try row(of: first, in: window).id))
        #expect(row10.y - row0.y == 240 && row10.height == 24)
        // Far below (row 300 starts 7,200 points down): a frame of the
        // estimated height, at the place 24-point rows put it, nothing inside.
        let far = try rowText(window, 300)
        #expect(placement.frame(of: far.id) == nil)
        let farRow = try #require(placement.frame(of: try row(of: far, in: window).id))
        #expect(farRow.y - row0.y == 7_200 && farRow.height == 24)
        // The list's content is as tall as all its rows.
        let last = try #require(placement.frame(of: try row(of: rowText(window, 399), in: window).id))
        #expect(last.y + last.height - row0.y == 9_600)
    }

    @Test func scrollingNearARowLaysItOutAndKeepsTheRowsLaidOutBefore() throws {
        let app = try AppHarness(LongListApp.self)
        var window = try app.window("Long")
        let list = try #require(window.root.first { $0.tag == .list })
        try app.send(HostEvent(kind: .listScroll, surface: window.id, target: list.id, y: 7_000, height: 600))
        window = try app.window("Long")
        let placement = try #require(window.attributes.layout)
        let far = try #require(placement.frame(of: try rowText(window, 300).id))
        // The row's text, 16 points in from the row's leading edge, as any row's.
        let near = try #require(placement.frame(of: try rowText(window, 0).id))
        #expect(far.x == near.x && far.height == near.height)
        // A margin of 1,000 points below the part shown (7,000 to 7,600):
        // row 350 (8,400) is laid out, row 399 (9,576) not yet.
        #expect(placement.frame(of: try rowText(window, 350).id) != nil)
        #expect(placement.frame(of: try rowText(window, 399).id) == nil)
        // Rows laid out before keep their views' frames.
        #expect(placement.frame(of: try rowText(window, 5).id) != nil)
        // Between the two, never laid out: frames of rows only.
        #expect(placement.frame(of: try rowText(window, 150).id) == nil)
    }

    @Test func aMalformedScrollReportIsDroppedAndChangesNothing() throws {
        let app = try AppHarness(LongListApp.self)
        let window = try app.window("Long")
        let list = try #require(window.root.first { $0.tag == .list })
        let before = try #require(window.attributes.layout)
        try app.send(HostEvent(kind: .listScroll, surface: window.id, target: list.id, y: .nan, height: 600))
        try app.send(HostEvent(kind: .listScroll, surface: window.id, target: list.id, height: 600))
        #expect(try app.window("Long").attributes.layout == before)
    }

    @Test func aShortListAndAFormLayOutEveryRow() throws {
        let rows = (0..<30).map { "Item \($0)" }
        let ui = ViewHarness(Form { ForEach(rows, id: \.self) { TextField($0, text: .constant("")) } })
        let size = CGSize(width: 400, height: 200)
        for title in [rows[0], rows[29]] {
            let field = try #require(ui.find(.textfield, title))
            #expect(ui.frame(of: field, in: size) != nil, "a form's every row is laid out")
        }
    }
}
