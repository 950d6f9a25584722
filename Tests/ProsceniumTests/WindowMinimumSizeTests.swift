import CoreGraphics
import Testing
import Proscenium
import ProsceniumHost
import ProsceniumLayout
import ProsceniumTesting

/// A window's least size is its content's minimum, what the content
/// chooses for a zero proposal: Apple documents `WindowResizability`'s
/// `contentMinSize` (a window group's) as "a minimum size that matches the
/// minimum size of the window's content", and `ProposedViewSize.zero` as
/// the proposal to which "the view responds with its minimum size". A
/// `NavigationStack` or a `NavigationSplitView` fills what it is offered,
/// but offered nothing its least size is its views': a stack's, its top
/// level's minimum; a split view's, its sidebar's least width (150 points,
/// `SplitMetrics`), a divider and its detail's minimum.
@MainActor @Suite struct WindowMinimumSizeTests {
    @Test func aWindowMayNarrowBelowItsIdealSizeToItsContentsMinimum() throws {
        let ui = ViewHarness(Color.blue.frame(minWidth: 100, idealWidth: 400, minHeight: 50, idealHeight: 300))
        let placement = LayoutEngine().placement(of: ui.root, in: nil)
        #expect(placement.width == 400 && placement.height == 300)
        let minimum = try #require(placement.minimum)
        #expect(minimum.width == 100 && minimum.height == 50)
    }

    @Test func aNavigationStacksMinimumIsItsViewsMinimum() throws {
        let ui = ViewHarness(NavigationStack {
            VStack(spacing: 0) {
                Text("Top").frame(width: 300, height: 40)
                Color.red.frame(minWidth: 120, idealWidth: 500, minHeight: 30)
            }
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let placement = LayoutEngine().placement(of: ui.root, in: nil)
        let minimum = try #require(placement.minimum)
        // The wider of its views' minimums; their minimum heights, stacked.
        #expect(minimum.width == 300)
        #expect(minimum.height == 40 + 30)
        #expect(placement.width == 500)
        // Offered more, the stack still takes it all.
        let stack = try #require(ui.all(.navstack).first)
        #expect(ui.frame(of: stack, in: CGSize(width: 700, height: 500))?.size == CGSize(width: 700, height: 500))
    }

    @Test func aNavigationStackIsNeverSmallerThanItsViews() throws {
        let ui = ViewHarness(HStack(spacing: 0) {
            NavigationStack { Text("Fixed").frame(width: 200, height: 60) }
            Color.green
        })
        // Offered 120 points between two flexible views, the stack keeps its view's 200.
        let stack = try #require(ui.all(.navstack).first)
        #expect(ui.frame(of: stack, in: CGSize(width: 240, height: 100))?.width == 200)
    }

    @Test func aSplitViewsMinimumIsItsColumnsLeastWidths() throws {
        let ui = ViewHarness(NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Detail").frame(width: 300, height: 80)
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let minimum = try #require(LayoutEngine().placement(of: ui.root, in: nil).minimum)
        #expect(minimum.width == 150 + 1 + 300)
        #expect(minimum.height == 80)
    }
}
