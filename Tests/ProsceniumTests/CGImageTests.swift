import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// A 4 by 2 image of known pixels, top row red, green, blue, white; bottom
/// row black, grey, yellow, transparent; as 8-bit RGBA, not premultiplied.
let knownPixels: [UInt8] = [
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
    0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 0, 255, 0, 0, 0, 0,
]

func knownImage(_ pixels: [UInt8] = knownPixels, width: Int = 4, height: Int = 2,
                info: CGBitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue)) -> CGImage? {
    CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info,
            provider: CGDataProvider(data: Data(pixels) as CFData)!, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)
}

/// The 8-bit RGBA components of a bitmap's pixel.
func components(_ rep: NSBitmapImageRep, _ x: Int, _ y: Int) -> [Int] {
    guard let color = rep.colorAt(x: x, y: y) else { return [] }
    return [color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent]
        .map { Int(($0 * 255).rounded()) }
}

@MainActor @Suite struct CGImageTests {
    @Test func anImagesPixelsReadBackAsTheyWereGiven() throws {
        let image = try #require(knownImage())
        #expect(image.width == 4 && image.height == 2 && image.bitsPerPixel == 32 && image.bytesPerRow == 16)
        #expect(image.alphaInfo == .last)
        let rep = NSBitmapImageRep(cgImage: image)
        #expect(rep.pixelsWide == 4 && rep.pixelsHigh == 2)
        #expect(components(rep, 0, 0) == [255, 0, 0, 255])
        #expect(components(rep, 1, 1) == [128, 128, 128, 255])
        #expect(components(rep, 3, 1)[3] == 0)
        // And back: the bitmap's CGImage holds the same pixels.
        let again = try #require(rep.cgImage)
        #expect(NSBitmapImageRep(cgImage: again).representation(using: .png, properties: [:])
                == rep.representation(using: .png, properties: [:]))
        #expect(Data(referencing: try #require(image.dataProvider?.data)) == Data(knownPixels))
    }

    @Test func layoutsOtherThanRGBAAreRead() throws {
        // BGRA, premultiplied, as a Mac's bitmap contexts store it: a half-transparent red.
        let bgra = try #require(knownImage([0, 0, 128, 128], width: 1, height: 1, info: CGBitmapInfo(
            rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)))
        #expect(components(NSBitmapImageRep(cgImage: bgra), 0, 0) == [255, 0, 0, 128])
        // 8-bit grey, no alpha.
        let gray = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [],
                                        provider: CGDataProvider(data: Data([0, 200]) as CFData)!, decode: nil,
                                        shouldInterpolate: false, intent: .defaultIntent))
        #expect(components(NSBitmapImageRep(cgImage: gray), 1, 0) == [200, 200, 200, 255])
        // RGB, 24 bits, rows padded to 8 bytes.
        let rgb = try #require(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 8,
                                       space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: [],
                                       provider: CGDataProvider(data: Data([1, 2, 3, 4, 5, 6, 0, 0, 7, 8, 9, 10, 11, 12, 0, 0]) as CFData)!,
                                       decode: nil, shouldInterpolate: true, intent: .perceptual))
        #expect(components(NSBitmapImageRep(cgImage: rgb), 1, 1) == [10, 11, 12, 255])
        // Too few bytes, or a pixel size that does not fit the components: nil, as in Core Graphics.
        #expect(knownImage([1, 2, 3], width: 1, height: 1) == nil)
        #expect(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 4,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                        provider: CGDataProvider(data: Data([0, 0, 0, 0]) as CFData)!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(CGColorSpace(name: "kCGColorSpaceGenericCMYK") == nil)
    }

    @Test func croppingKeepsThePixelsInsideTheRectangle() throws {
        let image = try #require(knownImage())
        let crop = try #require(image.cropping(to: CGRect(x: 1.5, y: 1, width: 2, height: 5)))
        // Widened to whole pixels (1...4) and cut to the image (rows 1...2).
        #expect(crop.width == 3 && crop.height == 1)
        let rep = NSBitmapImageRep(cgImage: crop)
        #expect(components(rep, 0, 0) == [128, 128, 128, 255])
        #expect(components(rep, 1, 0) == [255, 255, 0, 255])
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    }

    @Test func anNSImageOfACGImageShowsAndGivesBackItsPixels() throws {
        let image = try #require(knownImage())
        let nsImage = NSImage(cgImage: image, size: .zero)
        #expect(nsImage.size == NSSize(width: 4, height: 2))
        #expect(NSImage(cgImage: image, size: NSSize(width: 2, height: 1)).size == NSSize(width: 2, height: 1))
        let back = try #require(nsImage.cgImage(forProposedRect: nil, context: nil, hints: nil))
        #expect(components(NSBitmapImageRep(cgImage: back), 2, 0) == [0, 0, 255, 255])
        let ui = ViewHarness(Image(nsImage: nsImage))
        #expect(ui.all(.image).first?[string: .naturalSize] == "4 2")
    }

    @Test func orientationsHaveSwiftUIsRawValues() {
        #expect(Image.Orientation.allCases.map(\.rawValue) == Array(0...7))
        #expect(Image.Orientation(rawValue: 6) == .right)
        #expect(Image.Orientation(rawValue: 8) == nil)
    }

    @Test func anImageShowsItsPixelsAtItsScaleTurnedByItsOrientation() throws {
        let image = try #require(knownImage())
        let ui = ViewHarness(VStack {
            Image(image, scale: 1, orientation: .up, label: Text("Swatches"))
            Image(decorative: image, scale: 2, orientation: .right)
            Image(image, scale: 1, orientation: .leftMirrored, label: Text("Mirrored"))
        })
        let images = ui.all(.image)
        #expect(images.map { $0[string: .label] } == ["Swatches", "", "Mirrored"])
        #expect(images.map { $0[string: .naturalSize] } == ["4 2", "1 2", "2 4"])
        let turned = try #require(ui.frame(of: images[1], in: CGSize(width: 300, height: 200)))
        #expect(turned.width == 1 && turned.height == 2, "a 4 by 2 image turned right at scale 2 lays out 1 by 2")
        func shown(_ element: RenderElement) throws -> NSBitmapImageRep {
            let asset = try #require(element[string: .asset].flatMap { ui.graph.imageAssets.displayAsset(forKey: $0) })
            let bytes = try #require(asset.bytes())
            return try #require(NSBitmapImageRep(data: bytes))
        }
        let up = try shown(images[0])
        #expect(components(up, 0, 0) == [255, 0, 0, 255] && components(up, 2, 1) == [255, 255, 0, 255])
        // Turned 90° clockwise: the top left pixel (red) is at the top right, the bottom left (black) at the top left.
        let right = try shown(images[1])
        #expect(right.pixelsWide == 2 && right.pixelsHigh == 4)
        #expect(components(right, 1, 0) == [255, 0, 0, 255] && components(right, 0, 0) == [0, 0, 0, 255])
        #expect(components(right, 1, 3) == [255, 255, 255, 255])
        // Mirrored across the diagonal: (x, y) shows the stored (y, x).
        let mirrored = try shown(images[2])
        #expect(components(mirrored, 1, 0) == [0, 0, 0, 255] && components(mirrored, 0, 1) == [0, 255, 0, 255])
        // The same image shown again keeps its key: its bytes are made and sent once.
        let again = ViewHarness(Image(image, scale: 1, orientation: .up, label: Text("Swatches")))
        #expect(again.all(.image).first?[string: .asset] != nil)
        #expect(Image(image, scale: 1, label: Text("A")) == Image(image, scale: 1, label: Text("A")))
    }

    @Test func aDrawnImageIsItsRecordedDrawingAtItsSize() throws {
        let ui = ViewHarness(VStack {
            Image(size: CGSize(width: 30, height: 20), label: Text("Dot")) { context in
                context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 20)), with: .color(.red))
            }
            Image(size: CGSize(width: 10, height: 10)) { _ in }.resizable().frame(width: 50, height: 40)
        })
        let images = ui.all(.image)
        #expect(images[0][string: .label] == "Dot")
        #expect(images[0][string: .naturalSize] == "30 20")
        guard case let .drawing(drawing)? = images[0].attributes[.drawing] else {
            Issue.record("a drawn image carries its drawing")
            return
        }
        #expect(drawing.commands.contains { if case .fill = $0 { true } else { false } })
        let frame = try #require(ui.frame(of: images[0], in: CGSize(width: 300, height: 200)))
        #expect(frame.width == 30 && frame.height == 20)
        let stretched = try #require(ui.frame(of: images[1], in: CGSize(width: 300, height: 200)))
        #expect(stretched.width == 50 && stretched.height == 40)
    }
}
