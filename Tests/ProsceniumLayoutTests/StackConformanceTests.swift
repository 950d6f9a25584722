import ProsceniumHost
import ProsceniumText
import Testing
@testable import ProsceniumLayout

/// Frames of stacks, spacers and colours as SwiftUI computes them. Where an
/// expected value comes from is said in each test: Apple's documentation of
/// the layout process (a parent proposes, the child chooses its size, the
/// parent places it; stacks offer space to the least flexible first, by
/// priority: "Building Custom Views with SwiftUI", WWDC19, and
/// `Layout`'s documentation) or the measurements on a Mac quoted with it.
@Suite struct StackConformanceTests {
    let engine = LayoutEngine()

    @Test func aSpacerPushesTheViewsOfAnHStackToTheEdgesOfAFixedFrame() {
        // Spacer's documentation: "expands along the major axis of its
        // containing stack"; the frame proposes its width to the stack.
        let t = Tree()
        let first = t.frame(width: 50, height: 50, t.color())
        let second = t.frame(width: 50, height: 50, t.color())
        let stack = t.hstack(spacing: 0, first, t.spacer(), second)
        let root = t.root(t.frame(width: 300, height: 100, stack))
        let result = engine.layout(root, in: Size(width: 800, height: 600))
        #expect(result.frame(of: stack.id) == Rect(x: 0, y: 25, width: 300, height: 50))
        #expect(result.frame(of: first.id) == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(result.frame(of: second.id) == Rect(x: 250, y: 0, width: 50, height: 50))
    }

    @Test func colorsInAnHStackShareItsWidthAndTakeItsHeight() {
        // A Color takes what it is proposed; the stack proposes equal shares
        // of the frame's width and the frame's full height.
        let t = Tree()
        let a = t.color(), b = t.color()
        let root = t.root(t.frame(width: 300, height: 100, t.hstack(spacing: 0, a, b)))
        let result = engine.layout(root, in: Size(width: 800, height: 600))
        #expect(result.frame(of: a.id) == Rect(x: 0, y: 0, width: 150, height: 100))
        #expect(result.frame(of: b.id) == Rect(x: 150, y: 0, width: 150, height: 100))
    }

    @Test func aOnePointRuleIsOnePointWideAndAsTallAsItsStack() {
        // `Color.gray.frame(width: 1)` between 40-point views in a stack 40
        // points tall: the rule is proposed the stack's height and takes it.
        // Alone in the window, a Color takes all the height it is offered.
        let t = Tree()
        let rule = t.frame(width: 1, t.color())
        let stack = t.hstack(t.frame(width: 40, height: 40, t.color()), rule, t.frame(width: 40, height: 40, t.color()))
        let result = engine.layout(t.root(t.frame(height: 40, stack)), in: Size(width: 800, height: 600))
        #expect(result.frame(of: rule.id)?.size == Size(width: 1, height: 40))
        #expect(result.frame(of: rule.id)?.x == 48)
        let alone = Tree()
        let tall = alone.frame(width: 1, alone.color())
        let r2 = engine.layout(alone.root(alone.hstack(tall)), in: Size(width: 800, height: 600))
        #expect(r2.frame(of: tall.id)?.size == Size(width: 1, height: 600))
    }

    @Test func theTrailingViewsOfARowWithASpacerSitAtItsTrailingEdge() {
        // `HStack { Text; Spacer(); badge }` in a 400-point row.
        let t = Tree()
        let badge = t.frame(width: 20, height: 20, t.color())
        let stack = t.hstack(t.text("Breakfast"), t.spacer(), badge)
        let root = t.root(t.flexFrame(maxWidth: .infinity, stack))
        let result = engine.layout(root, in: Size(width: 400, height: 300))
        #expect(result.globalFrame(of: badge.id)?.x == 380)
        #expect(result.globalFrame(of: stack.id)?.width == 400)
    }

    @Test func stackedBodyLinesSitSixteenPointsApartTopToTop() {
        // Measured on a Mac: two body-text lines in a default VStack, 16 pt
        // apart top to top; a body line is 16 pt tall.
        let t = Tree()
        let first = t.text("First line"), second = t.text("Second line")
        let root = t.root(t.vstack(first, second))
        let result = engine.layout(root, in: Size(width: 400, height: 300))
        let top1 = result.globalFrame(of: first.id)!.y, top2 = result.globalFrame(of: second.id)!.y
        #expect(top2 - top1 == 16)
        #expect(result.frame(of: first.id)?.height == 16)
    }

    @Test func otherViewsOfAStackSitEightPointsApart() {
        // SwiftUI's default spacing between views on macOS: 8 points.
        let t = Tree()
        let a = t.frame(width: 10, height: 10, t.color()), b = t.frame(width: 10, height: 10, t.color())
        let result = engine.layout(t.root(t.vstack(a, b)), in: Size(width: 100, height: 100))
        #expect(result.frame(of: b.id)!.y - result.frame(of: a.id)!.y == 18)
    }

    @Test func aHigherLayoutPriorityIsSizedFirst() {
        // `layoutPriority`'s documentation: a stack offers space to its
        // children of higher priority first, beyond their minimums.
        let t = Tree()
        let long = "The quick brown fox jumps over the lazy dog"
        let favoured = t.text(long, [.layoutPriority: .number(1)])
        let other = t.text(long)
        let stack = t.hstack(spacing: 0, favoured, other)
        let result = engine.layout(t.root(t.frame(width: 300, stack)), in: Size(width: 800, height: 600))
        let ideal = TextMeasurer.shared.width(of: long, in: TextFont(size: 13))
        #expect(result.frame(of: favoured.id)?.width == ideal)
        #expect(result.frame(of: other.id)!.width <= 300 - ideal)
    }

    @Test func aSpacerTakesWhatTheOtherViewsLeave() {
        // A spacer beside a colour does not take half of the row (what the
        // Mac was seen not to do): the colour is offered all but the
        // spacer's minimum length, 8 points.
        let t = Tree()
        let spacer = t.spacer(), color = t.color()
        let stack = t.hstack(spacing: 0, spacer, color)
        let result = engine.layout(t.root(t.frame(width: 300, height: 50, stack)), in: Size(width: 800, height: 600))
        #expect(result.frame(of: spacer.id)?.width == 8)
        #expect(result.frame(of: color.id) == Rect(x: 8, y: 0, width: 292, height: 50))
    }

    @Test func aRowFitToItsContentKeepsItsTextWhole() {
        // A window fit to `HStack { Text; Spacer(); Text }` shows both texts
        // on one line: the texts come before the spacer, which keeps its 8.
        let t = Tree()
        let inbox = t.text("Inbox"), spacer = t.spacer(), badge = t.text("12")
        let stack = t.hstack(inbox, spacer, badge)
        let ideal = engine.sizeThatFits(t.root(stack), .unspecified)
        let result = engine.layout(t.root(stack), in: ideal)
        let inboxWidth = TextMeasurer.shared.width(of: "Inbox", in: TextFont(size: 13))
        #expect(result.frame(of: inbox.id)?.width == inboxWidth)
        #expect(result.frame(of: inbox.id)?.height == 16)
        #expect(result.frame(of: spacer.id)?.width == 8)
    }

    @Test func aLongTextBesideASpacerWrapsAtTheRowLessTheSpacer() {
        let t = Tree()
        let long = t.text(String(repeating: "A line of words that wraps. ", count: 12))
        let spacer = t.spacer()
        let stack = t.hstack(spacing: 0, long, spacer)
        let result = engine.layout(t.root(t.frame(width: 300, stack)), in: Size(width: 800, height: 600))
        #expect(result.frame(of: long.id)!.width > 300 - 8 - 30, "wrapped near the row's width, not at half")
        #expect(result.frame(of: spacer.id)!.width >= 8)
    }

    @Test func aZStackAlignsItsChildren() {
        let t = Tree()
        let big = t.frame(width: 100, height: 80, t.color()), small = t.frame(width: 20, height: 10, t.color())
        let stack = t.zstack(alignment: .topLeading, big, small)
        let result = engine.layout(t.root(stack), in: Size(width: 300, height: 300))
        #expect(result.frame(of: stack.id) == Rect(x: 100, y: 110, width: 100, height: 80))
        #expect(result.frame(of: small.id) == Rect(x: 0, y: 0, width: 20, height: 10))
        let centred = Tree()
        let b2 = centred.frame(width: 100, height: 80, centred.color()), s2 = centred.frame(width: 20, height: 10, centred.color())
        let r2 = engine.layout(centred.root(centred.zstack(b2, s2)), in: Size(width: 300, height: 300))
        #expect(r2.frame(of: s2.id) == Rect(x: 40, y: 35, width: 20, height: 10))
    }

    @Test func theRootCentresItsContentInTheWindow() {
        // An NSHostingView centres a view smaller than the window.
        let t = Tree()
        let box = t.frame(width: 100, height: 50, t.color())
        let result = engine.layout(t.root(box), in: Size(width: 300, height: 200))
        #expect(result.frame(of: box.id) == Rect(x: 100, y: 75, width: 100, height: 50))
    }
}
