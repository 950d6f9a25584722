import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// Transforms become one CSS `transform` about the top leading corner, each
/// turn or scale moved to its own anchor, outermost first.
@Suite struct TransformCSSTests {
    @Test func turnsAndScalesAboutTheirAnchors() {
        let centre = TransformValue([.rotate(degrees: 30, anchor: .center)])
        #expect(AttributeCSS.text(.transform(centre)) == "translate(50%, 50%) rotate(30deg) translate(-50%, -50%)")
        let corner = TransformValue([.scale(x: 2, y: 0.5, anchor: .init(x: 0, y: 0))])
        #expect(AttributeCSS.text(.transform(corner)) == "scale(2, 0.5)")
    }

    @Test func outermostComesFirst() {
        let value = TransformValue([.translate(x: 10, y: -4), .scale(x: 2, y: 2, anchor: .init(x: 1, y: 1))])
        #expect(AttributeCSS.text(.transform(value))
            == "translate(10px, -4px) translate(100%, 100%) scale(2, 2) translate(-100%, -100%)")
    }

    @Test func matricesAndPerspective() {
        let affine = TransformValue([.affine(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)])
        #expect(AttributeCSS.text(.transform(affine)) == "matrix(1, 0, 0.5, 1, 3, 4)")
        let projection = TransformValue([.projection([1, 0, 0, 0, 1, 0, 5, 6, 1])])
        #expect(AttributeCSS.text(.transform(projection)) == "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1)")
        let card = TransformValue([.rotate3D(degrees: 45, axisX: 0, axisY: 1, axisZ: 0, anchor: .center, anchorZ: 0,
                                             perspective: 1)])
        #expect(AttributeCSS.text(.transform(card)) == "translate(50%, 50%) perspective(calc(var(--proscenium-depth, 100px) / 1)) "
            + "rotate3d(0, 1, 0, 45deg) translate(-50%, -50%)")
    }
}
