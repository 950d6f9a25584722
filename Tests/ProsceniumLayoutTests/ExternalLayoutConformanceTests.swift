import ProsceniumHost
import ProsceniumText
import Testing
@testable import ProsceniumLayout

/// The app's own layouts (`ExternalLayout`), run by the engine while it
/// lays the tree out, with expected values from the `Layout` protocol's
/// documentation and WWDC22's "Compose custom layouts with SwiftUI".
@Suite struct ExternalLayoutConformanceTests {
    let engine = LayoutEngine()

    /// Each subview after the previous one, down and to the right: its size
    /// is the sum of its subviews' sizes for the proposal it is given.
    /// `placed` limits which subviews it places.
    final class Diagonal: ExternalLayout {
        var placed: Set<ElementID>?
        var hidesUnplaced = false
        var asked: [ProposedSize] = []
        var infiniteWhenUnspecified = false

        func sizeThatFits(_ proposal: ProposedSize, subviews: [ExternalSubview]) -> Size {
            asked.append(proposal)
            if infiniteWhenUnspecified, proposal.width == nil { return Size(width: .infinity, height: 10) }
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return Size(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: [ExternalSubview])
            -> [ElementID: ExternalPlacement] {
            var origin = bounds.origin
            var result: [ElementID: ExternalPlacement] = [:]
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if placed?.contains(subview.id) ?? true {
                    result[subview.id] = ExternalPlacement(frame: Rect(origin: origin, size: size), proposal: .unspecified)
                }
                origin.x += size.width
                origin.y += size.height
            }
            return result
        }
    }

    @Test func theLayoutSizesItsSubviewsThroughTheEngine() {
        // "sizeThatFits(proposal:subviews:cache:) ... ask each subview for
        // its size" (WWDC22): a text subview answers the width the engine
        // measures it at, with no measurement from the display.
        let t = Tree()
        let text = t.text("Hello"), square = t.frame(width: 20, height: 30, t.color())
        let container = t.element(.layout, [:], [text, square])
        let diagonal = Diagonal()
        let width = TextMeasurer.shared.width(of: "Hello", in: TextFont(size: 13))
        let root = t.root(container)
        let layouts: [ElementID: any ExternalLayout] = [container.id: diagonal]
        #expect(engine.sizeThatFits(container, .unspecified, layouts: layouts) == Size(width: width + 20, height: 46))
        let result = engine.layout(root, in: Size(width: 400, height: 300), layouts: layouts)
        let own = Size(width: width + 20, height: 46)
        #expect(result.frame(of: container.id)?.size == own)
        #expect(result.frame(of: text.id) == Rect(x: 0, y: 0, width: width, height: 16))
        #expect(result.frame(of: square.id) == Rect(x: width, y: 16, width: 20, height: 30))
        #expect(diagonal.asked.contains(ProposedSize(width: 400, height: 300)))
    }

    @Test func aSubviewTheLayoutDoesNotPlaceIsCentredOrHidden() {
        // `Layout.placeSubviews`: a subview the layout does not place is
        // put at the centre of its bounds; `ViewThatFits` shows only the
        // view it picks.
        let t = Tree()
        let a = t.frame(width: 10, height: 10, t.color()), b = t.frame(width: 20, height: 20, t.color())
        let container = t.element(.layout, [:], [a, b])
        let root = t.root(container)
        let diagonal = Diagonal()
        diagonal.placed = [a.id]
        let result = engine.layout(root, in: Size(width: 30, height: 30), layouts: [container.id: diagonal])
        #expect(result.frame(of: b.id) == Rect(x: 5, y: 5, width: 20, height: 20))
        diagonal.hidesUnplaced = true
        let hidden = engine.layout(root, in: Size(width: 30, height: 30), layouts: [container.id: diagonal])
        #expect(hidden.frame(of: b.id) == nil)
        #expect(engine.placement(of: root, in: Size(width: 30, height: 30), layouts: [container.id: diagonal])
            .frames.map(\.id).contains(b.id) == false)
    }

    @Test func aLayoutTakingAllOfAnUnspecifiedProposalGetsItsIdealSize() {
        // `ProposedViewSize.unspecified`: the view takes its ideal size;
        // a size of infinity cannot be drawn, so the engine asks again.
        let t = Tree()
        let container = t.element(.layout, [:], [t.frame(width: 10, height: 10, t.color())])
        let diagonal = Diagonal()
        diagonal.infiniteWhenUnspecified = true
        let size = engine.sizeThatFits(container, .unspecified, layouts: [container.id: diagonal])
        #expect(size.width.isFinite && size.height == 10)
    }

    @Test func aLayoutElementIsPlacedAndWithoutItsLayoutItsViewsStack() {
        let t = Tree()
        let a = t.frame(width: 10, height: 10, t.color()), b = t.frame(width: 10, height: 10, t.color())
        let container = t.element(.layout, [:], [a, b])
        let root = t.root(container)
        #expect(LayoutEngine.placesTree(root))
        let result = engine.layout(root, in: Size(width: 10, height: 20))
        #expect(result.frame(of: b.id) == Rect(x: 0, y: 10, width: 10, height: 10))
    }
}
