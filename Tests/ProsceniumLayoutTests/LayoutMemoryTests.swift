import ProsceniumHost
import Testing
@testable import ProsceniumLayout

/// A window's layouts remember sizes from one update to the next
/// (`LayoutMemory`): what they place must be exactly what a layout from
/// nothing places, after every kind of change, while an update that changes
/// one row works out the sizes of that row and its containers alone.
@Suite struct LayoutMemoryTests {
    let engine = LayoutEngine()
    let window = Size(width: 320, height: 400)

    /// A scrolling list of rows, `HStack { Text(title); Spacer(); Text(badge) }`,
    /// with the identities a view graph keeps from one update to the next.
    func list(_ rows: [(title: String, badge: String)], spacing: Double? = nil,
              controlSize: String? = nil, badgeWidth: Double? = nil) -> RenderElement {
        var items: [RenderElement] = []
        for (index, row) in rows.enumerated() {
            let base = 1_000 + 10 * index
            var badge = RenderElement(id: ElementID(base + 3), tag: .text, text: row.badge)
            if let badgeWidth {
                badge = RenderElement(id: ElementID(base + 4), tag: .frame,
                                      attributes: [.width: .length(badgeWidth), .alignment: .alignment(.center)],
                                      children: [badge])
            }
            items.append(RenderElement(id: ElementID(base), tag: .hstack, attributes: [.alignment: .alignment(.center)],
                                       children: [RenderElement(id: ElementID(base + 1), tag: .text, text: row.title),
                                                  RenderElement(id: ElementID(base + 2), tag: .spacer),
                                                  badge,
                                                  RenderElement(id: ElementID(base + 5), tag: .button,
                                                                children: [RenderElement(id: ElementID(base + 6),
                                                                                         tag: .text, text: "Bump")])]))
        }
        var column: [AttributeKey: AttributeValue] = [.alignment: .alignment(.leading)]
        if let spacing { column[.spacing] = .length(spacing) }
        if let controlSize { column[.controlSize] = .string(controlSize) }
        let stack = RenderElement(id: ElementID(3), tag: .vstack, attributes: column, children: items)
        let scroll = RenderElement(id: ElementID(2), tag: .scroll, attributes: [.axes: "vertical"], children: [stack])
        return RenderElement(id: ElementID(1), tag: .root, children: [scroll])
    }

    func rows(_ count: Int) -> [(title: String, badge: String)] {
        (0..<count).map { ("Row \($0)", "\($0 % 7)") }
    }

    @Test func everyChangeIsPlacedAsALayoutFromNothingPlacesIt() {
        var rows = rows(30)
        var longer = rows
        longer[4].title = "A row whose title is now long enough to wrap onto a second line of text"
        var fewer = longer
        fewer.remove(at: 10)
        var more = fewer
        more.insert(("Inserted", "new"), at: 2)
        rows[0].badge = "99+"
        // Each tree follows the one before, as a window's updates do.
        let trees: [(String, RenderElement)] = [
            ("first", list(rows)),
            ("a row's title grows and wraps", list(longer)),
            ("a row removed", list(fewer)),
            ("a row inserted, the ones after it keeping their identities", list(more)),
            ("the stack's spacing", list(more, spacing: 12)),
            ("a control size every button inherits", list(more, spacing: 12, controlSize: "small")),
            ("the control size taken off again", list(more, spacing: 12)),
            ("a frame around each badge", list(more, spacing: 12, badgeWidth: 40)),
            ("one badge's text", list(rows, badgeWidth: 40)),
            ("the same tree again", list(rows, badgeWidth: 40)),
        ]
        let memory = LayoutMemory()
        for (change, tree) in trees {
            for size in [window, Size(width: 200, height: 400)] {
                let remembered = engine.placement(of: tree, in: size, memory: memory)
                let fresh = engine.placement(of: tree, in: size)
                let differing = fresh.frames.filter { !remembered.frames.contains($0) }.map(\.id)
                let same = remembered == fresh
                #expect(same, "\(change), in \(size.width) points: frames of \(differing) differ")
            }
        }
    }

    @Test func changingOneRowWorksOutThatRowAndItsContainersAlone() throws {
        let memory = LayoutMemory()
        var rows = rows(100)
        _ = engine.placement(of: list(rows), in: window, memory: memory)
        let first = memory.sizesComputed
        #expect(first > 500, "a first layout works out every element's size: \(first)")

        memory.sizesComputed = 0
        rows[50].title = "Row fifty, renamed"
        let placement = engine.placement(of: list(rows), in: window, memory: memory)
        // The title, its row, the stack, the scroll view and the root, each
        // at the few proposals its parent makes.
        #expect(memory.sizesComputed > 0 && memory.sizesComputed < 40, "\(memory.sizesComputed) of \(first)")
        let title = try #require(placement.frames.first { $0.id == ElementID(1_000 + 10 * 50 + 1) })
        #expect(title == engine.placement(of: list(rows), in: window).frames.first { $0.id == title.id })

        memory.sizesComputed = 0
        _ = engine.placement(of: list(rows), in: window, memory: memory)
        #expect(memory.sizesComputed == 0, "an unchanged tree is placed from memory")
    }

    /// A change to how views are drawn alone (a row selected, a colour)
    /// keeps the placement as it was, working nothing out; a change of
    /// text after it is placed again, exactly.
    @Test func aChangeToHowViewsAreDrawnAloneKeepsThePlacement() throws {
        let memory = LayoutMemory()
        let rows = rows(100)
        let before = engine.placement(of: list(rows), in: window, memory: memory)
        func drawnOtherwise(_ element: RenderElement) -> RenderElement {
            var element = element
            if element.id == ElementID(1_000 + 10 * 7) { element.attributes[.selected] = true }
            if element.id == ElementID(1_000 + 10 * 8 + 1) { element.attributes[.foreground] = "red" }
            element.children = element.children.map(drawnOtherwise)
            return element
        }
        memory.sizesComputed = 0
        let selected = drawnOtherwise(list(rows))
        #expect(engine.placement(of: selected, in: window, memory: memory) == before)
        #expect(memory.sizesComputed == 0, "nothing is worked out again")
        // Another size, or a real change, is laid out again.
        var renamed = rows
        renamed[7].title = "Row seven, renamed at length"
        let after = engine.placement(of: list(renamed), in: window, memory: memory)
        #expect(after != before && after == engine.placement(of: list(renamed), in: window))
        #expect(engine.placement(of: list(renamed), in: Size(width: 200, height: 400), memory: memory)
            == engine.placement(of: list(renamed), in: Size(width: 200, height: 400)))
    }

    @Test func aWindowResizedAgainAndAgainKeepsFewSizesPerElement() {
        // Every width is a new proposal for every row: an element keeps its
        // latest answers only, and each layout is still exact.
        let memory = LayoutMemory()
        let tree = list(rows(10))
        for step in 0..<40 {
            let size = Size(width: 200 + Double(step) * 5, height: 400)
            let same = engine.placement(of: tree, in: size, memory: memory) == engine.placement(of: tree, in: size)
            #expect(same, "at \(size.width) points")
        }
        let most = memory.sizes.values.map(\.count).max() ?? 0
        #expect(most <= LayoutPass.SizesAsked.limit, "\(most) sizes kept for one element")
    }

    @Test func anAppLayoutIsAskedAgainEveryTime() {
        // A `layout` element's size comes from the app's code, which may
        // change with nothing in the tree changing: it is never reused.
        final class Counting: ExternalLayout {
            var asked = 0
            func sizeThatFits(_ proposal: ProposedSize, subviews: [ExternalSubview]) -> Size {
                asked += 1
                return Size(width: 50, height: 20)
            }
            func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: [ExternalSubview])
                -> [ElementID: ExternalPlacement] { [:] }
            var hidesUnplaced: Bool { false }
        }
        let layout = Counting()
        let tree = RenderElement(id: ElementID(1), tag: .root, children: [RenderElement(id: ElementID(2), tag: .layout)])
        let memory = LayoutMemory()
        _ = engine.placement(of: tree, in: window, layouts: [ElementID(2): layout], memory: memory)
        let first = layout.asked
        _ = engine.placement(of: tree, in: window, layouts: [ElementID(2): layout], memory: memory)
        #expect(first > 0 && layout.asked > first)
    }
}
