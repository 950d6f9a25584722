import Foundation
import Testing
@testable import Proscenium
import ProsceniumHost
import ProsceniumTesting
import ProsceniumLayout

/// A flow layout as apps write it: views left to right, wrapping into rows.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(width: proposal.width ?? .infinity, subviews: subviews)
        var width: CGFloat = 0
        var height: CGFloat = 0
        for row in rows {
            let rowWidth: CGFloat = row.reduce(0) { $0 + $1.width } + spacing * CGFloat(row.count - 1)
            width = max(width, rowWidth)
            height += row.reduce(0) { max($0, $1.height) }
        }
        height += spacing * CGFloat(rows.count - 1)
        return CGSize(width: proposal.width.map { min($0, width) } ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX, x + size.width > bounds.maxX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }

    func rows(width: CGFloat, subviews: Subviews) -> [[CGSize]] {
        var rows: [[CGSize]] = [[]]
        var x: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if !rows[rows.count - 1].isEmpty, x + size.width > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append(size)
            x += size.width + spacing
        }
        return rows
    }
}

private struct Flow: View {
    var body: some View {
        FlowLayout {
            ForEach(["one", "two", "three", "four"], id: \.self) { Text($0) }
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Places its views in the order of their `Rank` layout values, in a column.
private struct RankedColumn: Layout {
    struct Cache { var makes = 0 }
    func makeCache(subviews: Subviews) -> Cache { Cache(makes: 1) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0,
               height: subviews.map { $0.sizeThatFits(.unspecified).height }.reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

private struct Switching: View {
    @State private var vertical = false
    var body: some View {
        VStack {
            Button("Switch") { vertical.toggle() }
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
            layout {
                Text("A")
                Text("B")
            }
        }
    }
}

private struct AnimatedSwitch: View {
    @State private var vertical = false
    var body: some View {
        VStack {
            Button("Switch") { withAnimation(.linear(duration: 1.2)) { vertical.toggle() } }
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
            layout {
                Text("A")
                Text("B")
            }
        }
    }
}

private enum Indent: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

@MainActor @Suite struct CustomLayoutTests {
    private func layoutElement(_ ui: ViewHarness, _ index: Int = 0) throws -> RenderElement {
        try #require(ui.elements.filter { $0.tag == .layout }.dropFirst(index).first)
    }

    @Test func aFlowLayoutWrapsItsMeasuredViewsIntoRowsAndReflowsWhenNarrowed() throws {
        let ui = ViewHarness(Flow())
        var layout = try layoutElement(ui)
        #expect(layout.layoutPlacement == nil, "nothing is placed before the display measures")
        let sizes = [CGSize(width: 40, height: 20), CGSize(width: 40, height: 20), CGSize(width: 60, height: 20),
                     CGSize(width: 50, height: 20)]
        try ui.reportLayout(of: layout, proposal: CGSize(width: 160, height: 500), sizes: sizes)
        layout = try layoutElement(ui)
        var placement = try #require(layout.layoutPlacement)
        let ids = layout.children.map(\.id)
        #expect(placement.frame(of: ids[0]) == .init(id: ids[0], x: 0, y: 0, width: 40, height: 20))
        #expect(placement.frame(of: ids[2]) == .init(id: ids[2], x: 100, y: 0, width: 60, height: 20))
        #expect(placement.frame(of: ids[3]) == .init(id: ids[3], x: 0, y: 30, width: 50, height: 20))
        #expect(placement.width == 160 && placement.height == 50)

        // Narrower: two to a row.
        try ui.reportLayout(of: layout, proposal: CGSize(width: 100, height: 500), sizes: sizes)
        placement = try #require(try layoutElement(ui).layoutPlacement)
        #expect(placement.frame(of: ids[1])?.x == 50)
        #expect(placement.frame(of: ids[2])?.y == 30 && placement.frame(of: ids[2])?.x == 0)
        #expect(placement.frame(of: ids[3])?.y == 60)
        #expect(placement.height == 80)
    }

    @Test func layoutValuesReachTheLayoutAndItsCacheIsMadeOnce() throws {
        let ui = ViewHarness(RankedColumn {
            Text("last").layoutValue(key: Rank.self, value: 3)
            Text("first").layoutValue(key: Rank.self, value: 1)
            Text("middle").layoutValue(key: Rank.self, value: 2)
        })
        let layout = try layoutElement(ui)
        try ui.reportLayout(of: layout, proposal: nil, sizes: Array(repeating: CGSize(width: 30, height: 10), count: 3))
        let placement = try #require(try layoutElement(ui).layoutPlacement)
        let ids = layout.children.map(\.id)
        #expect(ids.map { placement.frame(of: $0)?.y } == [20, 0, 10])
        #expect(placement.width == 30 && placement.height == 30)
    }

    @Test func anyLayoutSwitchesBetweenRowAndColumnKeepingItsViews() throws {
        let ui = ViewHarness(Switching())
        let before = try layoutElement(ui)
        let ids = before.children.map(\.id)
        let sizes = [CGSize(width: 20, height: 10), CGSize(width: 30, height: 16)]
        try ui.reportLayout(of: before, proposal: CGSize(width: 300, height: 300), sizes: sizes)
        var placement = try #require(try layoutElement(ui).layoutPlacement)
        // A row, centred vertically.
        #expect(placement.frame(of: ids[0]) == .init(id: ids[0], x: 0, y: 3, width: 20, height: 10))
        #expect(placement.frame(of: ids[1]) == .init(id: ids[1], x: 24, y: 0, width: 30, height: 16))
        #expect(placement.width == 54 && placement.height == 16)

        try ui.click(.button, "Switch")
        let after = try layoutElement(ui)
        #expect(after.id == before.id && after.children.map(\.id) == ids, "the same elements, only placed anew")
        placement = try #require(after.layoutPlacement)
        // A column, centred horizontally.
        #expect(placement.frame(of: ids[0]) == .init(id: ids[0], x: 5, y: 0, width: 20, height: 10))
        #expect(placement.frame(of: ids[1]) == .init(id: ids[1], x: 0, y: 14, width: 30, height: 16))
        #expect(placement.width == 30 && placement.height == 30)
    }

    @Test func aLayoutSwitchedInWithAnimationSendsItsNewPlacementsUnderThatAnimation() throws {
        let ui = ViewHarness(AnimatedSwitch())
        let layout = try layoutElement(ui)
        try ui.reportLayout(of: layout, proposal: CGSize(width: 300, height: 300),
                            sizes: [CGSize(width: 20, height: 10), CGSize(width: 30, height: 16)])
        #expect(ui.motion.animation(of: layout.id, .placements) == .some(nil), "the first placement shows at once")
        ui.motion.clear()
        try ui.click(.button, "Switch")
        // The display slides each view from its old frame to its new one over the animation.
        #expect(ui.motion.animation(of: layout.id, .placements) == .some(Animation.linear(duration: 1.2).value))
        let placement = try #require(try layoutElement(ui).layoutPlacement)
        #expect(placement.width == 30 && placement.height == 30)
    }

    @Test func anHStackLayoutSharesTheWidthAndGivesFillingViewsTheRest() throws {
        let ui = ViewHarness(HStackLayout(spacing: 0) {
            Text("label")
            Color.red
        })
        let layout = try layoutElement(ui)
        let ids = layout.children.map(\.id)
        try ui.reportLayout(of: layout, proposal: CGSize(width: 200, height: 40), subviews: [
            .init(id: ids[0], fixed: 50, 20),
            .init(id: ids[1], minWidth: 0, minHeight: 0, idealWidth: 10, idealHeight: 10, fillsWidth: true, fillsHeight: true),
        ])
        let placement = try #require(try layoutElement(ui).layoutPlacement)
        #expect(placement.frame(of: ids[1]) == .init(id: ids[1], x: 50, y: 0, width: 150, height: 40))
        #expect(placement.frame(of: ids[0])?.y == 10)
    }

    @Test func aSubviewNarrowerThanItsIdealWidthGrowsTaller() {
        let proxy = LayoutMeasurement.Subview(id: ElementID(1), minWidth: 40, minHeight: 60, idealWidth: 120, idealHeight: 20)
        let subviews = LayoutSubviews([LayoutSubview(measured: proxy, values: [:], guides: [:], recorder: nil)])
        #expect(subviews[0].sizeThatFits(.unspecified) == CGSize(width: 120, height: 20))
        #expect(subviews[0].sizeThatFits(ProposedViewSize(width: 60, height: nil)) == CGSize(width: 60, height: 40))
        #expect(subviews[0].sizeThatFits(.zero) == CGSize(width: 40, height: 60))
        #expect(subviews[0].sizeThatFits(.infinity) == CGSize(width: 120, height: 20))
        #expect(ProposedViewSize(width: nil, height: 5).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 5))
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 8)
    }

    @Test func viewThatFitsShowsTheFirstViewThatFitsAndSwitchesWhenNarrowed() throws {
        let ui = ViewHarness(ViewThatFits(in: .horizontal) {
            Text("A long label that needs room")
            Text("Short")
        })
        let layout = try layoutElement(ui)
        let ids = layout.children.map(\.id)
        let sizes = [CGSize(width: 180, height: 16), CGSize(width: 40, height: 16)]
        try ui.reportLayout(of: layout, proposal: CGSize(width: 300, height: 100), sizes: sizes)
        var placement = try #require(try layoutElement(ui).layoutPlacement)
        #expect(placement.frames.map(\.id) == [ids[0]])
        try ui.reportLayout(of: layout, proposal: CGSize(width: 100, height: 100), sizes: sizes)
        placement = try #require(try layoutElement(ui).layoutPlacement)
        #expect(placement.frames.map(\.id) == [ids[1]])
        #expect(placement.width == 40)
    }

    @Test func alignmentGuidesShiftAViewInAStackLayout() throws {
        let ui = ViewHarness(VStackLayout(alignment: HorizontalAlignment(Indent.self), spacing: 0) {
            Text("title")
            Text("indented").alignmentGuide(HorizontalAlignment(Indent.self)) { d in d[.leading] - 20 }
            Text("edge").alignmentGuide(.leading) { d in d.width }
        })
        let layout = try layoutElement(ui)
        let ids = layout.children.map(\.id)
        try ui.reportLayout(of: layout, proposal: nil, sizes: Array(repeating: CGSize(width: 50, height: 10), count: 3))
        let placement = try #require(try layoutElement(ui).layoutPlacement)
        // Guides 0, -20 and 50 (the last one's leading moved to its trailing
        // edge, which the custom guide's default reads) lined up at x 50.
        #expect(ids.map { placement.frame(of: $0)?.x } == [50, 70, 0])
        #expect(placement.width == 120)
    }

    @Test func malformedLayoutMeasurementsAreDropped() throws {
        let ui = ViewHarness(Flow())
        let layout = try layoutElement(ui)
        try ui.send(HostEvent(kind: .layout, target: layout.id, value: "1 2 x", width: 10, height: 10))
        try ui.send(HostEvent(kind: .layout, target: layout.id, value: "", width: -Double.infinity, height: 10))
        #expect(try layoutElement(ui).layoutPlacement == nil)
    }

    @Test func aStackWithAnAlignmentGuidePlacesItsViewsByTheGuides() throws {
        let ui = ViewHarness(VStack(alignment: .leading, spacing: 2) {
            Text("plain")
            Text("shifted").alignmentGuide(.leading) { d in d[.leading] - 20 }
        })
        #expect(ui.all(.vstack).isEmpty, "placed by the app, not the display's column")
        let layout = try layoutElement(ui)
        let ids = layout.children.map(\.id)
        try ui.reportLayout(of: layout, proposal: nil, sizes: [CGSize(width: 40, height: 10), CGSize(width: 60, height: 10)])
        let placement = try #require(try layoutElement(ui).layoutPlacement)
        #expect(placement.frame(of: ids[1]) == .init(id: ids[1], x: 20, y: 12, width: 60, height: 10))
        #expect(placement.frame(of: ids[0])?.x == 0)
        #expect(placement.width == 80)
        // Without guides a stack stays the display's own.
        #expect(ViewHarness(VStack { Text("a") }).all(.vstack).count == 1)
    }

    @Test func aContainerRelativeFrameTakesItsShareOfTheMeasuredContainer() throws {
        let ui = ViewHarness(VStack {
            Text("card").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading)
            Text("half").containerRelativeFrame(.vertical) { length, axis in axis == .vertical ? length / 2 : length }
            Text("whole").containerRelativeFrame([.horizontal, .vertical])
        })
        var frames = ui.all(.relativeframe)
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { $0.number(.opacity) == 0 }, "transparent until the container is measured")
        for frame in frames { try ui.reportGeometry(of: frame, frame: CGRect(x: 0, y: 0, width: 320, height: 240)) }
        frames = ui.all(.relativeframe)
        #expect(frames[0].length(.width) == 210 && frames[0].attributes[.height] == nil)
        #expect(frames[0].alignment == .leading && frames[0].attributes[.opacity] == nil)
        #expect(frames[1].length(.height) == 120 && frames[1].attributes[.width] == nil)
        #expect(frames[2].length(.width) == 320 && frames[2].length(.height) == 240)
    }

    /// The engine lays a container-relative frame out as a frame of the
    /// lengths made from the measured container, its view at its alignment.
    @Test func theEnginePlacesAContainerRelativeFrameAtItsLengths() throws {
        let ui = ViewHarness(HStack(spacing: 0) {
            Text("card").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading)
            Color.blue
        })
        let frame = try #require(ui.all(.relativeframe).first)
        try ui.reportGeometry(of: frame, frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let size = CGSize(width: 320, height: 240)
        let measured = try #require(ui.all(.relativeframe).first), colour = try #require(ui.all(.color).first)
        let placed = try #require(ui.frame(of: measured, in: size))
        #expect(placed.minX == 0 && placed.width == 210)
        // The text at the frame's leading edge; the colour takes the rest.
        #expect(try #require(ui.frame(of: ui.element(.text, "card"), in: size)).minX == 0)
        #expect(try #require(ui.frame(of: colour, in: size)).width == 110)
    }

    @Test func aSafeAreaInsetSitsAtItsEdgeAndTheViewTakesTheRest() throws {
        let ui = ViewHarness(Text("body").safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 4) {
            Text("bar")
        })
        let stack = try #require(ui.all(.vstack).first)
        #expect(stack.length(.spacing) == 4)
        #expect(stack.children.count == 2)
        #expect(stack.children[0].length(.maxHeight) == .infinity)
        #expect(stack.children[0].children.first?.text == "body")
        #expect(stack.children[1].alignment == .trailing)
        #expect(stack.children[1].children.first?.text == "bar")

        let side = ViewHarness(Text("body").safeAreaInset(edge: HorizontalEdge.leading) { Text("rail") })
        let row = try #require(side.all(.hstack).first)
        #expect(row.children.first?.children.first?.text == "rail")
    }

    @Test func safeAreaPaddingInsetsTheContent() throws {
        let ui = ViewHarness(Text("padded").safeAreaPadding(.horizontal, 12))
        let padding = try #require(ui.all(.padding).first)
        #expect(padding.length(.leading) == 12 && padding.length(.trailing) == 12)
        #expect((padding.length(.top) ?? 0) == 0)
        let all = ViewHarness(Text("x").safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(try #require(all.all(.padding).first).length(.bottom) == 3)
        #expect(try #require(ViewHarness(Text("y").safeAreaPadding(5)).all(.padding).first).length(.top) == 5)
        // Unlike padding, it pads the safe area: views ignoring it reach in.
        #expect(padding.attributes[AttributeKey.safeAreaPadding] == true)
        #expect(try #require(ViewHarness(Text("z").padding(5)).all(.padding).first).attributes[AttributeKey.safeAreaPadding] == nil)
    }

    @Test func zStackAndGridLayoutsPlaceTheirViews() throws {
        let z = ViewHarness(ZStackLayout(alignment: .bottomTrailing) {
            Text("back")
            Text("badge")
        })
        var layout = try layoutElement(z)
        var ids = layout.children.map(\.id)
        try z.reportLayout(of: layout, proposal: nil, sizes: [CGSize(width: 100, height: 60), CGSize(width: 20, height: 10)])
        var placement = try #require(try layoutElement(z).layoutPlacement)
        #expect(placement.frame(of: ids[1]) == .init(id: ids[1], x: 80, y: 50, width: 20, height: 10))
        #expect(placement.width == 100 && placement.height == 60)

        let grid = ViewHarness(GridLayout(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5) {
            ForEach(0..<5) { Text("cell \($0)") }
        })
        layout = try layoutElement(grid)
        ids = layout.children.map(\.id)
        let sizes = [30, 50, 40, 20, 60].map { CGSize(width: CGFloat($0), height: 10) }
        // As in a Grid, views outside any GridRow each take a row of their own
        // across the one column, as wide as the widest.
        try grid.reportLayout(of: layout, proposal: CGSize(width: 150, height: 200), sizes: sizes)
        placement = try #require(try layoutElement(grid).layoutPlacement)
        #expect(ids.map { placement.frame(of: $0)?.x } == [0, 0, 0, 0, 0])
        #expect(ids.map { placement.frame(of: $0)?.y } == [0, 15, 30, 45, 60])
        #expect(placement.width == 60 && placement.height == 70)
    }

    @Test func higherLayoutPriorityIsSizedFirstInAStackLayout() throws {
        let ui = ViewHarness(HStackLayout(spacing: 0) {
            Text("low")
            Text("high").layoutPriority(1)
        })
        let layout = try layoutElement(ui)
        let ids = layout.children.map(\.id)
        // Each would take 100 (narrowest 20); 120 offered: the high one gets its 100 first.
        try ui.reportLayout(of: layout, proposal: CGSize(width: 120, height: 50), subviews: [
            .init(id: ids[0], minWidth: 20, minHeight: 40, idealWidth: 100, idealHeight: 10),
            .init(id: ids[1], minWidth: 20, minHeight: 40, idealWidth: 100, idealHeight: 10, priority: 1),
        ])
        let placement = try #require(try layoutElement(ui).layoutPlacement)
        #expect(placement.frame(of: ids[1])?.width == 100)
        #expect(placement.frame(of: ids[0])?.width == 20)
        #expect(placement.frame(of: ids[0])?.height == 40, "the squeezed one wraps taller")
    }
}
