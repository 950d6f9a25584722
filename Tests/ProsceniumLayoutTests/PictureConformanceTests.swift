import Foundation
import ProsceniumHost
import Testing
@testable import ProsceniumLayout

/// Pictures (`Image("name")`, `Image(nsImage:)`), sized by the pixel size
/// the app reads from the file's header over the file's scale, and the
/// kinds that take what they are offered (`Canvas`, `TextEditor`).
@Suite struct PictureConformanceTests {
    let engine = LayoutEngine()
    let window = Size(width: 400, height: 300)

    @Test func aPictureIsItsNaturalSizeUnlessResizable() {
        // "An image is its natural size unless resizable": a fixed image
        // ignores what it is offered.
        let t = Tree()
        let photo = t.element(.image, [.asset: "1", .naturalSize: "120 80"])
        #expect(engine.sizeThatFits(photo, ProposedSize(width: 50, height: 50)) == Size(width: 120, height: 80))
        #expect(engine.sizeThatFits(photo, .unspecified) == Size(width: 120, height: 80))
        // `resizable()` takes the proposal; its ideal size is the natural one.
        let resizable = t.element(.image, [.asset: "1", .naturalSize: "120 80", .resizable: true])
        #expect(engine.sizeThatFits(resizable, ProposedSize(width: 300, height: 30)) == Size(width: 300, height: 30))
        #expect(engine.sizeThatFits(resizable, .unspecified) == Size(width: 120, height: 80))
    }

    @Test func aResizablePictureWithAnAspectRatioKeepsItsOwnRatio() {
        // `resizable().aspectRatio(contentMode: .fit)` with no ratio given
        // uses the image's own (3:2 here) inside a 200 by 200 frame.
        let t = Tree()
        let fit = t.element(.image, [.asset: "1", .naturalSize: "120 80", .resizable: true, .contentMode: "fit"])
        let framed = t.frame(width: 200, height: 200, fit)
        let result = engine.layout(t.root(framed), in: window)
        #expect(result.frame(of: fit.id)?.size == Size(width: 200, height: 200.0 * 80 / 120))
        let fill = t.element(.image, [.asset: "1", .naturalSize: "120 80", .resizable: true, .contentMode: "fill"])
        let filled = t.frame(width: 200, height: 200, fill)
        let second = engine.layout(t.root(filled), in: window)
        #expect(second.frame(of: fill.id)?.size == Size(width: 300, height: 200))
    }

    @Test func aCanvasAndATextEditorTakeWhatTheyAreOffered() {
        let t = Tree()
        let canvas = t.element(.canvas, [:])
        let editor = t.element(.texteditor, [:])
        let stack = t.vstack(spacing: 0, canvas, editor)
        let result = engine.layout(t.root(stack), in: window)
        #expect(result.frame(of: canvas.id)?.size == Size(width: 400, height: 150))
        #expect(result.frame(of: editor.id)?.size == Size(width: 400, height: 150))
        #expect(LayoutEngine.placesTree(t.root(stack)))
    }

    @Test func theHeaderOfEachPictureFormatGivesItsPixelSize() throws {
        // A 1 by 1 PNG, and headers written here for the other formats.
        let png = try #require(Data(base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="))
        #expect(pixels(png) == [1, 1])
        let gif = Data("GIF89a".utf8) + Data([0x40, 0x01, 0xF0, 0x00]) + Data(count: 8)
        #expect(pixels(gif) == [320, 240])
        // JPEG: SOI, an APP0 segment of 16 bytes, then SOF0 (height 480, width 640).
        var jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data(count: 14)
        jpeg += Data([0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]) + Data(count: 12)
        #expect(pixels(jpeg) == [640, 480])
        var bmp = Data("BM".utf8) + Data(count: 16)
        bmp += Data([0x64, 0, 0, 0]) + Data([0x9C, 0xFF, 0xFF, 0xFF]) // 100 wide, 100 tall top-down
        #expect(pixels(bmp) == [100, 100])
        var webp = Data("RIFF".utf8) + Data(count: 4) + Data("WEBPVP8X".utf8) + Data(count: 8)
        webp += Data([0x1F, 0x03, 0x00, 0xC7, 0x00, 0x00]) // 800 by 200
        #expect(pixels(webp) == [800, 200])
    }

    private func pixels(_ bytes: Data) -> [Int]? {
        PictureSize.pixels(of: bytes).map { [$0.width, $0.height] }
    }

    @Test func aFileThatIsNoPictureHasNoSize() {
        #expect(PictureSize.pixels(of: Data("plain text".utf8)) == nil)
        #expect(PictureSize.pixels(of: Data()) == nil)
        // Truncated headers read as nothing, never past their end.
        #expect(PictureSize.pixels(of: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == nil)
        #expect(PictureSize.pixels(of: Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00])) == nil)
        #expect(PictureSize.pixels(of: Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF])) == nil)
        #expect(PictureSize.pixels(of: Data("GIF89a".utf8)) == nil)
    }
}
