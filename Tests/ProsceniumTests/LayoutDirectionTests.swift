import Foundation
import ProsceniumHost
import Testing
import Proscenium
import ProsceniumTesting

/// A right-pointing wedge: not symmetric, so mirroring shows.
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

private struct FixedWedge: Shape {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
}

private struct DirectionLabel: View {
    @Environment(\.layoutDirection) private var direction
    var body: some View { Text(direction == .rightToLeft ? "RTL" : "LTR") }
}

/// `LayoutDirection` in the environment, and the views and shapes that
/// mirror by it.
@MainActor @Suite struct LayoutDirectionTests {
    private let flip = TransformValue([.scale(x: -1, y: 1, anchor: .center)])

    @Test func theEnvironmentCarriesTheDirectionSetAboveAView() throws {
        let ui = ViewHarness(VStack {
            DirectionLabel()
            DirectionLabel().environment(\.layoutDirection, .rightToLeft)
        })
        #expect(ui.visibleText == ["LTR", "RTL"])
        #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
    }

    @Test func flippingViewsMirrorOnlyInTheirDirection() throws {
        let ui = ViewHarness(VStack {
            Text("Flipped").flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)
            Text("Kept").flipsForRightToLeftLayoutDirection(false).environment(\.layoutDirection, .rightToLeft)
            Text("Left to right").flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .leftToRight)
            Text("In LTR").layoutDirectionBehavior(.mirrors(in: .leftToRight)).environment(\.layoutDirection, .leftToRight)
            Text("Fixed").layoutDirectionBehavior(.fixed).environment(\.layoutDirection, .rightToLeft)
        })
        #expect(try ui.element(.text, "Flipped").transform == flip)
        #expect(try ui.element(.text, "Kept").transform == nil)
        #expect(try ui.element(.text, "Left to right").transform == nil)
        #expect(try ui.element(.text, "In LTR").transform == flip)
        #expect(try ui.element(.text, "Fixed").transform == nil)
    }

    @Test func aShapesPathMirrorsInRightToLeftUnlessItIsFixed() throws {
        let ui = ViewHarness(VStack {
            Wedge().fill(.red)
            Wedge().fill(.green).environment(\.layoutDirection, .rightToLeft)
            FixedWedge().fill(.blue).environment(\.layoutDirection, .rightToLeft)
            Circle().fill(.yellow).environment(\.layoutDirection, .rightToLeft)
        })
        let shapes = ui.all(.shape)
        let right = ShapePath([.move(to: .init(x: 0, y: 0)), .line(to: .init(x: 100, y: 50)),
                               .line(to: .init(x: 0, y: 100)), .closeSubpath])
        let left = ShapePath([.move(to: .init(x: 100, y: 0)), .line(to: .init(x: 0, y: 50)),
                              .line(to: .init(x: 100, y: 100)), .closeSubpath])
        #expect(shapes[0].path == right)
        #expect(shapes[1].path == left)
        #expect(shapes[2].path == right)
        #expect(shapes[3].outline == ShapeValue(.circle))
        #expect(Circle().layoutDirectionBehavior == .fixed && Wedge().layoutDirectionBehavior == .mirrors)
        #expect(Wedge().offset(x: 3).layoutDirectionBehavior == .mirrors)
    }

    @Test func theEmptyModifierLeavesItsContentAsItIs() throws {
        let ui = ViewHarness(VStack { Text("Same").modifier(EmptyModifier.identity) })
        #expect(ui.visibleText == ["Same"])
        #expect(try ui.element(.text, "Same").transform == nil)
    }
}
