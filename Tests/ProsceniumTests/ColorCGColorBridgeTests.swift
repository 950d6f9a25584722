import Foundation
import Testing
import Proscenium

/// `NSColor` and `UIColor` to and from Core Graphics' `CGColor`.
@MainActor @Suite struct ColorCGColorBridgeTests {
    private func close(_ lhs: [CGFloat]?, _ rhs: [CGFloat]) -> Bool {
        guard let lhs, lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).allSatisfy { abs($0 - $1) < 1e-3 }
    }

    @Test func anNSColorsCGColorCarriesItsComponents() throws {
        let color = NSColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(close(color.cgColor.components, [0.2, 0.4, 0.6, 0.5]))
        let back = try #require(NSColor(cgColor: CGColor(gray: 0.25, alpha: 1)))
        #expect(abs(back.redComponent - 0.25) < 1e-6 && abs(back.blueComponent - 0.25) < 1e-6)
        #expect(close(NSColor(cgColor: color.cgColor)?.cgColor.components, [0.2, 0.4, 0.6, 0.5]))
    }

    @Test func aSystemColourGivesItsValueInTheDrawingAppearance() throws {
        var light: CGColor?, dark: CGColor?
        NSAppearance(named: .aqua)?.performAsCurrentDrawingAppearance { light = NSColor.labelColor.cgColor }
        NSAppearance(named: .darkAqua)?.performAsCurrentDrawingAppearance { dark = NSColor.labelColor.cgColor }
        let day = try #require(light?.rgba), night = try #require(dark?.rgba)
        // Label text is near black in the light and near white in the dark.
        #expect(day.red < 0.2 && night.red > 0.8)
        var uiNight: CGColor?
        NSAppearance(named: .darkAqua)?.performAsCurrentDrawingAppearance { uiNight = UIColor.label.cgColor }
        #expect((uiNight?.rgba.red ?? 0) > 0.8)
    }

    @Test func aUIColorsCGColorCarriesItsComponents() {
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.75)
        #expect(close(color.cgColor.components, [1, 0.5, 0, 0.75]))
        #expect(close(UIColor(cgColor: CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)).cgColor.components,
                      [0.1, 0.2, 0.3, 1]))
    }
}
