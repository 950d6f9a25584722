import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

/// A 32 by 32 PNG (Pinboard's push pin).
let pushpinPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAXUlEQVR42u3Wuw0AIAhFUcdhJmZ3F4ytsfCDQnFfQv1OBZRCyEGqiM0mrPgLZLX8CWK33BVxWu6GCAXcll8jAAAIB7AHUqziFMcoxTlO8ZCMUVXrE/aaAQAAAIBHGgcnUAlxwLXxAAAAAElFTkSuQmCC")!

/// A resource bundle as SwiftPM lays one out on Linux: a plain directory.
func makeResourceBundle(_ files: [String: Data]) throws -> Bundle {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-images-\(UUID())")
    for (path, data) in files {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
    return try #require(Bundle(path: directory.path))
}

@MainActor @Suite struct ImageAssetTests {
    @Test func aNamedImageCarriesTheKeyOfItsFile() throws {
        let bundle = try makeResourceBundle(["pin.png": pushpinPNG, "Nested/leaf.svg": Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)])
        let ui = ViewHarness(VStack {
            Image("pin", bundle: bundle)
            Image("leaf", bundle: bundle)
            Image("nowhere", bundle: bundle)
        })
        let images = ui.all(.image)
        #expect(images.map { $0.attributes[.name] } == ["pin", "leaf", "nowhere"])
        let pin = try #require(images[0][string: .asset].flatMap { ui.graph.imageAssets.displayAsset(forKey: $0) })
        #expect(pin.url?.lastPathComponent == "pin.png" && pin.contentType == "image/png")
        #expect(pin.bytes() == pushpinPNG)
        let leaf = try #require(images[1][string: .asset].flatMap { ui.graph.imageAssets.displayAsset(forKey: $0) })
        #expect(leaf.contentType == "image/svg+xml")
        // Not found: no file to show, as SwiftUI shows nothing.
        #expect(images[2].attributes[.asset] == nil)
        #expect(images[0].attributes[.scale] == nil)
    }

    @Test func higherScalesAndAssetCataloguesAreFound() throws {
        let contents = Data(#"{"images":[{"idiom":"universal","filename":"badge.png","scale":"1x"},{"idiom":"universal","filename":"badge@2x.png","scale":"2x"},{"idiom":"universal","scale":"3x"}],"info":{"version":1}}"#.utf8)
        let bundle = try makeResourceBundle([
            "icon.png": pushpinPNG, "icon@2x.png": pushpinPNG,
            "Media.xcassets/Group/badge.imageset/Contents.json": contents,
            "Media.xcassets/Group/badge.imageset/badge.png": pushpinPNG,
            "Media.xcassets/Group/badge.imageset/badge@2x.png": pushpinPNG,
        ])
        let ui = ViewHarness(VStack {
            Image("icon", bundle: bundle)
            Image(decorative: "badge", bundle: bundle)
        })
        let images = ui.all(.image)
        #expect(images.map { $0.attributes[.scale] } == ["2", "2"])
        let badge = try #require(images[1][string: .asset].flatMap { ui.graph.imageAssets.displayAsset(forKey: $0) })
        #expect(badge.url?.lastPathComponent == "badge@2x.png")
        #expect(badge.url?.deletingLastPathComponent().lastPathComponent == "badge.imageset")
    }

    @Test func theSameFileKeepsItsKey() throws {
        let bundle = try makeResourceBundle(["pin.png": pushpinPNG])
        let first = ViewHarness(Image("pin", bundle: bundle)).all(.image).first?.attributes[.asset]
        let second = ViewHarness(Image("pin", bundle: bundle)).all(.image).first?.attributes[.asset]
        #expect(first != nil && first == second)
    }
}
