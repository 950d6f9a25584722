import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// `Color`'s initialisers give the display-neutral values SwiftUI's colours have.
@MainActor @Suite struct ColorTests {
    func value(_ color: Color) -> ColorValue? { ViewHarness(color).all(.color).first?.color }

    @Test func componentsAreSRGB() {
        #expect(value(Color(red: 1, green: 0.5, blue: 0)) == ColorValue(RGBA(red: 1, green: 0.5, blue: 0)))
        #expect(value(Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 0.5))
            == ColorValue(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)))
        #expect(value(Color(white: 0.25, opacity: 0.5)) == ColorValue(RGBA(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5)))
        // Out-of-range components are clamped.
        #expect(value(Color(red: 2, green: -1, blue: 0.5)) == ColorValue(RGBA(red: 1, green: 0, blue: 0.5)))
    }

    @Test func linearComponentsAreEncodedAsSRGB() throws {
        let rgba = try #require(value(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1))?.resolved(in: .light))
        #expect(abs(rgba.red - 0.7354) < 0.001)
        #expect(rgba.green == 0 && abs(rgba.blue - 1) < 1e-9)
    }

    @Test func hueSaturationBrightness() throws {
        func rgba(_ hue: Double, _ saturation: Double = 1, _ brightness: Double = 1) throws -> RGBA {
            try #require(value(Color(hue: hue, saturation: saturation, brightness: brightness))?.resolved(in: .light))
        }
        #expect(try rgba(0) == RGBA(red: 1, green: 0, blue: 0))
        #expect(try rgba(1.0 / 3) == RGBA(red: 0, green: 1, blue: 0))
        #expect(try rgba(2.0 / 3) == RGBA(red: 0, green: 0, blue: 1))
        #expect(try rgba(0.5, 0, 0.5) == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(value(Color(hue: 0, saturation: 1, brightness: 1, opacity: 0.5))?.resolved(in: .light)?.alpha == 0.5)
    }

    @Test func systemColoursFollowTheAppearance() {
        #expect(value(.red) == .red)
        #expect(value(.red)?.resolved(in: .dark) == RGBA(hex: 0xFF453A))
        #expect(value(.primary) == .primary)
        #expect(value(.accentColor) == .accent)
        #expect(value(Color("Brand")) == ColorValue(.asset("Brand")))
    }

    @Test func opacityMultiplies() {
        #expect(value(Color.red.opacity(0.5).opacity(0.5)) == ColorValue.red.opacity(0.25))
        #expect(value(Color.red.opacity(2)) == .red)
    }

    @Test func hierarchicalStylesAreTheirSemanticColours() throws {
        let ui = ViewHarness(VStack {
            Text("Three").foregroundStyle(.tertiary)
            Text("Four").foregroundStyle(.quaternary)
            Text("Back").foregroundStyle(.background)
        })
        #expect(try ui.element(.text, "Three").foreground == .tertiary)
        #expect(try ui.element(.text, "Four").foreground == .quaternary)
        #expect(try ui.element(.text, "Back").foreground == .windowBackground)
    }
}
