import CoreGraphics
import Testing
import Proscenium
import ProsceniumLayout
import ProsceniumTesting
import ProsceniumHost

/// A layout that wraps an `HStackLayout`, forwarding its cache: Apple
/// declares `HStackLayout.Cache` as `_HStackLayout.Cache`, so a wrapper's
/// `Cache` is the stack's and its methods hand it on. This one lays out
/// only its even-numbered views (`subviews[indices]`, a `Sequence` of
/// `Int`) and hides the others, reading the environment's layout direction
/// from its subviews (`LayoutSubviews.layoutDirection`) to reverse them in
/// a right-to-left environment, as Apple's stacks do.
private struct EvenRow: Layout {
    var stack = HStackLayout(spacing: 10)

    func makeCache(subviews: Subviews) -> HStackLayout.Cache {
        stack.makeCache(subviews: shown(subviews))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout HStackLayout.Cache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: shown(subviews), cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                       cache: inout HStackLayout.Cache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: shown(subviews), cache: &cache)
    }

    private func shown(_ subviews: Subviews) -> Subviews {
        let even = subviews.indices.filter { $0.isMultiple(of: 2) }
        return subviews[subviews.layoutDirection == .rightToLeft ? Array(even.reversed()) : even]
    }
}

@MainActor @Suite struct StackCacheAndSubviewsTests {
    private let size = CGSize(width: 400, height: 200)

    private func row(_ direction: LayoutDirection) -> ViewHarness {
        ViewHarness(EvenRow {
            Color.red.frame(width: 40, height: 20)
            Color.gray.frame(width: 90, height: 90)
            Color.green.frame(width: 60, height: 30)
        }.environment(\.layoutDirection, direction))
    }

    @Test func aLayoutWrappingAStackForwardsItsCache() throws {
        let ui = row(.leftToRight)
        let layout = try #require(ui.all(.layout).first)
        // The two even views side by side, 10 apart: 40 + 10 + 60 by 30.
        let box = try #require(ui.frame(of: layout, in: size))
        #expect(box.size == CGSize(width: 110, height: 30))
        let frames = ui.all(.frame)
        let red = try #require(ui.frame(of: frames[0], in: size))
        let green = try #require(ui.frame(of: frames[2], in: size))
        #expect(red.minX == box.minX && red.minY == box.minY + 5)
        #expect(green.minX == box.minX + 50 && green.minY == box.minY)
        // The odd view is not placed by the wrapper: centred, as SwiftUI puts a view a layout forgot.
        let gray = try #require(ui.frame(of: frames[1], in: size))
        #expect(gray.midX == box.midX)
    }

    @Test func subviewsKnowTheLayoutDirection() throws {
        let ui = row(.rightToLeft)
        let layout = try #require(ui.all(.layout).first)
        let box = try #require(ui.frame(of: layout, in: size))
        let frames = ui.all(.frame)
        let red = try #require(ui.frame(of: frames[0], in: size))
        let green = try #require(ui.frame(of: frames[2], in: size))
        // Reversed: green first, then red.
        #expect(green.minX == box.minX && red.minX == box.minX + 70)
    }

    @Test func theStacksCachesAreTheUnderscoredStacksCaches() {
        #expect(_HStackLayout.Cache.self == HStackLayout.Cache.self)
        #expect(_VStackLayout.Cache.self == VStackLayout.Cache.self)
    }
}
