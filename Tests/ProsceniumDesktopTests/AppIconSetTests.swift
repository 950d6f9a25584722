import Foundation
@testable import ProsceniumDesktop
import Testing

/// The app icon set's PNGs as hicolor icons, at the sizes they really are.
@Suite struct AppIconSetTests {
    @Test func eachPNGGoesToTheThemeFolderOfItsSizeAndTheRestIsSaid() throws {
        let folder = try DesktopFixture.scratch("icons")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = try DesktopFixture.project(in: folder)
        let set = AppIconSet(folder: root.appendingPathComponent("Assets.xcassets/AppIcon.appiconset"))
        #expect(set.icons.map(\.folder) == ["16x16/apps", "32x32/apps", "64x64/apps", "128x128/apps", "512x512@2/apps"])
        #expect(set.icons.map(\.source.lastPathComponent) == ["icon_16.png", "icon_32.png", "icon_64.png", "icon_128.png", "icon_1024.png"])
        #expect(set.notes.count == 2)
        #expect(set.notes.contains("icon_wide.png is 256x128, not square: left out"))
        #expect(set.notes.contains { $0.hasPrefix("icon_256.jpg is not a PNG file") })
    }

    @Test func aSizeTheThemeLacksIsLeftOutNotResized() throws {
        let folder = try DesktopFixture.scratch("icon-sizes")
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNG.gray(width: 100, height: 100).write(to: folder.appendingPathComponent("odd.png"))
        try #"{"images":[{"filename":"odd.png","idiom":"universal","size":"100x100"}]}"#
            .write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let set = AppIconSet(folder: folder)
        #expect(set.icons.isEmpty)
        #expect(set.notes == ["odd.png is 100x100, a size the hicolor theme has no folder for: left out"])
        #expect(AppIconSet.pngSize(of: folder.appendingPathComponent("odd.png"))! == (100, 100))
        #expect(AppIconSet.pngSize(of: folder.appendingPathComponent("Contents.json")) == nil)
    }
}
