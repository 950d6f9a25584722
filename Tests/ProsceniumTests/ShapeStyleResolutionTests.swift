import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// An app's own style: red in the light, blue in the dark.
private struct SchemeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.blue : Color.red
    }
}

/// An app's style that resolves to another of its own.
private struct Nested: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> SchemeStyle { SchemeStyle() }
}

@MainActor @Suite struct ShapeStyleResolutionTests {
    @Test func anAppsStylePaintsWhatItResolvesTo() throws {
        let ui = ViewHarness(VStack {
            Circle().fill(SchemeStyle())
            Circle().fill(SchemeStyle()).environment(\.colorScheme, .dark)
            Rectangle().stroke(Nested(), lineWidth: 2)
            Text("Styled").foregroundStyle(SchemeStyle())
        })
        let shapes = ui.all(.shape)
        #expect(shapes[0].fillPaint == .color(.red))
        #expect(shapes[1].fillPaint == .color(.blue))
        #expect(shapes[2].strokePaint == .color(.red))
        #expect(try ui.element(.text, "Styled").foreground == .red)
    }

    @Test func theFrameworksStylesResolveToNever() {
        #expect(SchemeStyle.Resolved.self != Never.self)
        #expect(ForegroundStyle.Resolved.self == Never.self)
        #expect(LinearGradient.Resolved.self == Never.self)
        #expect(Material.Resolved.self == Never.self)
        #expect(Color.Resolved.Resolved.self == Never.self)
        #expect(Color.Resolved.self == Color.Resolved.self)
        let resolved: Color.Resolved = Color.red.resolve(in: EnvironmentValues())
        #expect(resolved.opacity == 1)
    }

    @Test func aStylesLevelsAreFainterLevelsOfIt() throws {
        let secondary = Color.red.secondary
        #expect(type(of: secondary) == HierarchicalShapeStyleModifier<Color>.self)
        let ui = ViewHarness(VStack {
            Circle().fill(Color.red.secondary)
            Circle().fill(Color.red.tertiary)
        })
        let opacities = ui.all(.shape).compactMap { $0.fillPaint?.color?.opacity }
        #expect(opacities.count == 2 && opacities[0] < 1 && opacities[1] < opacities[0])
    }

    @Test func aBlendedStyleBlendsWhatItPaints() throws {
        let ui = ViewHarness(VStack {
            Circle().fill(Color.red.blendMode(.multiply))
            Rectangle().stroke(AnyShapeStyle(Color.blue.blendMode(.screen)), lineWidth: 1)
            Circle().fill(Color.green.blendMode(.normal))
            Text("Overlay").foregroundStyle(Color.white.blendMode(.overlay))
            Image(systemName: "star").foregroundStyle(.blendMode(.difference))
            Text("Plain").foregroundStyle(.red)
        })
        let shapes = ui.all(.shape)
        #expect(shapes[0].attributes[.blendMode] == "multiply" && shapes[0].fillPaint == .color(.red))
        #expect(shapes[1].attributes[.blendMode] == "screen")
        #expect(shapes[2].attributes[.blendMode] == nil)
        #expect(try ui.element(.text, "Overlay").attributes[.blendMode] == "overlay")
        #expect(ui.all(.image).first?.attributes[.blendMode] == "difference")
        #expect(try ui.element(.text, "Plain").attributes[.blendMode] == nil)
    }

    @Test func theStaticOpacityIsTheForegroundFainter() throws {
        let ui = ViewHarness(Circle().fill(.opacity(0.5)).foregroundStyle(.red))
        #expect(ui.all(.shape).first?.fillPaint?.color?.opacity == 0.5)
    }
}
