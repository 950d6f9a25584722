import Foundation
import Testing
import ProsceniumHost
@testable import ProsceniumWeb

/// A window's placement is sent whole once, then as the frames that
/// changed (`layoutChanges`), which the page makes whole again.
@Suite struct PlacementChangesTests {
    private func rows(_ ids: [Int], height: Double = 24) -> LayoutPlacement {
        LayoutPlacement(width: 300, height: Double(ids.count) * height, frames: ids.enumerated().map { index, id in
            LayoutPlacement.Frame(id: ElementID(id), x: 0, y: Double(index) * height, width: 300, height: height)
        })
    }

    private func attributes(_ layout: LayoutPlacement?) -> SurfaceAttributes {
        var attributes = SurfaceAttributes(kind: .window, title: "Rows")
        attributes.layout = layout
        return attributes
    }

    /// The `attributes` object of the update's one change.
    private func sent(_ encoder: WireEncoder, _ change: DisplayChange) throws -> [String: Any] {
        let text = try encoder.encode(.update(DisplayUpdate(changes: [change])))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let changes = try #require(json["changes"] as? [[String: Any]])
        return try #require(changes.first?["attributes"] as? [String: Any])
    }

    @Test func aSwapSendsTheTwoRowsThatMovedAndARemovalNamesTheRowGone() throws {
        let ten = Array(1...10)
        var swapped = ten
        swapped.swapAt(1, 8)
        let swap = try #require(rows(swapped).wireChanges(since: rows(ten)))
        #expect(swap == "300 240;9 0 24 300 24;2 0 192 300 24")
        let removed = try #require(rows(ten.filter { $0 != 10 }).wireChanges(since: rows(ten)))
        #expect(removed == "300 216;x10")
        // A removal in the middle moves every row after it: more than half
        // changed, so the whole placement is as short.
        #expect(rows(ten.filter { $0 != 2 }).wireChanges(since: rows(ten)) == nil)
        #expect(rows(ten).wireChanges(since: rows(ten)) == "300 240")
    }

    @Test func theEncoderSendsAPlacementWholeFirstThenItsChanges() throws {
        let encoder = WireEncoder()
        let window = SurfaceID("w1")
        let open = Surface(id: window, attributes: attributes(rows([1, 2, 3, 4])),
                           root: RenderElement(id: ElementID(100), tag: .root))
        _ = try encoder.encode(.update(DisplayUpdate(changes: [.open(open)])))
        let moved = rows([1, 2, 4, 3])
        let changed = try sent(encoder, .configure(window, attributes(moved)))
        #expect(changed["layout"] == nil)
        #expect(changed["layoutChanges"] as? String == "300 96;4 0 48 300 24;3 0 72 300 24")
        #expect(changed["title"] as? String == "Rows", "the other attributes are sent as they were")
        // No placement: none sent; the next one goes whole.
        #expect(try sent(encoder, .configure(window, attributes(nil)))["layout"] == nil)
        let whole = try sent(encoder, .configure(window, attributes(moved)))
        #expect(whole["layout"] as? String == moved.description)
        // Another connection's page was sent nothing yet: whole.
        #expect(try sent(WireEncoder(), .configure(window, attributes(moved)))["layout"] as? String == moved.description)
    }

    @Test func numbersAreWrittenWithTwoDecimalsAtMost() {
        let cases: [(Double, String)] = [(0, "0"), (-0.0, "0"), (12, "12"), (12.5, "12.5"), (12.25, "12.25"),
                                         (0.07, "0.07"), (-0.5, "-0.5"), (-3.004, "-3"), (1.999, "2"),
                                         (1234.567, "1234.57"), (.infinity, "0"), (.nan, "0")]
        for (value, text) in cases { #expect(LayoutPlacement.number(value) == text, "\(value)") }
    }
}
