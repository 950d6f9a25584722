import Foundation
import ProsceniumHost
import ProsceniumLayout
import Testing
@testable import ProsceniumRaster

/// The raster display: coverage, shapes, paints and text drawn into pixels at
/// the layout engine's frames. Expected values are geometry (areas of
/// rectangles and circles, a gradient's midpoint) and the text's own
/// measured width, not pictures.
@Suite struct RasterPainterTests {
    /// Sums a bitmap's alpha: the area painted, in pixels.
    static func paintedArea(_ bitmap: RasterBitmap) -> Double {
        var total = 0.0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { total += bitmap.pixel(x: x, y: y).alpha } }
        return total
    }

    @Test func coverageIsTheAreaOfEachPixelInside() {
        var mask = CoverageMask(width: 4, height: 2)
        // From x 0.5 to 2.5, the whole height: half of pixels 0 and 2, all of pixel 1.
        mask.add(polygon: [PixelPoint(x: 0.5, y: 0), PixelPoint(x: 2.5, y: 0), PixelPoint(x: 2.5, y: 2), PixelPoint(x: 0.5, y: 2)])
        let coverage = mask.coverage()
        #expect(coverage.map { ($0 * 100).rounded() / 100 } == [0.5, 1, 0.5, 0, 0.5, 1, 0.5, 0])
        // Wound the other way, the same area.
        var reversed = CoverageMask(width: 4, height: 2)
        reversed.add(polygon: [PixelPoint(x: 0.5, y: 2), PixelPoint(x: 2.5, y: 2), PixelPoint(x: 2.5, y: 0), PixelPoint(x: 0.5, y: 0)])
        #expect(reversed.coverage() == coverage)
    }

    @Test func evenOddLeavesAHoleWhereNonZeroFillsIt() {
        let outer = [PixelPoint(x: 0, y: 0), PixelPoint(x: 6, y: 0), PixelPoint(x: 6, y: 6), PixelPoint(x: 0, y: 6)]
        let inner = [PixelPoint(x: 2, y: 2), PixelPoint(x: 4, y: 2), PixelPoint(x: 4, y: 4), PixelPoint(x: 2, y: 4)]
        var mask = CoverageMask(width: 6, height: 6)
        mask.add(polygon: outer)
        mask.add(polygon: inner)
        #expect(mask.coverage()[3 * 6 + 3] == 1)
        #expect(mask.coverage(evenOdd: true)[3 * 6 + 3] == 0)
        #expect(mask.coverage(evenOdd: true)[0] == 1)
    }

    /// A tree of one element of `tag` filling a `width` by `height` window.
    static func drawn(_ element: RenderElement, width: Double, height: Double, scale: Double = 1) -> RasterBitmap {
        let root = RenderElement(id: ElementID(1), tag: .root, children: [element])
        let size = Size(width: width, height: height)
        let (prepared, layout) = LayoutEngine().preparedLayout(root, in: size)
        return RasterPainter(scale: scale).draw(prepared, layout: layout, size: size)
    }

    @Test func aColourFillsItsFrame() {
        let red = RenderElement(id: ElementID(2), tag: .color, attributes: [.color: .color(.red)])
        let bitmap = Self.drawn(red, width: 10, height: 6, scale: 2)
        #expect(bitmap.width == 20 && bitmap.height == 12)
        let pixel = bitmap.pixel(x: 7, y: 5)
        #expect(RGBA.byte(pixel.red) == 0xFF && RGBA.byte(pixel.green) == 0x3B && RGBA.byte(pixel.blue) == 0x30)
        #expect(abs(Self.paintedArea(bitmap) - 240) < 0.01)
    }

    @Test func aCircleCoversPiTimesItsRadiusSquared() {
        let circle = RenderElement(id: ElementID(2), tag: .shape,
                                   attributes: [.outline: .shape(.circle), .fill: .color(.blue)])
        let bitmap = Self.drawn(circle, width: 40, height: 40)
        // The page's four-curve circle is within 0.03% of a true one.
        #expect(abs(Self.paintedArea(bitmap) - Double.pi * 400) < 2)
        #expect(bitmap.pixel(x: 20, y: 20).alpha == 1 && bitmap.pixel(x: 1, y: 1).alpha == 0)
    }

    @Test func aStrokeIsABandAlongTheOutline() {
        let square = RenderElement(id: ElementID(2), tag: .shape,
                                   attributes: [.outline: .shape(.rectangle), .stroke: .color(.black),
                                                .lineWidth: .length(2), .strokeBorder: true])
        let bitmap = Self.drawn(square, width: 20, height: 20)
        // A 2-point band inside a 20-point square: 20² - 16² = 144, less what the round joins leave of the corners.
        #expect(abs(Self.paintedArea(bitmap) - 144) < 2)
        #expect(bitmap.pixel(x: 10, y: 10).alpha == 0 && bitmap.pixel(x: 10, y: 0).alpha > 0.99)
    }

    @Test func aLinearGradientRunsFromStartToEnd() {
        let stops = [PaintValue.Stop(color: .black, location: 0), PaintValue.Stop(color: .white, location: 1)]
        let gradient = PaintValue.linearGradient(stops, start: .init(x: 0, y: 0.5), end: .init(x: 1, y: 0.5))
        let shape = RenderElement(id: ElementID(2), tag: .shape, attributes: [.outline: .shape(.rectangle), .fill: .paint(gradient)])
        let bitmap = Self.drawn(shape, width: 100, height: 4)
        #expect(bitmap.pixel(x: 0, y: 2).red < 0.01)
        #expect(abs(bitmap.pixel(x: 49, y: 2).red - 0.495) < 0.01)
        #expect(bitmap.pixel(x: 99, y: 2).red > 0.99)
    }

    @Test func textIsDrawnInItsFrameAsWideAsItMeasures() throws {
        let text = RenderElement(id: ElementID(2), tag: .text, attributes: [.foreground: .color(.black)], text: "Hello, raster")
        let root = RenderElement(id: ElementID(1), tag: .root, children: [text])
        let size = Size(width: 200, height: 40)
        let (prepared, layout) = LayoutEngine().preparedLayout(root, in: size)
        let frame = try #require(layout.globalFrame(of: ElementID(2)))
        let bitmap = RasterPainter(scale: 2).draw(prepared, layout: layout, size: size)
        var inked: [Int] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > 0.5 { inked.append(x) }
        }
        let first = Double(try #require(inked.min())) / 2, last = Double(try #require(inked.max())) / 2
        // Ink starts at the frame's leading edge (less the H's side bearing) and ends within its width.
        #expect(first >= frame.x && first < frame.x + 2, "\(first) in \(frame)")
        #expect(last <= frame.x + frame.width && last > frame.x + frame.width - 4, "\(last) in \(frame)")
        // Ink lies between the frame's top and bottom.
        var rows: [Int] = []
        for y in 0..<bitmap.height where (0..<bitmap.width).contains(where: { bitmap.pixel(x: $0, y: y).alpha > 0.5 }) { rows.append(y) }
        let top = Double(try #require(rows.min())) / 2, bottom = Double(try #require(rows.max())) / 2
        #expect(top >= frame.y && bottom <= frame.y + frame.height, "\(top)...\(bottom) in \(frame)")
    }

    @Test func opacityAndHiddenReachTheSubtree() {
        let child = RenderElement(id: ElementID(3), tag: .color, attributes: [.color: .color(.black)])
        let faded = RenderElement(id: ElementID(2), tag: .zstack, attributes: [.opacity: .number(0.5)], children: [child])
        #expect(abs(Self.drawn(faded, width: 4, height: 4).pixel(x: 1, y: 1).alpha - 0.5) < 0.01)
        let hidden = RenderElement(id: ElementID(2), tag: .zstack, attributes: [.hidden: true], children: [child])
        #expect(Self.paintedArea(Self.drawn(hidden, width: 4, height: 4)) == 0)
    }

    @Test func aPictureIsStretchedOverItsFrameAndATemplateTakesTheForeground() throws {
        // Two pixels: red, then half-transparent blue.
        let picture = try #require(RasterPicture(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 128]))
        let image = RenderElement(id: ElementID(2), tag: .image,
                                  attributes: [.asset: "1", .interpolation: "none", .naturalSize: "8 4"])
        let root = RenderElement(id: ElementID(1), tag: .root, children: [image])
        let size = Size(width: 8, height: 4)
        let (prepared, layout) = LayoutEngine().preparedLayout(root, in: size)
        var painter = RasterPainter()
        painter.pictures = { $0.attributes[.asset] == "1" ? picture : nil }
        let drawn = painter.draw(prepared, layout: layout, size: size)
        #expect(drawn.pixel(x: 1, y: 1) == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(abs(drawn.pixel(x: 6, y: 2).alpha - 128.0 / 255) < 0.01 && drawn.pixel(x: 6, y: 2).blue > 0.99)

        var template = prepared
        template.children[0].attributes[.renderingMode] = "template"
        template.children[0].attributes[.foreground] = .color(.green)
        let tinted = painter.draw(template, layout: layout, size: size)
        #expect(RGBA.byte(tinted.pixel(x: 1, y: 1).green) == 0xC7 && RGBA.byte(tinted.pixel(x: 1, y: 1).red) == 0x34)
        #expect(abs(tinted.pixel(x: 6, y: 2).alpha - 128.0 / 255) < 0.01)
    }
}
