import Foundation
import Testing
@testable import ProsceniumHost

@Suite struct RenderTreeTests {
    func element(_ id: Int, _ tag: String, text: String? = nil, _ children: [RenderElement] = []) -> RenderElement {
        RenderElement(id: ElementID(id), tag: tag, text: text, children: children)
    }

    @Test func patchesRebuildTheTree() throws {
        var tree = RenderTree(root: element(1, "root", [element(2, "text", text: "a")]))
        try tree.apply([
            .insert(parent: ElementID(1), before: nil, element: element(3, "vstack", [element(4, "text", text: "b")])),
            .setText(id: ElementID(2), text: "A"),
            .setAttribute(id: ElementID(3), name: "spacing", value: "4"),
            .move(id: ElementID(2), parent: ElementID(3), before: nil),
            .insert(parent: ElementID(3), before: ElementID(4), element: element(5, "spacer")),
        ])
        #expect(tree.root == element(1, "root", [
            RenderElement(id: ElementID(3), tag: "vstack", attributes: ["spacing": "4"],
                          children: [element(5, "spacer"), element(4, "text", text: "b"), element(2, "text", text: "A")]),
        ]))
        try tree.apply(.remove(id: ElementID(3)))
        #expect(tree.count == 1)
    }

    @Test func badPatchesAreRefused() {
        var tree = RenderTree(root: element(1, "root"))
        #expect(throws: RenderTree.ApplyError.unknownElement(ElementID(9))) {
            try tree.apply(.remove(id: ElementID(9)))
        }
        #expect(throws: RenderTree.ApplyError.notAChild(parent: ElementID(1), before: ElementID(7))) {
            try tree.apply(.insert(parent: ElementID(1), before: ElementID(7), element: self.element(2, "text")))
        }
        #expect(throws: RenderTree.ApplyError.duplicateElement(ElementID(1))) {
            try tree.apply(.insert(parent: ElementID(1), before: nil, element: self.element(1, "text")))
        }
    }

    @Test func messagesRoundTripAsJSON() throws {
        let update = DisplayUpdate(changes: [
            .open(Surface(id: SurfaceID("w1"), attributes: SurfaceAttributes(kind: .window, title: "T"),
                          root: element(1, "root"))),
            .patch(SurfaceID("w1"), [.setAttribute(id: ElementID(1), name: "x", value: nil),
                                     .setText(id: ElementID(1), text: "hi")]),
            .configure(SurfaceID("w1"), SurfaceAttributes(kind: .window, title: "U", isKey: true)),
            .close(SurfaceID("w1")),
        ])
        let data = try JSONEncoder().encode(update)
        #expect(try JSONDecoder().decode(DisplayUpdate.self, from: data) == update)
        let bad = Data(#"{"changes":[{"op":"explode"}]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DisplayUpdate.self, from: bad) }
    }
}
