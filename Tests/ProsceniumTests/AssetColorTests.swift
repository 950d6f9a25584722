import Foundation
import Testing
@_spi(Display) @testable import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// Colour sets of asset catalogues, as Xcode writes them.
@Suite struct AssetColorTests {
    static let brandSet = #"""
    {
      "colors" : [
        { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.345", "green" : "0x80", "red" : "255" } },
          "idiom" : "universal" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : { "color-space" : "srgb", "components" : { "alpha" : "0.500", "blue" : "1.000", "green" : "0.000", "red" : "0" } },
          "idiom" : "universal" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """#

    @Test func componentsInEveryNotationWithTheirDarkAppearance() throws {
        let color = try #require(AssetColor.parse(Data(Self.brandSet.utf8)))
        #expect(color.any == .components(AssetColorComponents(red: 1, green: 128.0 / 255, blue: 0.345, opacity: 1)))
        #expect(color.dark == .components(AssetColorComponents(red: 0, green: 0, blue: 1, opacity: 0.5)))
    }

    @Test func greysSystemReferencesAndBrokenSets() throws {
        let grey = #"{"colors":[{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"0.250","alpha":"1"}}}]}"#
        #expect(AssetColor.parse(Data(grey.utf8))?.any == .components(AssetColorComponents(red: 0.25, green: 0.25, blue: 0.25, opacity: 1)))
        let system = #"{"colors":[{"idiom":"universal","color":{"platform":"osx","reference":"systemBlueColor"}}]}"#
        #expect(AssetColor.parse(Data(system.utf8))?.any == .system("systemBlueColor"))
        let phoneOnly = #"{"colors":[{"idiom":"iphone","color":{"components":{"red":"1","green":"0","blue":"0"}}},{"idiom":"mac","color":{"components":{"red":"0","green":"1","blue":"0"}}}]}"#
        #expect(AssetColor.parse(Data(phoneOnly.utf8))?.any == .components(AssetColorComponents(red: 0, green: 1, blue: 0, opacity: 1)))
        #expect(AssetColor.parse(Data("not json".utf8)) == nil)
        #expect(AssetColor.parse(Data(#"{"colors":[{"idiom":"universal"}]}"#.utf8)) == nil)
    }

    @Test func colourSetsAreFoundInAResourceBundlesCatalogue() throws {
        let bundle = try makeResourceBundle([
            "Assets.xcassets/Brand.colorset/Contents.json": Data(Self.brandSet.utf8),
            "Assets.xcassets/Broken.colorset/Contents.json": Data("{".utf8),
        ])
        let directory = try #require(bundle.resourcePath ?? Optional(bundle.bundlePath))
        #expect(AssetFiles.shared.color(named: "Brand", in: directory)?.dark != nil)
        #expect(AssetFiles.shared.color(named: "Broken", in: directory) == nil)
        #expect(AssetFiles.shared.color(named: "Missing", in: directory) == nil)
    }
}

@MainActor @Suite struct AssetColorViewTests {
    @Test func aColourSetIsTheColourAViewShowsWithItsDarkAppearance() throws {
        let bundle = try makeResourceBundle([
            "Assets.xcassets/Brand.colorset/Contents.json": Data(AssetColorTests.brandSet.utf8),
            "Assets.xcassets/Link.colorset/Contents.json":
                Data(#"{"colors":[{"idiom":"universal","color":{"reference":"systemRedColor"}}]}"#.utf8),
        ])
        let ui = ViewHarness(VStack {
            Color("Brand", bundle: bundle)
            Color("Link", bundle: bundle)
            Color("rebeccapurple", bundle: bundle)
        })
        let colors = ui.all("color").compactMap { $0.attributes[.color]?.color }
        #expect(colors.count == 3)
        let brand = try #require(colors.first)
        #expect(brand.resolved(in: .light) == RGBA(red: 1, green: 128.0 / 255, blue: 0.345, alpha: 1))
        #expect(brand.resolved(in: .dark) == RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(colors[1] == ColorValue(.red))
        #expect(colors[2] == ColorValue(.asset("rebeccapurple")))
    }

    @Test func generatedResourceSymbolsNameTheSameSets() throws {
        let bundle = try makeResourceBundle([
            "Assets.xcassets/Brand.colorset/Contents.json": Data(AssetColorTests.brandSet.utf8),
        ])
        let brand = ColorResource(name: "Brand", bundle: bundle)
        #expect(brand == ColorResource(name: "Brand", bundle: bundle))
        let ui = ViewHarness(VStack {
            Color(brand)
            Image(ImageResource(name: "Logo", bundle: bundle))
        })
        let color = try #require(ui.all("color").first?.attributes[.color]?.color)
        #expect(color.resolved(in: .dark) == RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(Image(ImageResource(name: "Logo", bundle: bundle)) == Image("Logo", bundle: bundle))
    }
}
