import CoreGraphics
import Foundation
import Testing
import Proscenium
import ProsceniumLayout
import ProsceniumTesting
import ProsceniumHost

/// WWDC22's "Compose custom layouts with SwiftUI": a row whose views all
/// take the size of the largest one, spaced by their preferred spacing.
private struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        let largest = maxSize(subviews)
        let spacing = spacing(subviews).reduce(0, +)
        return CGSize(width: largest.width * CGFloat(subviews.count) + spacing, height: largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        let largest = maxSize(subviews)
        let spacing = spacing(subviews)
        let offer = ProposedViewSize(width: largest.width, height: largest.height)
        var x = bounds.minX + largest.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: offer)
            if index < spacing.count { x += largest.width + spacing[index] }
        }
    }

    func makeCache(subviews: Subviews) -> Int {
        CacheLog.shared.record("make")
        return 0
    }

    func updateCache(_ cache: inout Int, subviews: Subviews) {
        CacheLog.shared.record("update")
    }

    private func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map {
            subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal)
        }
    }
}

/// What the test layouts were asked, from whichever context asks.
private final class CacheLog: @unchecked Sendable {
    static let shared = CacheLog()
    private let lock = NSLock()
    private var calls: [String] = []
    private var sizes: [CGSize] = []

    func record(_ call: String) { lock.withLock { calls.append(call) } }
    func record(_ size: CGSize) { lock.withLock { sizes.append(size) } }
    func take() -> (calls: [String], sizes: [CGSize]) {
        lock.withLock {
            defer { calls = []; sizes = [] }
            return (calls, sizes)
        }
    }
}

/// A layout that notes the size its one subview reports.
private struct SizeProbe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        CacheLog.shared.record(size)
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// A row that gains a view each time its button is clicked.
private struct GrowingRow: View {
    @State private var count = 2

    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            EqualWidthHStack {
                ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }
}

/// Custom layouts, `ViewThatFits`, explicit alignment guides and `Grid`,
/// laid out by the engine with no measurement from the display: windows
/// holding them are placed, and the frames are SwiftUI's.
@MainActor @Suite(.serialized) struct EngineLayoutTests {
    @Test func anEqualWidthStackGivesEveryViewTheLargestSize() throws {
        // WWDC22, "Compose custom layouts with SwiftUI": each view is
        // proposed the largest view's size and placed at the centre of its
        // slot; the row is that size times the count, plus the spacing.
        _ = CacheLog.shared.take()
        let ui = ViewHarness(EqualWidthHStack {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 50, height: 30)
            Color.green.frame(width: 30, height: 20)
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let frames = ui.all(.frame)
        #expect(frames.count == 3)
        let size = CGSize(width: 166, height: 30)
        #expect(frames.compactMap { ui.frame(of: $0, in: size) } == [
            CGRect(x: 15, y: 10, width: 20, height: 10),
            CGRect(x: 58, y: 0, width: 50, height: 30),
            CGRect(x: 126, y: 5, width: 30, height: 20),
        ])
        // `makeCache` once; the cache is kept while nothing changed.
        _ = ui.frame(of: frames[0], in: size)
        #expect(CacheLog.shared.take().calls == ["make"])
    }

    @Test func theCacheIsUpdatedWhenTheContainerRendersAgain() throws {
        // `Layout.updateCache(_:subviews:)`: "SwiftUI calls the update method
        // when your layout or its subviews change"; `makeCache` once before.
        _ = CacheLog.shared.take()
        let ui = ViewHarness(GrowingRow())
        let size = CGSize(width: 200, height: 100)
        #expect(ui.frame(of: try #require(ui.all(.frame).first), in: size) != nil)
        #expect(CacheLog.shared.take().calls == ["make"])
        try ui.click(.button, "Add")
        try ui.update()
        let frames = ui.all(.frame)
        #expect(frames.count == 3)
        let third = try #require(ui.frame(of: frames[2], in: size))
        let first = try #require(ui.frame(of: frames[0], in: size))
        #expect(third.minX - first.minX == 36, "two slots of 10 and two gaps of 8")
        #expect(CacheLog.shared.take().calls == ["update"])
    }

    @Test func aSubviewReportsTheSizeTheEngineGivesIt() throws {
        _ = CacheLog.shared.take()
        let ui = ViewHarness(SizeProbe { Text("Hello, layout") })
        let text = try #require(ui.all(.text).first)
        let frame = try #require(ui.frame(of: text, in: CGSize(width: 400, height: 100)))
        let engine = LayoutEngine().sizeThatFits(text, .unspecified)
        #expect(frame.size == CGSize(width: engine.width, height: engine.height))
        #expect(CacheLog.shared.take().sizes.allSatisfy { $0 == frame.size })
    }

    @Test func viewThatFitsShowsTheFirstViewThatFitsAndHidesTheOthers() throws {
        // `ViewThatFits`: "evaluates its child views in the order you provide
        // them ... and selects the first child whose ideal size on the
        // constrained axes fits within the proposed size".
        let ui = ViewHarness(ViewThatFits {
            Color.red.frame(width: 200, height: 10)
            Color.blue.frame(width: 50, height: 10)
        }.frame(width: 100))
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let candidates = ui.all(.frame).filter { $0.attributes[.width]?.length != 100 }
        #expect(candidates.count == 2)
        let size = CGSize(width: 100, height: 10)
        #expect(ui.frame(of: candidates[0], in: size) == nil)
        #expect(ui.frame(of: candidates[1], in: size) == CGRect(x: 25, y: 0, width: 50, height: 10))
    }

    @Test func anExplicitAlignmentGuideMovesItsViewInAStack() throws {
        // `alignmentGuide(_:computeValue:)`: the view's `.top` guide at -5
        // lines up with the other view's top, so the view sits 5 lower.
        let ui = ViewHarness(HStack(alignment: .top) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -5 }
            Color.blue.frame(width: 10, height: 30)
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let frames = ui.all(.frame).compactMap { ui.frame(of: $0, in: CGSize(width: 28, height: 30)) }
        #expect(frames == [CGRect(x: 0, y: 5, width: 10, height: 10), CGRect(x: 18, y: 0, width: 10, height: 30)])
    }

    @Test func aGridIsPlacedWithColumnsAsWideAsTheirWidestCell() throws {
        // `Grid`: each column as wide as its widest cell, each row as tall
        // as its tallest, 8 points between cells on macOS.
        let ui = ViewHarness(Grid {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 20)
            }
            GridRow {
                Color.green.frame(width: 40, height: 15)
                Color.gray.frame(width: 20, height: 5).gridColumnAlignment(.trailing)
            }
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let frames = ui.all(.frame).compactMap { ui.frame(of: $0, in: CGSize(width: 98, height: 43)) }
        #expect(frames == [
            CGRect(x: 5, y: 5, width: 30, height: 10), CGRect(x: 48, y: 0, width: 50, height: 20),
            CGRect(x: 0, y: 28, width: 40, height: 15), CGRect(x: 78, y: 33, width: 20, height: 5),
        ])
    }
}
