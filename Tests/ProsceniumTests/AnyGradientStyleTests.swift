import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Shape styles made from a type-erased gradient paint as the same gradient
/// made from its `Gradient`.
@MainActor @Suite struct AnyGradientStyleTests {
    func fill<S: ShapeStyle>(_ style: S) -> PaintValue? { ViewHarness(Rectangle().fill(style)).all(.shape).first?.fillPaint }

    @Test func typeErasedGradientsPaintLikeTheirGradient() {
        let gradient = Gradient(colors: [.red, .blue])
        let erased = AnyGradient(gradient)
        let stops = [PaintValue.Stop(color: .red, location: 0), PaintValue.Stop(color: .blue, location: 1)]
        #expect(fill(.linearGradient(erased, startPoint: .top, endPoint: .bottom))
            == .linearGradient(stops, start: .init(x: 0.5, y: 0), end: .init(x: 0.5, y: 1)))
        #expect(fill(.radialGradient(erased, endRadius: 40))
            == .radialGradient(stops, center: .init(x: 0.5, y: 0.5), startRadius: 0, endRadius: 40))
        #expect(fill(.ellipticalGradient(erased, center: .top))
            == .ellipticalGradient(stops, center: .init(x: 0.5, y: 0), startRadiusFraction: 0, endRadiusFraction: 0.5))
        #expect(fill(.angularGradient(erased, startAngle: .degrees(0), endAngle: .degrees(180)))
            == .angularGradient(stops, center: .init(x: 0.5, y: 0.5), startAngle: 0, endAngle: 180))
        #expect(fill(.conicGradient(erased, angle: .degrees(90)))
            == .angularGradient(stops, center: .init(x: 0.5, y: 0.5), startAngle: 90, endAngle: 450))
        // A colour's own gradient runs where it is told to.
        guard case let .linearGradient(colourStops, start, end)? = fill(.linearGradient(Color.blue.gradient,
                                                                                        startPoint: .leading, endPoint: .trailing))
        else { Issue.record("no gradient"); return }
        #expect(colourStops.count >= 2 && start == .init(x: 0, y: 0.5) && end == .init(x: 1, y: 0.5))
    }
}
