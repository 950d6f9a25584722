import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// A canvas's colour matrices, palettes, tiled images and clips to drawn
/// layers, as the commands it records for the display.
@MainActor @Suite struct CanvasShadingTests {
    func commands(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> [DrawingValue.Command] {
        let ui = ViewHarness(Canvas(renderer: renderer))
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.canvas).first).id, width: 40, height: 20))
        return try #require(ui.all(.canvas).first?.drawing?.commands)
    }

    @Test func aColorMatrixStartsAsTheIdentityAndIsRecordedRowByRow() throws {
        #expect(ColorMatrix() == {
            var m = ColorMatrix()
            (m.r1, m.g2, m.b3, m.a4) = (1, 1, 1, 1)
            return m
        }())
        let identity = ColorMatrix()
        #expect([identity.r1, identity.r2, identity.g2, identity.b3, identity.a4, identity.a5] == [1, 0, 1, 1, 1, 0])
        var matrix = ColorMatrix()
        matrix.r1 = 0
        matrix.g1 = 1
        matrix.b5 = 0.5
        matrix.a4 = 0.25
        let drawn = try commands { context, _ in
            context.addFilter(.colorMatrix(matrix))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        }
        #expect(drawn.contains(.filter(.colorMatrix([0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0.5, 0, 0, 0, 0.25, 0]))))
    }

    @Test func aPaletteFillsAPathAndASymbolWithItsFirstShading() throws {
        let drawn = try commands { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .palette([.color(.green), .color(.red)]))
            var symbol = context.resolve(Image(systemName: "star"))
            symbol.shading = .palette([.color(.blue), .color(.red)])
            context.draw(symbol, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(drawn.contains { if case .fill(_, .color(.green), _) = $0 { true } else { false } })
        #expect(drawn.contains { if case .image("star", nil, 0, 0, 10, 10, .blue?) = $0 { true } else { false } })
    }

    @Test func aTiledImageIsPlacedByItsOriginScaleAndTheContextsTransform() throws {
        let drawn = try commands { context, _ in
            var moved = context
            moved.translateBy(x: 10, y: 0)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)),
                       with: .tiledImage(Image(systemName: "star"), origin: CGPoint(x: 3, y: 4),
                                         sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), scale: 2))
        }
        let tile = try #require(drawn.lazy.compactMap { command -> DrawingValue.Tile? in
            if case let .fill(_, .tiledImage(tile), _) = command { tile } else { nil }
        }.first)
        #expect(tile.systemName == "star" && tile.asset == nil)
        #expect(tile.source == [0.5, 0, 0.5, 1])
        // Scaled by 2, its corner at (3, 4), moved 10 right with the context.
        #expect(tile.transform == [2, 0, 0, 2, 13, 4])
    }

    @Test func aClipToALayerMasksWhatIsDrawnNextInALayerOfItsOwn() throws {
        let drawn = try commands { context, _ in
            var clipped = context
            clipped.opacity = 0.5
            clipped.clipToLayer(opacity: 0.25, options: .inverse) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            }
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.blue))
            context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.red))
        }
        let fill = { (color: ColorValue) in
            { (command: DrawingValue.Command) in if case .fill(_, .color(color), _) = command { true } else { false } }
        }
        // The mask is drawn into its own layer, kept, not shown.
        let mask = try #require(drawn.firstIndex(of: .beginMask(0)))
        #expect(fill(.black)(drawn[mask + 2]) && drawn[mask + 4] == .endMask)
        // The clipped fill: composited at its opacity, from a layer the mask cuts.
        let blue = try #require(drawn.firstIndex(where: fill(.blue)))
        #expect(Array(drawn[(blue - 3)...(blue + 3)]) == [
            .save, .opacity(0.5), .beginLayer, drawn[blue], .applyMask(0, opacity: 0.25, inverse: true), .endLayer,
            .restore,
        ])
        // The context it was copied from is not clipped.
        let red = try #require(drawn.firstIndex(where: fill(.red)))
        #expect(drawn[red - 1] == .save && drawn[red + 1] == .restore)
    }
}
