import Foundation
import Testing
import Proscenium
import ProsceniumTesting

@MainActor @Suite struct TransformTests {
    @Test func angleConvertsBetweenDegreesAndRadians() {
        #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
        #expect(abs(Angle(radians: .pi / 2).degrees - 90) < 1e-12)
        var angle = Angle.zero
        angle.degrees = 45
        #expect(abs(angle.radians - .pi / 4) < 1e-12)
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(Angle() == .zero)
    }

    @Test func rotationIsATypedTransformAboutItsAnchor() throws {
        let ui = ViewHarness(VStack {
            Text("Turned").rotationEffect(.degrees(30))
            Text("Corner").rotationEffect(.radians(.pi), anchor: .topLeading)
            Text("Still").rotationEffect(.zero)
        })
        #expect(try ui.element(.text, "Turned").transform == TransformValue([.rotate(degrees: 30, anchor: .center)]))
        let corner = try #require(try ui.element(.text, "Corner").transform?.operations.first)
        guard case let .rotate(degrees, anchor) = corner else { Issue.record("not a rotation"); return }
        #expect(abs(degrees - 180) < 1e-9)
        #expect(anchor == TransformValue.Anchor(x: 0, y: 0))
        // No turn, no transform.
        #expect(try ui.element(.text, "Still").transform == nil)
    }

    @Test func everyScaleEffectFormScales() throws {
        let ui = ViewHarness(VStack {
            Text("Uniform").scaleEffect(2)
            Text("Size").scaleEffect(CGSize(width: 2, height: 0.5), anchor: .bottom)
            Text("Axes").scaleEffect(x: -1)
            Text("Identity").scaleEffect(1)
        })
        #expect(try ui.element(.text, "Uniform").transform == TransformValue([.scale(x: 2, y: 2, anchor: .center)]))
        #expect(try ui.element(.text, "Size").transform
            == TransformValue([.scale(x: 2, y: 0.5, anchor: TransformValue.Anchor(x: 0.5, y: 1))]))
        #expect(try ui.element(.text, "Axes").transform == TransformValue([.scale(x: -1, y: 1, anchor: .center)]))
        #expect(try ui.element(.text, "Identity").transform == nil)
    }

    @Test func effectsComposeInnermostFirst() throws {
        let ui = ViewHarness(VStack {
            Text("Both").rotationEffect(.degrees(90)).scaleEffect(2)
            // An offset inside a turn turns with the view; outside it, it stays an offset.
            Text("Inner offset").offset(x: 10).rotationEffect(.degrees(90))
            Text("Outer offset").rotationEffect(.degrees(90)).offset(x: 10)
        })
        #expect(try ui.element(.text, "Both").transform
            == TransformValue([.scale(x: 2, y: 2, anchor: .center), .rotate(degrees: 90, anchor: .center)]))
        let inner = try ui.element(.text, "Inner offset")
        #expect(inner.transform == TransformValue([.rotate(degrees: 90, anchor: .center), .translate(x: 10, y: 0)]))
        #expect(inner.attributes[.offsetX] == nil)
        let outer = try ui.element(.text, "Outer offset")
        #expect(outer.transform == TransformValue([.rotate(degrees: 90, anchor: .center)]))
        #expect(outer.length(.offsetX) == 10)
    }

    @Test func rotation3DCarriesItsAxisAndPerspective() throws {
        let ui = ViewHarness(Text("Card").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), anchor: .leading,
                                                           anchorZ: 5, perspective: 0.5))
        #expect(try ui.element(.text, "Card").transform == TransformValue([
            .rotate3D(degrees: 45, axisX: 0, axisY: 1, axisZ: 0, anchor: TransformValue.Anchor(x: 0, y: 0.5),
                      anchorZ: 5, perspective: 0.5),
        ]))
    }

    @Test func aChangedAngleIsPatched() throws {
        struct Spinner: View {
            @State private var turns = 0.0
            var body: some View {
                Button("Spin") { turns += 45 }.rotationEffect(.degrees(turns))
            }
        }
        let ui = ViewHarness(Spinner())
        #expect(try ui.element(.button, "Spin").transform == nil)
        try ui.click(.button, "Spin")
        #expect(try ui.element(.button, "Spin").transform == TransformValue([.rotate(degrees: 45, anchor: .center)]))
        try ui.click(.button, "Spin")
        #expect(try ui.element(.button, "Spin").transform == TransformValue([.rotate(degrees: 90, anchor: .center)]))
    }
}
