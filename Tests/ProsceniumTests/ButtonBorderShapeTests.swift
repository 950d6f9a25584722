import CoreGraphics
import Testing
import Proscenium
import ProsceniumLayout
import ProsceniumTesting
import ProsceniumHost

/// `buttonBorderShape(_:)`: a bordered button's bezel takes the shape (the
/// page draws it from the `borderShape` attribute), a circle makes the
/// button as wide as it is tall, and buttons without a bezel ignore it.
@MainActor @Suite struct ButtonBorderShapeTests {
    @Test func aBorderedButtonCarriesItsShape() throws {
        let ui = ViewHarness(VStack {
            Button("Capsule") {}.buttonBorderShape(.capsule)
            Button("Radius") {}.buttonBorderShape(.roundedRectangle(radius: 3)).buttonStyle(.borderedProminent)
            Button("Rounded") {}.buttonBorderShape(.roundedRectangle)
            Button("Automatic") {}.buttonBorderShape(.automatic)
            Button("Plain") {}.buttonBorderShape(.capsule).buttonStyle(.plain)
        })
        let shapes = ui.all(.button).map { $0.attributes[.borderShape]?.string }
        #expect(shapes == ["capsule", "roundedRectangle 3", "roundedRectangle", nil, nil])
    }

    @Test func aCircularButtonIsAsWideAsItIsTall() throws {
        let ui = ViewHarness(Button {} label: { Text("+") }.buttonBorderShape(.circle))
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let button = try #require(ui.all(.button).first)
        let frame = try #require(ui.frame(of: button, in: CGSize(width: 300, height: 200)))
        #expect(frame.width == frame.height)
        #expect(frame.height == 20)
        let label = try #require(ui.frame(of: try ui.element(.text, "+"), in: CGSize(width: 300, height: 200)))
        #expect(abs(label.midX - frame.midX) < 0.01)
    }

    @Test func theShapesOutlinesAreTheirNamesakes() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
        #expect(ButtonBorderShape.circle.path(in: rect) == Circle().path(in: rect))
        #expect(ButtonBorderShape.roundedRectangle(radius: 4).path(in: rect)
            == RoundedRectangle(cornerRadius: 4).path(in: rect))
    }
}
