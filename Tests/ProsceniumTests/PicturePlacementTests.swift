import Foundation
import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting
import ProsceniumLayout

/// A picture's size comes from its file's header (`naturalSize`, in
/// points: pixels over scale), so a window showing pictures is laid out by
/// the engine, the picture at that size or, resizable, at its frame.
@MainActor @Suite struct PicturePlacementTests {
    @Test func aPicturesNaturalSizeIsItsPixelsOverItsScale() throws {
        let image = try #require(NSImage(data: pushpinPNG))
        let half = try #require(NSImage(data: pushpinPNG))
        half.size = NSSize(width: 16, height: 16)
        let ui = ViewHarness(VStack {
            Image(nsImage: image)
            Image(nsImage: half)
        })
        let images = ui.all(.image)
        #expect(images.first?[string: .naturalSize] == "32 32")
        #expect(images.last?[string: .naturalSize] == "16 16", "a 32-pixel image at scale 2 is 16 points")
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let frame = try #require(ui.frame(of: images[0], in: CGSize(width: 300, height: 200)))
        #expect(frame.width == 32 && frame.height == 32)
        #expect(ui.frame(of: images[1], in: CGSize(width: 300, height: 200))?.width == 16)
    }

    @Test func aResizablePictureFillsItsFrame() throws {
        let image = try #require(NSImage(data: pushpinPNG))
        let ui = ViewHarness(Image(nsImage: image).resizable().frame(width: 90, height: 60))
        let picture = try #require(ui.all(.image).first)
        let frame = try #require(ui.frame(of: picture, in: CGSize(width: 300, height: 200)))
        #expect(frame.width == 90 && frame.height == 60)
    }

    @Test func bytesThatAreNoPictureLeaveTheImageToTheDisplay() throws {
        let ui = ViewHarness(Image(nsImage: NSImage(size: NSSize(width: 10, height: 10))))
        let picture = try #require(ui.all(.image).first)
        #expect(picture[string: .naturalSize] == nil)
    }
}
