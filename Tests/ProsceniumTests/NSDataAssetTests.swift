import Foundation
import Testing
@testable import Proscenium

/// `NSDataAsset`: a data set of an asset catalogue, as Xcode writes it.
@Suite struct NSDataAssetTests {
    @Test func aDataSetsFileAndTypeAreRead() throws {
        let bundle = try makeResourceBundle([
            "Assets.xcassets/LICENSE.dataset/Contents.json": Data(#"""
                {"data":[{"filename":"phone.txt","idiom":"iphone"},
                         {"filename":"LICENSE","idiom":"universal","universal-type-identifier":"public.plain-text"}],
                 "info":{"author":"xcode","version":1}}
                """#.utf8),
            "Assets.xcassets/LICENSE.dataset/LICENSE": Data("MIT License".utf8),
            "Assets.xcassets/LICENSE.dataset/phone.txt": Data("not for a Mac".utf8),
            "Assets.xcassets/Blob.dataset/Contents.json": Data(#"{"data":[{"filename":"blob.bin","idiom":"universal"}]}"#.utf8),
            "Assets.xcassets/Blob.dataset/blob.bin": Data([1, 2, 3]),
            "Assets.xcassets/Gone.dataset/Contents.json": Data(#"{"data":[{"filename":"gone.txt","idiom":"universal"}]}"#.utf8),
        ])
        let license = try #require(NSDataAsset(name: "LICENSE", bundle: bundle))
        #expect(String(data: license.data, encoding: .utf8) == "MIT License")
        #expect(license.name == "LICENSE")
        #expect(license.typeIdentifier == "public.plain-text")
        let blob = try #require(NSDataAsset(name: "Blob", bundle: bundle))
        #expect(blob.data == Data([1, 2, 3]))
        #expect(blob.typeIdentifier == "public.data")
        #expect(NSDataAsset(name: "Gone", bundle: bundle) == nil)
        #expect(NSDataAsset(name: "Missing", bundle: bundle) == nil)
    }
}
