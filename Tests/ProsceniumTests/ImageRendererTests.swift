import Foundation
import Proscenium
import ProsceniumTesting
import Testing

/// `ImageRenderer` draws a view into pixels at its ideal size (or the size
/// proposed), `scale` pixels a point: what an app saves or copies as an image.
@MainActor @Suite struct ImageRendererTests {
    private struct Badge: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 20)
                Circle().fill(Color.blue).frame(width: 20, height: 20)
            }
        }
    }

    /// The pixel at (x, y) of `image`, as bytes.
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) throws -> [UInt8] {
        let rep = NSBitmapImageRep(cgImage: image)
        let color = try #require(rep.colorAt(x: x, y: y))
        return [color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent]
            .map { UInt8((Double($0) * 255).rounded()) }
    }

    @Test func aViewIsDrawnAtItsIdealSize() throws {
        let image = try #require(ImageRenderer(content: Badge()).cgImage)
        #expect(image.width == 50 && image.height == 20)
        #expect(try pixel(image, 10, 10) == [0xFF, 0x3B, 0x30, 0xFF])
        #expect(try pixel(image, 40, 10) == [0x00, 0x7A, 0xFF, 0xFF])
        // Outside the circle, in its frame's corner: clear.
        #expect(try pixel(image, 31, 1)[3] == 0)
    }

    @Test func scaleIsPixelsAPointAndTheImageKeepsItsSizeInPoints() throws {
        let renderer = ImageRenderer(content: Badge())
        renderer.scale = 2
        let image = try #require(renderer.cgImage)
        #expect(image.width == 100 && image.height == 40)
        let nsImage = try #require(renderer.nsImage)
        #expect(nsImage.size == NSSize(width: 50, height: 20))
    }

    @Test func aProposalSizesFlexibleContent() throws {
        let renderer = ImageRenderer(content: Color.green)
        #expect(renderer.cgImage?.width == 10, "a colour's ideal size is 10 by 10, as in SwiftUI")
        renderer.proposedSize = ProposedViewSize(width: 64, height: 8)
        let image = try #require(renderer.cgImage)
        #expect(image.width == 64 && image.height == 8)
    }

    @Test func textIsDrawnInTheForegroundColour() throws {
        let renderer = ImageRenderer(content: Text("Export").font(.title).foregroundStyle(Color.black).padding(4))
        let image = try #require(renderer.cgImage)
        #expect(image.height == 26 + 8)
        let rep = NSBitmapImageRep(cgImage: image)
        var dark = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                if let color = rep.colorAt(x: x, y: y), color.alphaComponent > 0.5, color.redComponent < 0.2 { dark += 1 }
            }
        }
        // Glyphs, not a filled box: some of the text's area, far from all of it.
        #expect(dark > 60 && dark < image.width * image.height / 2, "\(dark) dark pixels")
        #expect(try pixel(image, 1, 1)[3] == 0)
    }

    @Test func anEmptyViewHasNoImageAndChangesArePublished() {
        let renderer = ImageRenderer(content: EmptyView())
        #expect(renderer.cgImage == nil && renderer.nsImage == nil)
        var changes = 0
        let subscription = renderer.objectWillChange.sink { changes += 1 }
        renderer.scale = 3
        renderer.proposedSize = .zero
        #expect(changes == 2)
        subscription.cancel()
    }

    @Test func anOpaqueImageStandsOnTheWindowBackground() throws {
        let renderer = ImageRenderer(content: Circle().fill(Color.red).frame(width: 10, height: 10))
        #expect(try pixel(try #require(renderer.cgImage), 0, 0)[3] == 0)
        renderer.isOpaque = true
        #expect(try pixel(try #require(renderer.cgImage), 0, 0) == [0xEC, 0xEC, 0xEC, 0xFF])
    }

    @Test func aPictureShowsItsPixels() throws {
        // A 4 by 2 picture: its left half green, its right half clear.
        var pixels: [UInt8] = []
        for _ in 0..<2 { pixels += [0, 255, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0] }
        let source = try #require(CGImage(width: 4, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                                          provider: CGDataProvider(data: Data(pixels) as CFData)!, decode: nil,
                                          shouldInterpolate: false, intent: .defaultIntent))
        let picture = Image(nsImage: NSImage(cgImage: source, size: NSSize(width: 4, height: 2)))
            .resizable().interpolation(.none).frame(width: 40, height: 20)
        let image = try #require(ImageRenderer(content: picture).cgImage)
        #expect(image.width == 40 && image.height == 20)
        #expect(try pixel(image, 5, 10) == [0, 255, 0, 255])
        #expect(try pixel(image, 35, 10)[3] == 0)
    }

    @Test func aGeometryReaderIsToldItsSize() throws {
        // Half the reader's width in red: nothing without the measurement.
        let half = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height)
        }
        .frame(width: 100, height: 10)
        let image = try #require(ImageRenderer(content: half).cgImage)
        #expect(try pixel(image, 20, 5) == [0xFF, 0x3B, 0x30, 0xFF])
        #expect(try pixel(image, 48, 5)[3] == 0xFF && pixel(image, 52, 5)[3] == 0)
    }

    @Test func aSymbolIsDrawnInTheForegroundColour() throws {
        let star = Image(systemName: "star.fill").font(.system(size: 24)).foregroundStyle(Color.red)
        let image = try #require(ImageRenderer(content: star).cgImage)
        let rep = NSBitmapImageRep(cgImage: image)
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width where (rep.colorAt(x: x, y: y)?.alphaComponent ?? 0) > 0.5 {
                #expect(rep.colorAt(x: x, y: y)?.redComponent ?? 0 > 0.9)
                red += 1
            }
        }
        // A star: a good part of its box, not all of it.
        #expect(red > image.width * image.height / 5 && red < image.width * image.height * 4 / 5, "\(red) of \(image.width)×\(image.height)")
    }

    @Test func aSymbolsUnlistedVariantIsDrawnInItsShape() throws {
        func image(_ name: String) throws -> NSBitmapImageRep {
            let symbol = Image(systemName: name).font(.system(size: 48)).foregroundStyle(Color.black)
            return NSBitmapImageRep(cgImage: try #require(ImageRenderer(content: symbol).cgImage))
        }
        func inked(_ rep: NSBitmapImageRep, units x: Double, _ y: Double) -> Bool {
            // The symbol's box is 24 units as tall as the image, centred across it.
            let unit = Double(rep.pixelsHigh) / 24, left = (Double(rep.pixelsWide) - 24 * unit) / 2
            return (rep.colorAt(x: Int(left + x * unit), y: Int(y * unit))?.alphaComponent ?? 0) > 0.5
        }
        // The square's left side (2 to 3.8 units) beside the star's middle: the star alone leaves it clear.
        #expect(!inked(try image("star"), units: 2.9, 12))
        #expect(inked(try image("star.square"), units: 2.9, 12))
        // Filled: the square is solid beside the glyph, and the glyph's own outline is cut out of it.
        let filled = try image("star.square.fill")
        #expect(inked(filled, units: 4.2, 12))
        #expect(!inked(try image("star.square"), units: 4.2, 12))
    }
}
