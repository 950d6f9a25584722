import CoreGraphics
import Testing
import Proscenium
import ProsceniumHost
import ProsceniumLayout
import ProsceniumTesting

/// Lazy grids and lazy stacks as the layout engine places them. Column
/// widths follow Apple's documentation of `GridItem.Size`: a `flexible`
/// item is "the size of the grid with spacing and inflexible items removed,
/// divided by the number of flexible items, clamped to the provided
/// bounds"; an `adaptive` item "places one or more items into the space
/// assigned to a single flexible item ... as many items of the minimum size
/// as possible but lets them increase to the maximum size". Where a figure
/// comes from a worked example measured against a device (juejin.cn post
/// 7083356120147820552, "预判 LazyVGrid 布局 - Adaptive篇", whose computed
/// widths its author checked against the screen), the test says so.
@MainActor @Suite struct LazyGridLayoutTests {
    /// Cells of the grid: each a `Color` in a frame of `height`, so its frame
    /// is its cell's width.
    private static func cells(_ count: Int, height: CGFloat = 20) -> some View {
        ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: height) }
    }

    /// The frames of the frame elements (the cells) in `ui`'s first lazy
    /// grid, relative to the grid's, laid out in `size`.
    private func cellFrames(_ ui: ViewHarness, in size: CGSize) throws -> [CGRect] {
        let origin = try gridFrame(ui, in: size).origin
        let grid = try #require(ui.all(.grid).first)
        return try grid.all(.frame).map { element in
            let frame = try #require(ui.frame(of: element, in: size))
            return frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The frame of `ui`'s first lazy grid, laid out in `size`.
    private func gridFrame(_ ui: ViewHarness, in size: CGSize) throws -> CGRect {
        let grid = try #require(ui.all(.grid).first)
        return try #require(ui.frame(of: grid, in: size))
    }

    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    @Test func flexibleColumnsShareWhatFixedOnesAndSpacingLeave() throws {
        // Apple's rule: (316 - 2 × 8 spacing - 100 fixed) / 2 flexible = 100 each.
        let ui = ViewHarness(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.fixed(100))]) {
            Self.cells(6)
        }.frame(width: 316))
        let frames = try cellFrames(ui, in: CGSize(width: 400, height: 200))
        #expect(frames.map(\.minX) == [0, 108, 216, 0, 108, 216])
        #expect(frames.map(\.width) == [100, 100, 100, 100, 100, 100])
        // Rows are the grid's default spacing (8) apart.
        #expect(frames.map(\.minY) == [0, 0, 0, 28, 28, 28])
        let grid = try gridFrame(ui, in: CGSize(width: 400, height: 200))
        #expect(grid.size == CGSize(width: 316, height: 48))
    }

    @Test func aFlexibleColumnIsClampedAndTheNextTakesWhatIsLeft() throws {
        // Items are sized in order: the first is offered (300 - 8) / 2 = 146
        // and clamped to 50; the second is offered what is left, 242.
        let ui = ViewHarness(LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]) {
            Self.cells(2)
        }.frame(width: 300))
        let frames = try cellFrames(ui, in: CGSize(width: 400, height: 100))
        #expect(frames.map(\.minX) == [0, 58])
        #expect(frames.map(\.width) == [50, 242])
    }

    @Test func anAdaptiveColumnHoldsAsManyViewsOfItsMinimumAsFit() throws {
        // juejin.cn 7083356120147820552: adaptive(50...100) in 300 holds 5
        // columns of (300 - 4 × 8) / 5 = 53.6.
        let ui = ViewHarness(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) {
            Self.cells(7)
        }.frame(width: 300))
        let frames = try cellFrames(ui, in: CGSize(width: 400, height: 100))
        let xs: [CGFloat] = [0, 61.6, 123.2, 184.8, 246.4, 0, 61.6]
        #expect(zip(frames.map(\.minX), xs).allSatisfy(near))
        #expect(frames.allSatisfy { near($0.width, 53.6) })
        #expect(frames.map(\.minY) == [0, 0, 0, 0, 0, 28, 28])
    }

    @Test func twoAdaptiveColumnsEachFillTheirShare() throws {
        // juejin.cn 7083356120147820552: adaptive(50...100) and
        // adaptive(40...100) in 300: each is given (300 - 8) / 2 = 146; the
        // first holds 2 of 69, the second 3 of (146 - 16) / 3 = 43.33.
        let ui = ViewHarness(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100)),
                                                 GridItem(.adaptive(minimum: 40, maximum: 100))]) {
            Self.cells(5)
        }.frame(width: 300))
        let frames = try cellFrames(ui, in: CGSize(width: 400, height: 100))
        let widths: [CGFloat] = [69, 69, 130.0 / 3, 130.0 / 3, 130.0 / 3]
        #expect(zip(frames.map(\.width), widths).allSatisfy(near))
        let xs: [CGFloat] = [0, 77, 154, 154 + 130.0 / 3 + 8, 154 + 2 * (130.0 / 3 + 8)]
        #expect(zip(frames.map(\.minX), xs).allSatisfy(near))
    }

    @Test func columnsThatNeedMoreThanTheGridIsOfferedMakeItWider() throws {
        // juejin.cn 7083356120147820552: flexible(min 100), fixed(100),
        // adaptive(min 100), fixed(100) offered 300: 300 - 24 - 200 = 76
        // shared by 2; the flexible column takes its minimum, 100, leaving
        // the adaptive one -24, so it is one column 0 wide; the grid is
        // 100 + 100 + 0 + 100 + 3 × 8 = 324 wide.
        let ui = ViewHarness(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)),
                                                 GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100))]) {
            Self.cells(4)
        }.frame(width: 300))
        let size = CGSize(width: 400, height: 100)
        let frames = try cellFrames(ui, in: size)
        #expect(frames.map(\.width) == [100, 100, 0, 100])
        #expect(frames.map(\.minX) == [0, 108, 216, 224])
        let grid = try gridFrame(ui, in: size)
        #expect(grid.width == 324)
    }

    @Test func eachRowIsAsTallAsItsTallestViewAndCentresTheOthers() throws {
        // A lazy grid sizes a row by its tallest cell (GridItem's overview:
        // a lazy grid "sets the width of each column based on the widest
        // cell", the same rule along the other axis); a cell's alignment is
        // centre by default.
        let ui = ViewHarness(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 4) {
            Color.red.frame(height: 20)
            Color.red.frame(height: 40)
            Color.red.frame(height: 10)
        })
        let frames = try cellFrames(ui, in: CGSize(width: 300, height: 200))
        #expect(frames.map(\.minY) == [10, 0, 44])
        #expect(frames.map(\.height) == [20, 40, 10])
    }

    @Test func itemsAndTheGridAlignTheirViewsInTheirCells() throws {
        // GridItem.alignment places each view of its column; a column naming
        // none uses the grid's alignment.
        let ui = ViewHarness(LazyVGrid(columns: [GridItem(.fixed(100), alignment: .leading),
                                                 GridItem(.fixed(100), alignment: .bottomTrailing),
                                                 GridItem(.fixed(100))], alignment: .leading) {
            Color.red.frame(width: 40, height: 20)
            Color.red.frame(width: 40, height: 20)
            Color.red.frame(width: 40, height: 40)
        })
        let frames = try cellFrames(ui, in: CGSize(width: 400, height: 200))
        #expect(frames.map(\.minX) == [0, 168, 216])
        #expect(frames.map(\.minY) == [10, 20, 0])
    }

    @Test func aHorizontalGridSpacesItsRowsByEachItemsSpacing() throws {
        // Apple's GridItem example: rows fixed 30, 60, 90, 10 with spacing 1,
        // 10, 20 (and 50 after the last, unused); columns 5 apart; each
        // column as wide as its widest view (30).
        let ui = ViewHarness(LazyHGrid(rows: [GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60), spacing: 10),
                                              GridItem(.fixed(90), spacing: 20), GridItem(.fixed(10), spacing: 50)],
                                       spacing: 5) {
            ForEach(0..<6, id: \.self) { _ in Color.green.frame(width: 30) }
        })
        let size = CGSize(width: 300, height: 300)
        let frames = try cellFrames(ui, in: size)
        #expect(frames.map(\.minY) == [0, 31, 101, 211, 0, 31])
        #expect(frames.map(\.height) == [30, 60, 90, 10, 30, 60])
        #expect(frames.map(\.minX) == [0, 0, 0, 0, 35, 35])
        let grid = try gridFrame(ui, in: size)
        #expect(grid.size == CGSize(width: 65, height: 221))
    }

    @Test func aSquareFillsItsColumn() throws {
        // A view of a ratio offered a width and no height is as tall as the
        // ratio makes it (SwiftUI's `aspectRatio` with one axis proposed).
        let ui = ViewHarness(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(0..<2, id: \.self) { _ in Color.blue.aspectRatio(1, contentMode: .fit) }
        }.frame(width: 208))
        let size = CGSize(width: 300, height: 300)
        let colours = ui.all(.color)
        let frames = try colours.map { try #require(ui.frame(of: $0, in: size)) }
        #expect(frames.map(\.size) == [CGSize(width: 100, height: 100), CGSize(width: 100, height: 100)])
    }

    @Test func aSectionsHeaderTakesALineAcrossTheGrid() throws {
        // A section's header is a line of its own across the grid, its views
        // start a new line, lines the grid's spacing apart.
        let ui = ViewHarness(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], alignment: .leading,
                                       spacing: 4) {
            Section {
                Self.cells(3)
            } header: {
                Color.gray.frame(width: 30, height: 16)
            }
        })
        let frames = try cellFrames(ui, in: CGSize(width: 300, height: 300))
        // The header first (leading, as the grid), then 2 + 1 cells.
        #expect(frames.map(\.minY) == [0, 20, 20, 44])
        #expect(frames.map(\.minX) == [0, 0, 58, 0])
        let section = try #require(ui.all(.section).first)
        let size = CGSize(width: 300, height: 300)
        let sectionFrame = try #require(ui.frame(of: section, in: size))
        let grid = try gridFrame(ui, in: size)
        #expect(sectionFrame == grid)
        #expect(grid.size == CGSize(width: 108, height: 64))
    }

    @Test func aLazyStacksSectionsAreItsViewsInTurn() throws {
        // In a stack a section's header, views and footer are views of the
        // stack, the stack's spacing apart (a section is a group with a
        // header and footer).
        let ui = ViewHarness(ScrollView {
            LazyVStack(alignment: .leading, spacing: 2) {
                Section {
                    Self.cells(2)
                } header: {
                    Color.gray.frame(width: 80, height: 16)
                } footer: {
                    Color.gray.frame(width: 60, height: 10)
                }
                Color.red.frame(width: 40, height: 20)
            }
        })
        let size = CGSize(width: 200, height: 300)
        let frames = try ui.all(.frame).map { try #require(ui.frame(of: $0, in: size)) }
        #expect(frames.map(\.minY) == [0, 18, 40, 62, 74])
        #expect(frames.map(\.height) == [16, 20, 20, 10, 20])
        #expect(frames.map(\.minX) == [0, 0, 0, 0, 0])
        #expect(LayoutEngine.placesTree(ui.root))
    }

    @Test func itemsSpacingAlignmentAndPinnedViewsReachTheTree() throws {
        let ui = ViewHarness(VStack {
            LazyVGrid(columns: [GridItem(.fixed(10), spacing: 4, alignment: .topLeading), GridItem(.flexible())],
                      pinnedViews: [.sectionHeaders, .sectionFooters]) { Text("a") }
            LazyVStack(pinnedViews: [.sectionFooters]) { Text("b") }
            LazyHStack { Text("c") }
        })
        let grid = try #require(ui.all(.grid).first)
        #expect(grid.attributes[.trackSpacings] == "4 -")
        #expect(grid.attributes[.trackAlignments] == "topLeading -")
        #expect(grid.attributes[.pinnedViews] == "headers footers")
        #expect(ui.all(.lazyvstack).first?.attributes[.pinnedViews] == "footers")
        #expect(ui.all(.lazyhstack).first?.attributes[.pinnedViews] == nil)
    }
}
