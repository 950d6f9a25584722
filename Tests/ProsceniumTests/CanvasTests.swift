import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Gauge: View {
    var level: Double
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: CGSize(width: size.width * level, height: size.height))),
                         with: .color(.green))
        }
    }
}

@MainActor @Suite struct CanvasTests {
    func point(_ x: Double, _ y: Double) -> ShapePath.Point { ShapePath.Point(x: x, y: y) }

    @Test func aCanvasDrawsAtTheSizeTheDisplayReports() throws {
        let ui = ViewHarness(Gauge(level: 0.5))
        let canvas = try #require(ui.all(.canvas).first)
        // Nothing is drawn before the display has measured the canvas.
        #expect(canvas.drawing?.commands == [])
        try ui.send(HostEvent(kind: .geometry, target: canvas.id, width: 200, height: 10))
        let drawn = try #require(ui.all(.canvas).first?.drawing)
        #expect(drawn.commands == [.save, .fill(Path(CGRect(x: 0, y: 0, width: 100, height: 10)).shapePathForTests,
                                                 .color(.green), eoFill: false), .restore])
    }

    @Test func copiesOfAContextDrawWithTheirOwnState() throws {
        let ui = ViewHarness(Canvas { context, size in
            var moved = context
            moved.translateBy(x: 10, y: 0)
            moved.opacity = 0.5
            moved.blendMode = .multiply
            moved.addFilter(.blur(radius: 2))
            moved.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red),
                         style: StrokeStyle(lineWidth: 2, dash: [1, 1]))
            context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .linearGradient(
                Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 0, y: 10)))
            context.draw(Text("Hi").font(.headline), at: CGPoint(x: 5, y: 5), anchor: .topLeading)
            context.draw(Image(systemName: "star"), in: CGRect(x: 1, y: 2, width: 3, height: 4))
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.blue))
            }
        })
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.canvas).first).id, width: 20, height: 20))
        let commands = try #require(ui.all(.canvas).first?.drawing?.commands)
        // The moved copy's stroke: under its transform, opacity, blend mode and filter.
        #expect(Array(commands[0...6]) == [
            .save, .transform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0), .opacity(0.5), .blendMode("multiply"),
            .filter(.blur(radius: 2, opaque: false)),
            .stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)).shapePathForTests, .color(.red),
                    DrawingValue.Stroke(lineWidth: 2, dash: [1, 1])),
            .restore,
        ])
        // The original is not moved, but clipped from the clip on.
        guard case .save = commands[7], case .clip = commands[8], case let .fill(_, shading, _) = commands[9] else {
            Issue.record("no clipped fill: \(commands)")
            return
        }
        #expect(shading == .linearGradient([.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                                           start: point(0, 0), end: point(0, 10)))
        #expect(commands.contains { if case .text("Hi", let font?, _, 5, 5, 0, 0) = $0 { font.style == .headline } else { false } })
        #expect(commands.contains { if case .image("star", nil, 1, 2, 3, 4, _) = $0 { true } else { false } })
        let begin = try #require(commands.firstIndex(of: .beginLayer))
        let end = try #require(commands.firstIndex(of: .endLayer))
        #expect(begin < end && commands[begin..<end].contains { if case .fill = $0 { true } else { false } })
    }

    @Test func aCanvasDrawsAgainWhenItsInputsChange() throws {
        struct Host: View {
            @State var level = 0.25
            var body: some View {
                VStack {
                    Gauge(level: level)
                    Button("Fill") { level = 1 }
                }
            }
        }
        let ui = ViewHarness(Host())
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.canvas).first).id, width: 100, height: 10))
        try ui.click(.button, "Fill")
        let commands = try #require(ui.all(.canvas).first?.drawing?.commands)
        #expect(commands.contains(.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 10)).shapePathForTests,
                                        .color(.green), eoFill: false)))
    }
}

extension Path {
    /// The path as the render tree carries it, for comparisons.
    var shapePathForTests: ShapePath {
        var elements: [ShapePath.Element] = []
        forEach { element in
            func p(_ point: CGPoint) -> ShapePath.Point { ShapePath.Point(x: Double(point.x), y: Double(point.y)) }
            switch element {
            case let .move(to): elements.append(.move(to: p(to)))
            case let .line(to): elements.append(.line(to: p(to)))
            case let .quadCurve(to, control): elements.append(.quadCurve(to: p(to), control: p(control)))
            case let .curve(to, c1, c2): elements.append(.curve(to: p(to), control1: p(c1), control2: p(c2)))
            case .closeSubpath: elements.append(.closeSubpath)
            }
        }
        return ShapePath(elements)
    }
}
