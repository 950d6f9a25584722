import Foundation
import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// Flags (`disabled`, `selected`, `expanded` ...) reach the page as JSON
/// booleans on every path the encoder writes attributes by (a changed
/// attribute, an inserted element, a run of rows, a whole window), and text
/// that happens to read "true" stays text.
@Suite struct FlagWireTests {
    static func patchesJSON(_ patches: [Patch]) throws -> (text: String, patches: [[String: Any]]) {
        let (text, json, decoded) = try WireInsertRunTests.written(patches)
        #expect(decoded == patches, "\(text)")
        return (text, json)
    }

    @Test func aChangedFlagIsABoolean() throws {
        let (text, json) = try Self.patchesJSON([
            .setAttribute(id: ElementID(3), name: .disabled, value: true),
            .setAttribute(id: ElementID(4), name: .expanded, value: false),
            .setAttribute(id: ElementID(5), name: .title, value: "true"),
        ])
        #expect(text.contains(#""name":"disabled","value":true}"#), "\(text)")
        #expect(text.contains(#""name":"expanded","value":false}"#), "\(text)")
        #expect(text.contains(#""name":"title","value":"true"}"#), "\(text)")
        #expect(json.map { $0["value"] is String } == [false, false, true])
    }

    @Test func anInsertedElementsFlagsAreBooleans() throws {
        let element = RenderElement(id: ElementID(7), tag: .toggle,
                                    attributes: [.checked: true, .hidden: false, .label: "false"])
        let (text, _) = try Self.patchesJSON([.insert(parent: ElementID(1), before: nil, element: element)])
        #expect(text.contains(#""checked":true"#) && text.contains(#""hidden":false"#), "\(text)")
        #expect(text.contains(#""label":"false""#), "\(text)")
    }

    @Test func aRunOfRowsCarriesItsFlagsAsBooleans() throws {
        let (text, json) = try Self.patchesJSON([
            .insert(parent: ElementID(22), before: nil, element: WireInsertRunTests.row(60, "c")),
            .insert(parent: ElementID(22), before: ElementID(60), element: WireInsertRunTests.row(50, "b", selected: true)),
        ])
        #expect(json.first?["op"] as? String == "inserts", "\(text)")
        let flags = text.matches(of: /[,\[](true|false)[,\]]/).map { String($0.output.1) }
        #expect(flags.sorted() == ["false", "true"], "\(text)")
        #expect(!text.contains(#""true""#) && !text.contains(#""false""#), "\(text)")
    }

    @Test func aWholeWindowsFlagsAreBooleans() throws {
        let root = RenderElement(id: ElementID(1), tag: .vstack, children: [
            RenderElement(id: ElementID(2), tag: .button, attributes: [.disabled: true, .title: "true"]),
        ])
        let text = try WireEncoder().encode(.snapshot([Surface(id: SurfaceID("w1"), attributes: SurfaceAttributes(kind: .window), root: root)]))
        #expect(text.contains(#""disabled":true"#), "\(text)")
        #expect(text.contains(#""title":"true""#), "\(text)")
        // And the structured encoding reads back what it wrote.
        let value = try JSONDecoder().decode([AttributeKey: AttributeValue].self,
                                             from: JSONEncoder().encode([AttributeKey.disabled: AttributeValue.bool(true)]))
        #expect(value == [.disabled: true])
    }
}
