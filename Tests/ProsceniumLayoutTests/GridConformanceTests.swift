import ProsceniumHost
import Testing
@testable import ProsceniumLayout

/// `Grid` and `GridRow`, with expected values from Apple's `Grid`
/// documentation (quoted in each test). Cells are fixed-size colours so
/// every expected value is arithmetic.
@Suite struct GridConformanceTests {
    let engine = LayoutEngine()

    private func box(_ t: Tree, _ width: Double, _ height: Double,
                     _ attributes: [AttributeKey: AttributeValue] = [:]) -> RenderElement {
        let frame = t.frame(width: width, height: height, t.color())
        return RenderElement(id: frame.id, tag: frame.tag, attributes: frame.attributes.merging(attributes) { $1 },
                             text: nil, children: frame.children)
    }

    private func grid(_ t: Tree, _ attributes: [AttributeKey: AttributeValue] = [:],
                      _ rows: [RenderElement]) -> RenderElement {
        t.element(.grid, attributes, rows)
    }

    private func row(_ t: Tree, alignment: AlignmentValue? = nil, _ cells: RenderElement...) -> RenderElement {
        t.element(.gridrow, alignment.map { [.alignment: .alignment($0)] } ?? [:], cells)
    }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        // "A grid ... sizes each column to the width of its widest cell and
        // each row to the height of its tallest cell"; the spacing between
        // cells is the platform's default (8 points on macOS, as between two
        // views in a stack). Cells are centred in their cell by default
        // (`alignment: .center`).
        let t = Tree()
        let a = box(t, 30, 10), b = box(t, 50, 20), c = box(t, 40, 15), d = box(t, 20, 5)
        let r1 = row(t, a, b), r2 = row(t, c, d)
        let g = grid(t, [.alignment: .alignment(.center)], [r1, r2])
        #expect(engine.sizeThatFits(g, .unspecified) == Size(width: 98, height: 43))
        let result = engine.layout(t.root(g), in: Size(width: 98, height: 43))
        #expect(result.frame(of: r1.id) == Rect(x: 0, y: 0, width: 98, height: 20))
        #expect(result.frame(of: r2.id) == Rect(x: 0, y: 28, width: 98, height: 15))
        #expect(result.frame(of: a.id) == Rect(x: 5, y: 5, width: 30, height: 10))
        #expect(result.frame(of: b.id) == Rect(x: 48, y: 0, width: 50, height: 20))
        #expect(result.frame(of: c.id) == Rect(x: 0, y: 0, width: 40, height: 15))
        #expect(result.frame(of: d.id) == Rect(x: 63, y: 5, width: 20, height: 5))
    }

    @Test func spacingAndTheGridsAlignmentApplyToEveryCell() {
        // `Grid(alignment:horizontalSpacing:verticalSpacing:)`: "alignment:
        // The guide for aligning the child views within the space allocated
        // for a given cell"; the spacings are the distances between cells.
        let t = Tree()
        let a = box(t, 10, 10), b = box(t, 40, 40), c = box(t, 40, 40), d = box(t, 10, 10)
        let g = grid(t, [.alignment: .alignment(.bottomTrailing), .horizontalSpacing: .length(2),
                         .verticalSpacing: .length(4)], [row(t, a, b), row(t, c, d)])
        let result = engine.layout(t.root(g), in: Size(width: 82, height: 84))
        #expect(result.frame(of: g.id) == Rect(x: 0, y: 0, width: 82, height: 84))
        #expect(result.frame(of: a.id) == Rect(x: 30, y: 30, width: 10, height: 10))
        #expect(result.frame(of: d.id) == Rect(x: 72, y: 30, width: 10, height: 10))
    }

    @Test func aCellSpanningColumnsWidensThemEvenly() {
        // `gridCellColumns(_:)`: "the cell ... spans the given number of
        // columns"; when it is wider than those columns, they grow.
        let t = Tree()
        let a = box(t, 30, 10), b = box(t, 30, 10)
        let wide = box(t, 100, 10, [.columnSpan: .string("2")])
        let g = grid(t, [.alignment: .alignment(.leading)], [row(t, a, b), row(t, wide)])
        let result = engine.layout(t.root(g), in: Size(width: 100, height: 28))
        // 100 - (30 + 8 + 30) = 32 more, 16 for each column: 46 and 46.
        #expect(result.frame(of: b.id)?.x == 54)
        #expect(result.frame(of: wide.id) == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(engine.sizeThatFits(g, .unspecified).width == 100)
    }

    @Test func aColumnsAlignmentAndARowsAlignmentPlaceTheirCells() {
        // `gridColumnAlignment(_:)`: "Overrides the default horizontal
        // alignment of the grid column that the view appears in";
        // `GridRow(alignment:)`: "the vertical alignment of the cells in the row".
        let t = Tree()
        let a = box(t, 10, 10, [.columnAlignment: .alignment(.trailing)]), b = box(t, 10, 30)
        let c = box(t, 50, 10), d = box(t, 10, 10)
        let r1 = row(t, alignment: .top, a, b)
        let g = grid(t, [:], [r1, row(t, c, d)])
        let result = engine.layout(t.root(g), in: Size(width: 68, height: 48))
        #expect(result.frame(of: a.id) == Rect(x: 40, y: 0, width: 10, height: 10))
        #expect(result.frame(of: c.id)?.x == 0)
    }

    @Test func aViewOutsideARowSpansEveryColumnWithoutWideningThem() {
        // "If you provide a view rather than a GridRow as an element in the
        // grid's content, the grid uses the view to create a row that spans
        // all of the grid's columns"; `gridCellUnsizedAxes(.horizontal)`:
        // "prevents a flexible view like a ... Divider, or Color from
        // defining the size of a row or column".
        let t = Tree()
        let a = box(t, 30, 10), b = box(t, 30, 10)
        let rule = t.element(.frame, [.height: .length(2), .unsizedAxes: .string("horizontal")], [t.color()])
        let g = grid(t, [:], [row(t, a, b), rule])
        #expect(engine.sizeThatFits(g, .unspecified) == Size(width: 68, height: 20))
        let result = engine.layout(t.root(g), in: Size(width: 68, height: 20))
        #expect(result.frame(of: rule.id) == Rect(x: 0, y: 18, width: 68, height: 2))
    }

    @Test func flexibleCellsShareWhatTheProposalLeaves() {
        // A `Color` takes all it is offered: the grid gives its column and
        // row the space its other cells leave.
        let t = Tree()
        let label = box(t, 40, 20), fill = t.color()
        let g = grid(t, [:], [row(t, label, fill)])
        let result = engine.layout(t.root(g), in: Size(width: 300, height: 100))
        #expect(result.frame(of: fill.id) == Rect(x: 48, y: 0, width: 252, height: 100))
        #expect(result.frame(of: label.id) == Rect(x: 0, y: 40, width: 40, height: 20))
    }

    @Test func gridsAndLazyGridsArePlaced() {
        let t = Tree()
        let g = grid(t, [:], [row(t, box(t, 10, 10))])
        #expect(LayoutEngine.placesTree(t.root(g)))
        // A lazy grid of two fixed 10-point columns, 8 apart (the default
        // spacing after a GridItem): its second view is at x 18.
        let cells = [box(t, 10, 10), box(t, 10, 10)]
        let lazy = t.element(.grid, [.columns: .gridTracks([.fixed(10), .fixed(10)])], cells)
        #expect(LayoutEngine.placesTree(t.root(lazy)))
        let result = engine.layout(t.root(lazy), in: Size(width: 28, height: 10))
        #expect(result.frame(of: cells[1].id) == Rect(x: 18, y: 0, width: 10, height: 10))
    }
}
