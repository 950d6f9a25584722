import Foundation
import Testing
import Proscenium

/// AppKit's colour components and colour-space conversion, the image types
/// `NSImage` reads, and the window-tabbing class setting.
@MainActor @Suite struct NSColorComponentTests {
    @Test func componentsAreTheColoursSRGBValues() {
        let color = NSColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(abs(color.redComponent - 0.2) < 1e-6 && abs(color.greenComponent - 0.4) < 1e-6)
        #expect(abs(color.blueComponent - 0.6) < 1e-6 && abs(color.alphaComponent - 0.5) < 1e-6)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.2) < 1e-6 && abs(b - 0.6) < 1e-6 && abs(a - 0.5) < 1e-6)
        let red = NSColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(abs(red.hueComponent) < 1e-6 && abs(red.saturationComponent - 1) < 1e-6 && abs(red.brightnessComponent - 1) < 1e-6)
        let blue = NSColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)
        var hue: CGFloat = 0
        blue.getHue(&hue, saturation: nil, brightness: nil, alpha: nil)
        #expect(abs(hue - 2.0 / 3.0) < 1e-3)
    }

    @Test func convertingToAColourSpaceGivesConcreteComponents() throws {
        let system = try #require(NSColor.systemBlue.usingColorSpace(.sRGB))
        #expect(system.blueComponent > 0.8 && system.redComponent < 0.2)
        let gray = try #require(NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1).usingColorSpace(.genericGray))
        #expect(abs(gray.whiteComponent - 1) < 1e-3)
        #expect(abs(NSColor.black.whiteComponent) < 1e-3)
        #expect(NSColorSpace.sRGB.colorSpaceModel == .rgb && NSColorSpace.deviceGray.numberOfColorComponents == 1)
    }

    @Test func blendingMovesBetweenColours() throws {
        let mid = try #require(NSColor.black.blended(withFraction: 0.5, of: .white))
        #expect(abs(mid.redComponent - 0.5) < 1e-3)
        #expect(abs((NSColor.black.highlight(withLevel: 1)?.greenComponent ?? 0) - 1) < 1e-3)
        #expect(abs(NSColor.white.shadow(withLevel: 1)?.blueComponent ?? 1) < 1e-3)
        #expect(NSColor.white.blended(withFraction: .nan, of: .black) == nil)
    }

    @Test func imageTypesAreTheFormatsNSImageReads() {
        #expect(NSImage.imageTypes.contains("public.png") && NSImage.imageTypes.contains("public.jpeg"))
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 24))
        #expect(NSImage.canInit(with: png))
        #expect(!NSImage.canInit(with: Data("II*\0".utf8)))
        let before = NSWindow.allowsAutomaticWindowTabbing
        NSWindow.allowsAutomaticWindowTabbing = false
        #expect(!NSWindow.allowsAutomaticWindowTabbing)
        NSWindow.allowsAutomaticWindowTabbing = before
    }
}
