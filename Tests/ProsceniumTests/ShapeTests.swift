import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

@MainActor @Suite struct ShapeTests {
    @Test func builtInShapesAreNamedWithFillAndStroke() throws {
        let ui = ViewHarness(VStack {
            Rectangle()
            RoundedRectangle(cornerRadius: 8, style: .circular).fill(Color.red)
            Circle().stroke(Color.blue, lineWidth: 3)
            Capsule().fill(.green)
            Ellipse()
        })
        let shapes = ui.all(.shape)
        #expect(shapes.map { $0.attributes[.shape] } == ["rectangle", "roundedRectangle", "circle", "capsule", "ellipse"])
        #expect(shapes[0].fill == .primary)
        #expect(shapes[1].outline == ShapeValue(.roundedRectangle(cornerWidth: 8, cornerHeight: 8, continuous: false)))
        #expect(shapes[1].fill == .red)
        #expect(shapes[2].stroke == .blue && shapes[2].length(.lineWidth) == 3)
        #expect(shapes[2].attributes[.fill] == nil)
        #expect(shapes[3].fill == .green)
    }

    @Test func customShapesSendTheirPath() throws {
        let ui = ViewHarness(VStack { Triangle().fill(.blue) })
        let shape = try #require(ui.all(.shape).first)
        #expect(shape.attributes[.shape] == "path")
        #expect(shape.path == ShapePath([.move(to: .init(x: 50, y: 0)), .line(to: .init(x: 100, y: 100)),
                                          .line(to: .init(x: 0, y: 100)), .closeSubpath]))
        // Made for 100 × 100 points, which the display stretches to the frame until it reports its size.
        guard case let .path(_, reference)? = shape.outline?.base else { Issue.record("no path outline"); return }
        #expect(reference == ShapePath.Point(x: 100, y: 100))
    }

    @Test func pathsDescribeTheirOutline() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(Rectangle().path(in: rect) == Path(rect))
        #expect(!Circle().path(in: rect).isEmpty)
        var lines = Path()
        lines.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)])
        #expect(lines != Path())
    }
}
