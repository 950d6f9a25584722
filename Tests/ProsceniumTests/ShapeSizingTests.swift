import CoreGraphics
import Testing
import Proscenium
import ProsceniumHost
import ProsceniumLayout
import ProsceniumTesting

/// A shape's size is what its `sizeThatFits(_:)` answers (Apple:
/// `Shape.sizeThatFits(_:)`, "Implement this method to tell the container
/// of the shape how much space the shape needs to render itself, given a
/// size proposal"), and the engine asks it. By default a shape takes the
/// proposal, 10 points in an axis proposed nothing (as
/// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`'s default). A
/// `Circle` declares its own `sizeThatFits(_:)` and is "a circle centered
/// on the frame of the view containing it" whose radius "equals half the
/// length of the frame rectangle's smallest edge": it takes that square.
@MainActor @Suite struct ShapeSizingTests {
    /// A tab that is 30 by 20 whatever it is offered.
    struct Tab: Shape {
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 30, height: 20) }
        func path(in rect: CGRect) -> Path { Path(rect) }
    }

    /// A shape that keeps the default size.
    struct Wedge: Shape {
        func path(in rect: CGRect) -> Path { Path(rect) }
    }

    @Test func theDefaultIsTheProposalWithTenPointsForNothing() {
        #expect(Wedge().sizeThatFits(ProposedViewSize(width: 50, height: nil)) == CGSize(width: 50, height: 10))
        #expect(Wedge().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(Rectangle().sizeThatFits(ProposedViewSize(width: 70, height: 30)) == CGSize(width: 70, height: 30))
    }

    @Test func aCircleIsASquareOfTheSmallerSide() {
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 100, height: 40)) == CGSize(width: 40, height: 40))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: nil, height: 24)) == CGSize(width: 24, height: 24))
        #expect(Circle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        #expect(AnyShape(Circle()).sizeThatFits(ProposedViewSize(width: 100, height: 40)) == CGSize(width: 40, height: 40))
        #expect(AnyShape(Tab()).sizeThatFits(.infinity) == CGSize(width: 30, height: 20))
    }

    @Test func aShapeOfTheAppsOwnGetsTheSizeItChoosesInAStack() throws {
        let ui = ViewHarness(HStack(spacing: 0) {
            Tab()
            Color.red.frame(width: 50, height: 50)
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let shape = try #require(ui.all(.shape).first)
        let stack = try #require(ui.all(.hstack).first)
        let stackFrame = try #require(ui.frame(of: stack, in: CGSize(width: 400, height: 300)))
        #expect(stackFrame.size == CGSize(width: 80, height: 50))
        let frame = try #require(ui.frame(of: shape, in: CGSize(width: 400, height: 300)))
        #expect(frame.size == CGSize(width: 30, height: 20))
        // Centred across the stack: 15 points down its 50.
        #expect(frame.minX == stackFrame.minX && frame.minY == stackFrame.minY + 15)
    }

    @Test func aShapeOfTheAppsOwnIsCentredInAFrame() throws {
        let ui = ViewHarness(AnyShape(Tab()).frame(width: 100, height: 100))
        let shape = try #require(ui.all(.shape).first)
        let frame = try #require(ui.all(.frame).first)
        let outer = try #require(ui.frame(of: frame, in: CGSize(width: 300, height: 300)))
        let inner = try #require(ui.frame(of: shape, in: CGSize(width: 300, height: 300)))
        #expect(inner.size == CGSize(width: 30, height: 20))
        #expect(inner.minX == outer.minX + 35 && inner.minY == outer.minY + 40)
    }

    @Test func aCircleOffered100By40IsA40PointSquareCentred() throws {
        let ui = ViewHarness(Circle().fill(.blue).frame(width: 100, height: 40))
        let shape = try #require(ui.all(.shape).first)
        let frame = try #require(ui.all(.frame).first)
        let outer = try #require(ui.frame(of: frame, in: CGSize(width: 300, height: 300)))
        let inner = try #require(ui.frame(of: shape, in: CGSize(width: 300, height: 300)))
        #expect(inner.size == CGSize(width: 40, height: 40))
        #expect(inner.minX == outer.minX + 30 && inner.minY == outer.minY)
    }

    @Test func otherBuiltInShapesStillTakeWhatTheyAreOffered() throws {
        let ui = ViewHarness(Capsule().frame(width: 100, height: 40))
        let shape = try #require(ui.all(.shape).first)
        #expect(try #require(ui.frame(of: shape, in: CGSize(width: 300, height: 300))).size == CGSize(width: 100, height: 40))
    }
}
