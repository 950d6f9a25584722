import Foundation
import Testing
@testable import Proscenium
import ProsceniumHost

/// A layout with a radius to animate, as apps write radial layouts.
private struct Radial: Layout {
    var radius: CGFloat
    var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: radius * 2, height: radius * 2)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// The Layout protocol's details: merging explicit guides, animatable data
/// through `AnyLayout`, and a grid's cache and explicit alignment.
@MainActor @Suite struct LayoutProtocolDetailsTests {
    func subviews(_ sizes: [CGSize], guides: [Int: [String: (ViewDimensions) -> CGFloat]] = [:],
                  rows: [Int?]) -> LayoutSubviews {
        LayoutSubviews(sizes.enumerated().map { index, size in
            let proxy = LayoutMeasurement.Subview(id: ElementID(index + 1), minWidth: size.width, minHeight: size.height,
                                                  idealWidth: size.width, idealHeight: size.height)
            let info = GridCellInfo(row: rows[index])
            return LayoutSubview(measured: proxy, values: [ObjectIdentifier(GridCellKey.self): info],
                                 guides: guides[index] ?? [:], recorder: nil)
        })
    }

    @Test func explicitGuidesMergeByTheirMeanOrTheirBaselinesExtremes() {
        #expect(HorizontalAlignment.leading.combineExplicit([4, nil, 8]) == 6)
        #expect(HorizontalAlignment.center.combineExplicit([CGFloat?]()) == nil)
        #expect(VerticalAlignment.center.combineExplicit([2, 4, nil]) == 3)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([12, 9, nil]) == 9)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, 30, nil]) == 30)
        #expect(VerticalAlignment.bottom.combineExplicit([nil, nil]) == nil)
    }

    @Test func anyLayoutReadsAndWritesItsLayoutsAnimatableData() throws {
        var layout = AnyLayout(Radial(radius: 10))
        let data = layout.animatableData
        #expect(data.magnitudeSquared == 100)
        #expect(data - data == .zero && data + .zero == data)
        layout.animatableData = data.scaled(by: 2)
        #expect((layout.base as? Radial)?.radius == 20)
        layout.animatableData = layout.animatableData - data
        #expect((layout.base as? Radial)?.radius == 10)
        // A stack animates nothing: its data is zero, and setting data of another layout leaves it.
        var stack = AnyLayout(HStackLayout(spacing: 3))
        #expect(stack.animatableData == .zero)
        stack.animatableData = data
        #expect((stack.base as? HStackLayout)?.spacing == 3)
        #expect(HStackLayout().animatableData == EmptyAnimatableData())
    }

    @Test func aGridsCacheKeepsItsRowsAndItsCellsExplicitGuidesAreMerged() {
        // Two rows of two cells, 20 × 10 each; the second row's cells set a leading guide of 5 and 7.
        let views = subviews(Array(repeating: CGSize(width: 20, height: 10), count: 4),
                             guides: [2: ["h.leading": { _ in 5 }], 3: ["h.leading": { _ in 7 }]],
                             rows: [0, 0, 1, 1])
        let grid = GridLayout(horizontalSpacing: 4, verticalSpacing: 2)
        var cache = grid.makeCache(subviews: views)
        #expect(cache.structure.rows.map { $0.cells.map(\.index) } == [[0, 1], [2, 3]])
        #expect(cache.structure.columnCount == 2)
        #expect(grid.sizeThatFits(proposal: .unspecified, subviews: views, cache: &cache) == CGSize(width: 44, height: 22))
        let bounds = CGRect(x: 100, y: 50, width: 44, height: 22)
        // Cells at x 0 and 24 from the grid's leading edge: guides at 5 and 31, merged to their mean.
        #expect(grid.explicitAlignment(of: HorizontalAlignment.leading, in: bounds, proposal: .unspecified,
                                       subviews: views, cache: &cache) == 18)
        #expect(grid.explicitAlignment(of: VerticalAlignment.top, in: bounds, proposal: .unspecified,
                                       subviews: views, cache: &cache) == nil)
        // Made again for other subviews: one row of three.
        let row = subviews(Array(repeating: CGSize(width: 20, height: 10), count: 3), rows: [0, 0, 0])
        grid.updateCache(&cache, subviews: row)
        #expect(cache.structure.rows.map { $0.cells.map(\.index) } == [[0, 1, 2]])
        #expect(grid.sizeThatFits(proposal: .unspecified, subviews: row, cache: &cache) == CGSize(width: 68, height: 10))
        #expect(grid.spacing(subviews: row, cache: &cache).distance(to: .zero, along: .horizontal) == 8)
    }
}

/// A type-erased shape's animatable data is its shape's.
@MainActor @Suite struct AnyShapeAnimatableDataTests {
    @Test func anyShapeReadsAndWritesItsShapesAnimatableData() throws {
        var shape = AnyShape(RoundedRectangle(cornerRadius: 4))
        let data = shape.animatableData
        #expect(data.magnitudeSquared == 32)
        shape.animatableData = data.scaled(by: 2)
        // The display draws the new corners.
        guard case let .roundedRectangle(width, height, _) = shape.outline(size: nil).base else {
            Issue.record("not a rounded rectangle: \(shape.outline(size: nil))")
            return
        }
        #expect(width == 8 && height == 8)
        #expect(AnyShape(Circle()).animatableData == .zero)
    }
}
