import ProsceniumHost
import ProsceniumText
import Testing
@testable import ProsceniumLayout

/// `ignoresSafeArea(_:edges:)` under a window's bars: the content is laid
/// out in the safe area (below a hidden title bar, 28 points on a Mac), and
/// a view on the safe area's edge that ignores it is laid out again in its
/// frame grown to the window's edge there, centred in it ("Expands the safe
/// area of a view", Apple's documentation; its example moves a text up
/// into the top inset).
@Suite struct SafeAreaConformanceTests {
    let engine = LayoutEngine()
    let titleBar = SafeAreaInsets(top: 28)
    let content = Size(width: 400, height: 300)

    func ignoring(_ element: RenderElement, _ edges: String = "top leading bottom trailing") -> RenderElement {
        var element = element
        element.attributes[.ignoresSafeArea] = .string(edges)
        return element
    }

    @Test func aColourIgnoringTheSafeAreaFillsTheWindowUnderTheTitleBar() {
        let t = Tree()
        let color = ignoring(t.color())
        let result = engine.layout(t.root(color), in: content, safeArea: titleBar)
        #expect(result.frame(of: color.id) == Rect(x: 0, y: -28, width: 400, height: 328))
    }

    @Test func withoutTheModifierOrWithoutASafeAreaTheColourStaysInTheContent() {
        let t = Tree()
        let color = t.color()
        #expect(engine.layout(t.root(color), in: content, safeArea: titleBar).frame(of: color.id)
                == Rect(x: 0, y: 0, width: 400, height: 300))
        let plain = Tree()
        let ignorer = ignoring(plain.color())
        #expect(engine.layout(plain.root(ignorer), in: content).frame(of: ignorer.id)
                == Rect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func onlyTheEdgesNamedGrow() {
        // edges: [.bottom]: nothing is unsafe below, so nothing changes.
        let t = Tree()
        let color = ignoring(t.color(), "bottom leading trailing")
        #expect(engine.layout(t.root(color), in: content, safeArea: titleBar).frame(of: color.id)
                == Rect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func aViewAwayFromTheEdgeDoesNotReachIt() {
        // The colour is below a text in the stack and inside padding: its
        // top is not on the safe area's edge. The padding ignoring the safe
        // area grows, and the colour in it keeps its 20 points below its top.
        let t = Tree()
        let below = ignoring(t.color())
        let stack = t.vstack(spacing: 0, t.text("Title"), below)
        let padded = t.padding(20, t.color())
        let inner = padded.children[0]
        let ignoringPadding = ignoring(padded)
        let tree = t.root(t.hstack(spacing: 0, stack, ignoringPadding))
        let result = engine.layout(tree, in: content, safeArea: titleBar)
        #expect(result.frame(of: below.id) == Rect(x: 0, y: 16, width: 200, height: 284))
        #expect(result.frame(of: ignoringPadding.id) == Rect(x: 200, y: -28, width: 200, height: 328))
        #expect(result.frame(of: inner.id) == Rect(x: 20, y: 20, width: 160, height: 288))
        #expect(result.globalFrame(of: inner.id)?.y == -8)
    }

    @Test func aTextIgnoringTheSafeAreaIsCentredInItsGrownFrame() {
        // A text keeps its size; offered the taller frame, it is centred in
        // it: 28 + 16 points tall, the 16-point line 14 points above the top.
        let t = Tree()
        let title = ignoring(t.text("Title"), "top")
        let tree = t.root(t.vstack(spacing: 0, title, t.spacer()))
        let result = engine.layout(tree, in: content, safeArea: titleBar)
        let frame = result.globalFrame(of: title.id)
        #expect(frame?.y == -14)
        #expect(frame?.height == 16)
    }

    @Test func thePlacementCarriesTheGrownFramesAndIsRedoneWhenTheSafeAreaChanges() {
        let t = Tree()
        let color = ignoring(t.color())
        let tree = t.root(t.zstack(color, t.text("Over")))
        let memory = LayoutMemory()
        let inside = engine.placement(of: tree, in: content, memory: memory)
        #expect(inside.frame(of: color.id)?.y == 0)
        let under = engine.placement(of: tree, in: content, safeArea: titleBar, memory: memory)
        #expect(under.frame(of: color.id)?.y == -28)
        #expect(under.frame(of: color.id)?.height == 328)
        #expect(under.width == inside.width && under.height == inside.height, "the ideal size is the content's")
    }

    @Test func theWireReadsFourLengths() {
        #expect(SafeAreaInsets(wire: "28 0 0 0") == SafeAreaInsets(top: 28))
        #expect(SafeAreaInsets(wire: "28 0 0") == nil)
        #expect(SafeAreaInsets(wire: "-1 0 0 0") == nil)
    }
}

/// `safeAreaPadding`: the content is inset as by padding, but a view that
/// ignores the safe area reaches into the padding, and on through the
/// window's unsafe area when the padding is on it.
@Suite struct SafeAreaPaddingConformanceTests {
    let engine = LayoutEngine()

    func safeAreaPadding(_ t: Tree, _ length: Double, _ child: RenderElement) -> RenderElement {
        var padding = t.padding(length, child)
        padding.attributes[.safeAreaPadding] = true
        return padding
    }

    @Test func aViewIgnoringTheSafeAreaReachesThroughTheSafeAreaPadding() {
        let t = Tree()
        var color = t.color()
        color.attributes[.ignoresSafeArea] = .string("top leading bottom trailing")
        let plain = t.color()
        let tree = t.root(t.hstack(spacing: 0, safeAreaPadding(t, 20, color), safeAreaPadding(t, 20, plain)))
        let result = engine.layout(tree, in: Size(width: 400, height: 300), safeArea: SafeAreaInsets(top: 28))
        // 200 wide halves: the ignoring colour fills its half and the title
        // bar above it; the other keeps 20 points in.
        #expect(result.frame(of: color.id) == Rect(x: 0, y: -28, width: 200, height: 328))
        #expect(result.frame(of: plain.id) == Rect(x: 20, y: 20, width: 160, height: 260))
    }

    @Test func withoutAWindowSafeAreaTheViewReachesThePaddingsEdges() {
        let t = Tree()
        var color = t.color()
        color.attributes[.ignoresSafeArea] = .string("top leading bottom trailing")
        let padding = safeAreaPadding(t, 20, color)
        let result = engine.layout(t.root(padding), in: Size(width: 400, height: 300))
        #expect(result.frame(of: color.id) == Rect(x: 0, y: 0, width: 400, height: 300))
    }
}
