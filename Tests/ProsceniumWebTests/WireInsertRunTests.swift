import Foundation
import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// Runs of inserts of one shape are written as one `inserts` patch
/// (docs/PROTOCOL.md) and read back as the inserts they stand for.
@Suite struct WireInsertRunTests {
    /// A list row as the benchmark's: an hstack of two texts and a button.
    /// `reversed` builds its attributes in the other order: a dictionary's
    /// order can differ between rows with the same keys.
    static func row(_ id: Int, _ label: String, selected: Bool = false, reversed: Bool = false) -> RenderElement {
        var attributes: [AttributeKey: AttributeValue] = [:]
        if reversed {
            attributes[.selected] = .bool(selected)
            attributes[.key] = .string(String(id))
        } else {
            attributes[.key] = .string(String(id))
            attributes[.selected] = .bool(selected)
        }
        let texts = [
            RenderElement(id: ElementID(id + 2), tag: .text, text: String(id)),
            RenderElement(id: ElementID(id + 3), tag: .text, text: label),
            RenderElement(id: ElementID(id + 4), tag: .button, children: [RenderElement(id: ElementID(id + 5), tag: .text, text: "×")]),
        ]
        return RenderElement(id: ElementID(id), tag: .row, attributes: attributes,
                             children: [RenderElement(id: ElementID(id + 1), tag: .hstack, attributes: [.alignment: "center"], children: texts)])
    }

    struct Envelope: Decodable { var changes: [DisplayChange] }

    static func written(_ patches: [Patch]) throws -> (text: String, json: [[String: Any]], decoded: [Patch]) {
        let update = DisplayUpdate(changes: [.patch(SurfaceID("w1"), patches)])
        let text = try WireEncoder().encode(.update(update))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let change = try #require((object["changes"] as? [[String: Any]])?.first)
        let json = try #require(change["patches"] as? [[String: Any]])
        let decoded = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8)).changes
        guard case let .patch(_, read) = decoded.first else { throw CocoaError(.coderReadCorrupt) }
        return (text, json, read)
    }

    @Test func aRunOfRowsIsOnePatchAndReadsBackAsItsInserts() throws {
        // As the app writes new rows: from the last, each before the one after it.
        let patches: [Patch] = [
            .insert(parent: ElementID(22), before: nil, element: Self.row(60, "c \"quoted\" é")),
            .insert(parent: ElementID(22), before: ElementID(60), element: Self.row(50, "b", selected: true, reversed: true)),
            .insert(parent: ElementID(22), before: ElementID(50), element: Self.row(40, "a")),
        ]
        let (text, json, decoded) = try Self.written(patches)
        #expect(json.count == 1 && json.first?["op"] as? String == "inserts", "\(text)")
        #expect((json.first?["rows"] as? [Any])?.count == 3)
        #expect(decoded == patches)
        // The shape is written once: the row's kinds and names appear once.
        #expect(text.components(separatedBy: "\"hstack\"").count == 2, "\(text)")
        #expect(text.count < 3 * 200, "\(text.count) bytes")
    }

    @Test func rowsOfOtherShapesOrParentsBreakTheRun() throws {
        var odd = Self.row(80, "odd")
        odd.children[0].children.removeLast()
        var moreText = Self.row(90, "text")
        moreText.text = "own text"
        var otherIDs = Self.row(100, "ids")
        otherIDs.children[0].id = ElementID(150)
        let patches: [Patch] = [
            .insert(parent: ElementID(1), before: nil, element: Self.row(10, "a")),
            .insert(parent: ElementID(1), before: nil, element: Self.row(20, "b")),
            .insert(parent: ElementID(2), before: nil, element: Self.row(30, "other parent")),
            .insert(parent: ElementID(2), before: nil, element: odd),
            .insert(parent: ElementID(2), before: nil, element: moreText),
            .insert(parent: ElementID(2), before: nil, element: otherIDs),
            .setText(id: ElementID(12), text: "between"),
            .insert(parent: ElementID(2), before: nil, element: Self.row(110, "c")),
            .insert(parent: ElementID(2), before: ElementID(110), element: Self.row(120, "d")),
            .insert(parent: ElementID(2), before: nil, element: Self.row(130, "alone")),
            .remove(id: ElementID(30)),
        ]
        let (text, json, decoded) = try Self.written(patches)
        #expect(json.compactMap { $0["op"] as? String }
            == ["inserts", "insert", "insert", "insert", "insert", "text", "inserts", "remove"], "\(text)")
        #expect(decoded == patches)
    }

    @Test func aRunThatDoesNotFitItsShapeDoesNotDecode() throws {
        let shape = #"{"tag":"row","attributes":["key"],"children":[{"tag":"text","offset":1,"text":true}]}"#
        func decode(_ rows: String) throws -> [Patch] {
            let text = #"{"changes":[{"op":"patch","id":"w1","patches":[{"op":"inserts","parent":1,"shape":"#
                + shape + #","rows":"# + rows + "}]}]}"
            guard case let .patch(_, patches) = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8)).changes.first
            else { return [] }
            return patches
        }
        let good = try decode(#"[[null,40,"2","two"],[40,30,"1","one"]]"#)
        #expect(good == [
            .insert(parent: ElementID(1), before: nil, element: RenderElement(
                id: ElementID(40), tag: .row, attributes: [.key: "2"], children: [RenderElement(id: ElementID(41), tag: .text, text: "two")])),
            .insert(parent: ElementID(1), before: ElementID(40), element: RenderElement(
                id: ElementID(30), tag: .row, attributes: [.key: "1"], children: [RenderElement(id: ElementID(31), tag: .text, text: "one")])),
        ])
        #expect(throws: (any Error).self) { try decode(#"[[null,40,"2"]]"#) }
        #expect(throws: (any Error).self) { try decode(#"[[null,40,"2","two","three"]]"#) }
        #expect(throws: (any Error).self) { try decode(#"[[null,"40","2","two"]]"#) }
        #expect(throws: (any Error).self) { try decode(#"[[40,"2","two"]]"#) }
    }
}
