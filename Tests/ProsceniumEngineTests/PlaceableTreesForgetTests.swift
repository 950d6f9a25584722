import Testing
import ProsceniumHost
@testable import ProsceniumEngine

/// Which patches make a window's placement describe its trees again.
@MainActor @Suite struct PlaceableTreesForgetTests {
    @Test func patchesThatOnlyChangeHowViewsAreDrawnLeaveTheTreesKept() {
        let trees = PlaceableTrees()
        #expect(!trees.forget(after: [.setAttribute(id: ElementID(4), name: .selected, value: true),
                                      .animate(nil)]))
        #expect(trees.forget(after: [.setText(id: ElementID(4), text: "x")]))
        #expect(trees.forget(after: [.setAttribute(id: ElementID(4), name: .top, value: nil)]))
        #expect(trees.forget(after: [.remove(id: ElementID(9))]))
    }
}
