import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct ShapeStyleShadowTests {
    @Test func aStylesShadowIsDrawnWithWhatItPaints() throws {
        let ui = ViewHarness(VStack {
            Circle().fill(Color.red.shadow(.drop(color: .black, radius: 4, x: 1, y: 2)))
            RoundedRectangle(cornerRadius: 4).fill(.blue.shadow(.inner(color: .white, radius: 3)))
            Circle().fill(Color.green.shadow(.drop(radius: 2)).blendMode(.multiply))
            Text("Raised").foregroundStyle(Color.white.shadow(.drop(color: .black, radius: 1)))
            Text("Sunk").foregroundStyle(.shadow(.inner(radius: 2)))
            Circle().fill(.red)
        })
        let shapes = ui.all(.shape)
        let drop = try #require(shapes[0].shadow)
        #expect(drop.radius == 4 && drop.x == 1 && drop.y == 2)
        #expect(shapes[0].fillPaint == .color(.red))
        #expect(shapes[1].attributes[.innerShadow]?.shadow?.radius == 3 && shapes[1].shadow == nil)
        #expect(shapes[2].shadow?.radius == 2 && shapes[2].attributes[.blendMode] == "multiply")
        #expect(try ui.element(.text, "Raised").shadow?.radius == 1)
        #expect(try ui.element(.text, "Sunk").attributes[.innerShadow]?.shadow?.radius == 2)
        #expect(shapes[3].shadow == nil && shapes[3].attributes[.innerShadow] == nil)
    }

    @Test func shadowStylesAreSwiftUIs() {
        #expect(ShadowStyle.drop(radius: 3) == .drop(color: .init(.sRGBLinear, white: 0, opacity: 0.33), radius: 3))
        #expect(ShadowStyle.inner(radius: 3) != .drop(radius: 3))
    }
}
