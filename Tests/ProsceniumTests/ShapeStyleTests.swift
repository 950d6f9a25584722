import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct ShapeStyleTests {
    func fill<S: ShapeStyle>(_ style: S) -> PaintValue? { ViewHarness(Rectangle().fill(style)).all(.shape).first?.fillPaint }

    @Test func gradientsCarryTheirStopsAndGeometry() {
        let stops = [PaintValue.Stop(color: .red, location: 0), PaintValue.Stop(color: .blue, location: 1)]
        #expect(fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            == .linearGradient(stops, start: .init(x: 0, y: 0.5), end: .init(x: 1, y: 0.5)))
        #expect(fill(.linearGradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.8)],
                                     startPoint: .top, endPoint: .bottom))
            == .linearGradient([.init(color: .red, location: 0.2), .init(color: .blue, location: 0.8)],
                               start: .init(x: 0.5, y: 0), end: .init(x: 0.5, y: 1)))
        #expect(fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 5, endRadius: 50))
            == .radialGradient(stops, center: .init(x: 0.5, y: 0.5), startRadius: 5, endRadius: 50))
        #expect(fill(EllipticalGradient(colors: [.red, .blue]))
            == .ellipticalGradient(stops, center: .init(x: 0.5, y: 0.5), startRadiusFraction: 0, endRadiusFraction: 0.5))
        // Equal angles are a whole turn; `angle:` is a conic gradient from that angle.
        #expect(fill(AngularGradient(colors: [.red, .blue], center: .center))
            == .angularGradient(stops, center: .init(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360))
        #expect(fill(.conicGradient(colors: [.red, .blue], center: .topLeading, angle: .degrees(90)))
            == .angularGradient(stops, center: .init(x: 0, y: 0), startAngle: 90, endAngle: 450))
        #expect(fill(Gradient(colors: [.red, .blue]))
            == .linearGradient(stops, start: .init(x: 0.5, y: 0), end: .init(x: 0.5, y: 1)))
        // Three colours spread evenly.
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    }

    @Test func aGradientViewFillsItsFrame() throws {
        let ui = ViewHarness(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        let shape = try #require(ui.all(.shape).first)
        #expect(shape.outline == .rectangle)
        guard case .linearGradient? = shape.fillPaint else { Issue.record("no gradient"); return }
    }

    @Test func colourGradientsGoFromLighterToDarker() throws {
        guard case let .linearGradient(stops, start, end)? = fill(Color.blue.gradient) else {
            Issue.record("no gradient")
            return
        }
        #expect(start.y == 0 && end.y == 1 && stops.count == 2)
        let top = try #require(stops[0].color.resolved(in: .light)), bottom = try #require(stops[1].color.resolved(in: .light))
        let blue = try #require(ColorValue.blue.resolved(in: .light))
        #expect(top.red + top.green + top.blue > blue.red + blue.green + blue.blue)
        #expect(bottom.red + bottom.green + bottom.blue < blue.red + blue.green + blue.blue)
    }

    @Test func stylesHaveOpacityAndTypeErasure() {
        #expect(fill(Color.red.opacity(0.5)) == .color(ColorValue.red.opacity(0.5)))
        #expect(fill(AnyShapeStyle(Color.green)) == .color(.green))
        guard case let .linearGradient(stops, _, _)? = fill(LinearGradient(colors: [.red, .blue], startPoint: .top,
                                                                              endPoint: .bottom).opacity(0.25)) else {
            Issue.record("no gradient")
            return
        }
        #expect(stops.map(\.color.opacity) == [0.25, 0.25])
        #expect(fill(Material.thin) == .material(.thin, opacity: 1))
        #expect(fill(.ultraThickMaterial.opacity(0.5)) == .material(.ultraThick, opacity: 0.5))
        #expect(fill(.bar) == .material(.bar, opacity: 1))
    }

    @Test func semanticStylesFollowTheEnvironment() throws {
        #expect(fill(.tint) == .color(.accent))
        #expect(fill(.separator) == .color(.separator))
        #expect(fill(.selection) == .color(.accent))
        #expect(fill(.placeholder) == .color(.tertiary))
        #expect(fill(.background) == .color(.windowBackground))
        #expect(fill(.secondary) == .color(.secondary))
        #expect(fill(.link)?.color?.resolved(in: .light) == RGBA(hex: 0x0068DA))
        #expect(fill(.fill)?.color != nil)
        let ui = ViewHarness(VStack {
            Rectangle().fill(.background)
            Circle().fill(.secondary)
            Circle().fill(.tertiary)
            Ellipse()
        }.backgroundStyle(.orange).foregroundStyle(.red, .green, .blue))
        let shapes = ui.all(.shape)
        #expect(shapes[0].fill == .orange)
        // With several levels, `.secondary` and `.tertiary` are the second and third.
        #expect(shapes[1].fill == .green && shapes[2].fill == .blue)
        #expect(shapes[3].fill == .red)
        // One custom level: the lower levels are it, fainter.
        let faint = ViewHarness(Circle().fill(.secondary).foregroundStyle(.red)).all(.shape).first?.fill
        #expect(faint?.base == ColorValue.red.base && (faint?.opacity ?? 1) < 1)
    }

    @Test func gradientForegroundsPaintText() throws {
        let ui = ViewHarness(VStack {
            Text("Gradient")
            Text("Plain").foregroundStyle(.red)
            Text("Secondary").foregroundStyle(.secondary)
        }.foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        let gradient = try ui.element(.text, "Gradient")
        guard case .linearGradient? = gradient.attributes[.foregroundPaint]?.paint else { Issue.record("no paint"); return }
        #expect(gradient.foreground == nil)
        let plain = try ui.element(.text, "Plain")
        #expect(plain.foreground == .red && plain.attributes[.foregroundPaint] == nil)
        // The secondary level of a gradient is the gradient, fainter.
        guard case let .linearGradient(stops, _, _)? = try ui.element(.text, "Secondary").attributes[.foregroundPaint]?.paint else {
            Issue.record("no paint")
            return
        }
        #expect(stops.allSatisfy { $0.color.opacity < 1 })
    }

    @Test func backgroundsTakeGradientsAndMaterials() throws {
        let ui = ViewHarness(VStack {
            Text("Glass").background(.regularMaterial)
            Text("Sky").background(LinearGradient(colors: [.blue, .white], startPoint: .top, endPoint: .bottom))
            Text("Red").background(.red)
        })
        #expect(try ui.element(.text, "Glass").backgroundPaint == .material(.regular, opacity: 1))
        guard case .linearGradient? = try ui.element(.text, "Sky").backgroundPaint else { Issue.record("no gradient"); return }
        #expect(try ui.element(.text, "Red").background == .red)
    }

    @Test func colourInitialisersMakeTheirComponents() throws {
        #expect(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5) == Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5))
        let rgb = try #require(ViewHarness(Color(red: 1, green: 0.5, blue: 0)).all(.color).first?.color?.resolved(in: .light))
        #expect(rgb == RGBA(red: 1, green: 0.5, blue: 0))
        let linear = try #require(ViewHarness(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1)).all(.color).first?.color?.resolved(in: .light))
        // Linear 0.5 is about 0.735 in sRGB.
        #expect(abs(linear.red - 0.7354) < 0.001 && abs(linear.blue - 1) < 1e-9)
        let grey = try #require(ViewHarness(Color(white: 0.25, opacity: 0.5)).all(.color).first?.color?.resolved(in: .light))
        #expect(grey == RGBA(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
        let green = try #require(ViewHarness(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)).all(.color).first?.color?.resolved(in: .light))
        #expect(abs(green.green - 1) < 0.0001 && green.red < 0.0001 && green.blue < 0.0001)
        // System colours have their dark variants.
        #expect(ColorValue.red.resolved(in: .dark) != ColorValue.red.resolved(in: .light))
        #expect(ViewHarness(Color.accentColor).all(.color).first?.color == .accent)
    }
}
