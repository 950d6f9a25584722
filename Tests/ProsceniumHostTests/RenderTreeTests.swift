import Foundation
import Testing
@testable import ProsceniumHost

@Suite struct RenderTreeTests {
    func element(_ id: Int, _ tag: ElementKind, text: String? = nil, _ children: [RenderElement] = []) -> RenderElement {
        RenderElement(id: ElementID(id), tag: tag, text: text, children: children)
    }

    @Test func patchesRebuildTheTree() throws {
        var tree = RenderTree(root: element(1, .root, [element(2, .text, text: "a")]))
        try tree.apply([
            .insert(parent: ElementID(1), before: nil, element: element(3, .vstack, [element(4, .text, text: "b")])),
            .setText(id: ElementID(2), text: "A"),
            .setAttribute(id: ElementID(3), name: .spacing, value: "4"),
            .move(id: ElementID(2), parent: ElementID(3), before: nil),
            .insert(parent: ElementID(3), before: ElementID(4), element: element(5, .spacer)),
        ])
        #expect(tree.root == element(1, .root, [
            RenderElement(id: ElementID(3), tag: .vstack, attributes: [.spacing: "4"],
                          children: [element(5, .spacer), element(4, .text, text: "b"), element(2, .text, text: "A")]),
        ]))
        try tree.apply(.remove(id: ElementID(3)))
        #expect(tree.count == 1)
    }

    @Test func removeChildrenEmptiesAnElementAndKeepsIt() throws {
        var tree = RenderTree(root: element(1, .root, [
            element(2, .list, [element(3, .row, [element(4, .text, text: "a")]), element(5, .row)]),
            element(6, .text, text: "kept"),
        ]))
        try tree.apply(.removeChildren(parent: ElementID(2)))
        #expect(tree.root == element(1, .root, [element(2, .list), element(6, .text, text: "kept")]))
        #expect(tree.count == 3, "the rows' subtrees are gone too")
        // The emptied element takes new children; an empty one clears to the same.
        try tree.apply([.removeChildren(parent: ElementID(2)),
                        .insert(parent: ElementID(2), before: nil, element: element(3, .row))])
        #expect(tree.element(ElementID(2))?.children.map(\.id) == [ElementID(3)])
        #expect(throws: RenderTree.ApplyError.unknownElement(ElementID(9))) {
            try tree.apply(.removeChildren(parent: ElementID(9)))
        }
        let data = try JSONEncoder().encode(Patch.removeChildren(parent: ElementID(2)))
        #expect(String(decoding: data, as: UTF8.self).contains(#""op":"clear""#))
        #expect(try JSONDecoder().decode(Patch.self, from: data) == .removeChildren(parent: ElementID(2)))
    }

    @Test func badPatchesAreRefused() {
        var tree = RenderTree(root: element(1, .root))
        #expect(throws: RenderTree.ApplyError.unknownElement(ElementID(9))) {
            try tree.apply(.remove(id: ElementID(9)))
        }
        #expect(throws: RenderTree.ApplyError.notAChild(parent: ElementID(1), before: ElementID(7))) {
            try tree.apply(.insert(parent: ElementID(1), before: ElementID(7), element: self.element(2, .text)))
        }
        #expect(throws: RenderTree.ApplyError.duplicateElement(ElementID(1))) {
            try tree.apply(.insert(parent: ElementID(1), before: nil, element: self.element(1, .text)))
        }
    }

    @Test func messagesRoundTripAsJSON() throws {
        let update = DisplayUpdate(changes: [
            .open(Surface(id: SurfaceID("w1"), attributes: SurfaceAttributes(kind: .window, title: "T"),
                          root: element(1, .root))),
            .patch(SurfaceID("w1"), [.setAttribute(id: ElementID(1), name: AttributeKey(rawValue: "x"), value: nil),
                                     .setText(id: ElementID(1), text: "hi")]),
            .configure(SurfaceID("w1"), SurfaceAttributes(kind: .window, title: "U", isKey: true)),
            .close(SurfaceID("w1")),
        ])
        let data = try JSONEncoder().encode(update)
        #expect(try JSONDecoder().decode(DisplayUpdate.self, from: data) == update)
        let bad = Data(#"{"changes":[{"op":"explode"}]}"#.utf8)
        #expect(String(decoding: data, as: UTF8.self).contains(#""tag":"root""#), "kinds are their names on the wire")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DisplayUpdate.self, from: bad) }
    }

    /// Typed values survive the headless display's JSON unchanged, and attributes
    /// stay a JSON object keyed by name.
    @Test func typedAttributeValuesRoundTripAsJSON() throws {
        let path = ShapePath([.move(to: .init(x: 0, y: 0)), .curve(to: .init(x: 1, y: 1), control1: .init(x: 0, y: 1),
                                                                   control2: .init(x: 1, y: 0)), .closeSubpath])
        let element = RenderElement(id: ElementID(1), tag: .shape, attributes: [
            .fill: .color(ColorValue.red.opacity(0.5)),
            .stroke: .color(ColorValue(RGBA(red: 0.1, green: 0.2, blue: 0.3))),
            .font: .font(FontValue(style: .headline, weight: .bold, design: .serif, isItalic: true)),
            .border: .border(BorderValue(color: .separator, width: 2)),
            .shadow: .shadow(ShadowValue(color: .black, radius: 3, x: 1, y: 2)),
            .columns: .gridTracks([.fixed(10), .flexible(minimum: 1, maximum: .infinity)]),
            "path": .path(path),
            .title: "plain",
        ])
        let data = try JSONEncoder().encode(element)
        #expect(try JSONDecoder().decode(RenderElement.self, from: data) == element)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let attributes = try #require(object["attributes"] as? [String: Any])
        #expect(attributes["title"] as? String == "plain")
        #expect(attributes.count == 8)
    }

    @Test func coloursHaveLightAndDarkValuesAndOpacityMultiplies() {
        #expect(ColorValue.red.resolved(in: .light) == RGBA(hex: 0xFF3B30))
        #expect(ColorValue.red.resolved(in: .dark) == RGBA(hex: 0xFF453A))
        #expect(ColorValue.primary.resolved(in: .light)?.alpha == 0.85)
        #expect(ColorValue.primary.resolved(in: .dark)?.red == 1)
        let faded = ColorValue.blue.opacity(0.5).opacity(0.5)
        #expect(faded.opacity == 0.25)
        #expect(faded.resolved(in: .dark) == RGBA(hex: 0x0A84FF, alpha: 0.25))
        #expect(ColorValue(.asset("Brand")).resolved(in: .light) == nil)
        for color in SystemColor.allCases where color != .black && color != .white && color != .clear {
            #expect(color.light != color.dark, "\(color) has a dark variant")
        }
    }
}
