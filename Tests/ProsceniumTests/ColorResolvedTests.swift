import Testing
import Proscenium

@MainActor @Suite struct ColorResolvedTests {
    @Test func aColorResolvesToItsLightOrDarkValues() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let light = Color.red.resolve(in: environment)
        #expect(light.description == "#FF3B30FF")
        environment.colorScheme = .dark
        let dark = Color.red.opacity(0.5).resolve(in: environment)
        #expect(dark.red == 1 && abs(dark.green - Float(0x45) / 255) < 0.001 && abs(dark.opacity - 0.5) < 0.001)
    }

    @Test func resolvedComponentsRoundTripThroughColorAndLinearSpace() {
        var resolved = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
        let again = Color(resolved).resolve(in: EnvironmentValues())
        #expect(abs(again.red - 0.2) < 0.001 && abs(again.blue - 0.6) < 0.001 && abs(again.opacity - 0.8) < 0.001)
        #expect(abs(resolved.linearRed - 0.0331) < 0.001)
        resolved.linearGreen = 1
        #expect(abs(resolved.green - 1) < 0.0001)
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0, blue: 0)
        #expect(abs(linear.red - 0.7354) < 0.001 && linear.opacity == 1)
    }
}
