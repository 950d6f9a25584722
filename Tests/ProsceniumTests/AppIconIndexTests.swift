import Foundation
import Testing
@testable import Proscenium

/// An asset catalogue's `AppIcon.appiconset` is found as the image
/// `AppIcon` (what an alert shows): its file of at least 128 pixels closest
/// to that (a 64-point icon at scale 2), else its largest.
@Suite struct AppIconIndexTests {
    /// A catalogue at a fresh folder whose app icon set lists `entries`
    /// (file name, size in points, scale), each written as a file.
    private func catalogue(_ entries: [(String, Int, Int)]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("appicon-\(UUID().uuidString)").path
        let set = "\(root)/Assets.xcassets/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        let images = entries.map { #"{"idiom":"mac","filename":"\#($0.0)","size":"\#($0.1)x\#($0.1)","scale":"\#($0.2)x"}"# }
        try Data(#"{"images":[\#(images.joined(separator: ","))]}"#.utf8).write(to: URL(fileURLWithPath: "\(set)/Contents.json"))
        for entry in entries { try Data([0x89]).write(to: URL(fileURLWithPath: "\(set)/\(entry.0)")) }
        return root
    }

    @Test func theIconSetIsTheImageAppIconAtItsSharpSize() throws {
        let root = try catalogue([("i16.png", 16, 1), ("i32@2x.png", 32, 2), ("i64@2x.png", 64, 2),
                                  ("i128.png", 128, 1), ("i512.png", 512, 1)])
        let index = ImageFileIndex.deep(root)
        let icon = try #require(index["AppIcon"])
        // 64 by 64 at 2x and 128 at 1x are both 128 pixels: the first listed wins.
        #expect(icon.path.hasSuffix("AppIcon.appiconset/i64@2x.png"))
        #expect(icon.scale == 1)
        // The set's files are not images of their own names.
        #expect(index["i16"] == nil)
    }

    @Test func aSetOfSmallIconsGivesItsLargest() throws {
        let index = ImageFileIndex.deep(try catalogue([("a.png", 16, 1), ("b.png", 32, 2), ("c.png", 32, 1)]))
        #expect(index["AppIcon"]?.path.hasSuffix("/b.png") == true)
    }
}
