import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// A shape whose role is to be stroked.
private struct Outline: Shape {
    static var role: ShapeRole { .stroke }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

@MainActor @Suite struct DrawingCensusTests {
    @Test func shapesMadeFromAShapeKeepItsRole() {
        #expect(OffsetShape<Outline>.role == .stroke)
        #expect(RotatedShape<Outline>.role == .stroke)
        #expect(ScaledShape<Outline>.role == .stroke)
        #expect(TransformedShape<Outline>.role == .stroke)
        #expect(OffsetShape<Rectangle>.role == .fill)
        // Insetting a moved shape insets its base.
        let inset: OffsetShape<Rectangle>.InsetShape = OffsetShape(shape: Rectangle(), offset: .zero).inset(by: 2)
        #expect(inset.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect
            == CGRect(x: 2, y: 2, width: 6, height: 6))
    }

    @Test func resolvedTextMeasuresItsLines() throws {
        var measured: [CGSize] = [], baselines: [(CGFloat, CGFloat)] = []
        let ui = ViewHarness(Canvas { context, size in
            let text = context.resolve(Text("one two three four five six"))
            measured.append(text.measure(in: CGSize(width: 1000, height: 1000)))
            measured.append(text.measure(in: CGSize(width: 40, height: 1000)))
            baselines.append((text.firstBaseline(in: CGSize(width: 40, height: 1000)),
                              text.lastBaseline(in: CGSize(width: 40, height: 1000))))
        })
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.canvas).first).id, width: 10, height: 10))
        try #require(measured.count == 2 && baselines.count == 1)
        let oneLine = measured[0], wrapped = measured[1]
        // On one line it is wide and one line tall; at 40 points it wraps to several.
        #expect(oneLine.width > 100 && oneLine.height > 10 && oneLine.height < 20)
        #expect(wrapped.width <= 40 && wrapped.height > 2 * oneLine.height)
        let (first, last) = baselines[0]
        #expect(first > 8 && first < oneLine.height && last > first)
    }

    @Test func animationsAndKeyPressesDescribeThemselves() {
        let animation = Animation.linear(duration: 2)
        #expect(String(reflecting: animation) == animation.description)
        #expect(Mirror(reflecting: animation).children.first?.label == "value")
        let phases: KeyPress.Phases = [.down, .up]
        #expect(phases.debugDescription == "[.down, .up]")
    }

    @Test func aContextDrawsWithPorterDuffModesAndShadows() throws {
        let ui = ViewHarness(Canvas { context, _ in
            var layer = context
            layer.blendMode = .xor
            #expect(layer.blendMode.rawValue == 25 && GraphicsContext.BlendMode(rawValue: 17) == .copy)
            layer.addFilter(.shadow(color: .red, radius: 4, x: 3, y: 2, options: [.shadowOnly, .invertsAlpha]))
            layer.addFilter(.alphaThreshold(min: 0.5, color: .blue))
            layer.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.green))
        })
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.canvas).first).id, width: 20, height: 20))
        let commands = try #require(ui.all(.canvas).first?.drawing?.commands)
        #expect(commands.contains(.blendMode("xor")))
        #expect(commands.contains { if case .filter(.shadow(_, 4, 3, 2, 6)) = $0 { true } else { false } })
        #expect(commands.contains { if case .filter(.alphaThreshold(0.5, 1, _)) = $0 { true } else { false } })
    }
}
