import Foundation
public import ProsceniumHost

/// Pixels a raster display draws into: premultiplied RGBA in sRGB, composited
/// source-over as a browser composites, top row first.
public struct RasterBitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Red, green, blue (premultiplied) and alpha of each pixel, 0...1.
    var pixels: [Float]

    /// A bitmap of `width` by `height` pixels, clear or filled with `background`.
    public init(width: Int, height: Int, background: RGBA? = nil) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        pixels = [Float](repeating: 0, count: self.width * self.height * 4)
        if let background {
            let a = Float(min(max(background.alpha, 0), 1))
            let fill: [Float] = [Float(background.red) * a, Float(background.green) * a, Float(background.blue) * a, a]
            for index in 0..<(self.width * self.height) { pixels.replaceSubrange(index * 4..<(index * 4 + 4), with: fill) }
        }
    }

    /// The pixel at column `x`, row `y`, unpremultiplied.
    public func pixel(x: Int, y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < width, y < height else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        let i = (y * width + x) * 4
        let a = pixels[i + 3]
        guard a > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        return RGBA(red: Double(pixels[i] / a), green: Double(pixels[i + 1] / a), blue: Double(pixels[i + 2] / a),
                    alpha: Double(a))
    }

    /// 8-bit RGBA, not premultiplied, top row first: what `CGImage` and
    /// `NSBitmapImageRep` hold.
    public func rgba8() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            let i = index * 4
            let a = pixels[i + 3]
            guard a > 0 else { continue }
            for channel in 0..<3 { bytes[i + channel] = Self.byte(pixels[i + channel] / a) }
            bytes[i + 3] = Self.byte(a)
        }
        return bytes
    }

    /// A premultiplied colour over the pixel at (`x`, `y`), `cover` of it.
    mutating func blend(_ color: (Float, Float, Float, Float), cover: Float, x: Int, y: Int) {
        let alpha = color.3 * cover
        guard alpha > 0 else { return }
        let i = (y * width + x) * 4
        let keep = 1 - alpha
        pixels[i] = color.0 * cover + pixels[i] * keep
        pixels[i + 1] = color.1 * cover + pixels[i + 1] * keep
        pixels[i + 2] = color.2 * cover + pixels[i + 2] * keep
        pixels[i + 3] = alpha + pixels[i + 3] * keep
    }

    private static func byte(_ value: Float) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }

    /// Paints `paint` through `coverage` (a mask of `box`'s size placed at
    /// its origin), times `opacity`, inside `clip`.
    mutating func composite(_ coverage: [Float], box: PixelBox, paint: PixelPaint, opacity: Float, clip: PixelBox) {
        let area = box.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let cover = coverage[(y - box.minY) * box.width + (x - box.minX)] * opacity
                guard cover > 0 else { continue }
                blend(paint.color(x: Double(x) + 0.5, y: Double(y) + 0.5), cover: cover, x: x, y: y)
            }
        }
    }
}

/// A rectangle of whole pixels.
struct PixelBox: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int
    var width: Int { max(maxX - minX, 0) }
    var height: Int { max(maxY - minY, 0) }
    var isEmpty: Bool { width == 0 || height == 0 }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(minX: max(minX, other.minX), minY: max(minY, other.minY),
                 maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    /// The whole pixels `polygons` touch.
    static func around(_ polygons: [[PixelPoint]]) -> PixelBox? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polygon in polygons {
            for point in polygon where point.x.isFinite && point.y.isFinite {
                minX = min(minX, point.x)
                minY = min(minY, point.y)
                maxX = max(maxX, point.x)
                maxY = max(maxY, point.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        let clamp = { (value: Double) in Int(max(min(value, 1e7), -1e7)) }
        return PixelBox(minX: clamp(minX.rounded(.down)), minY: clamp(minY.rounded(.down)),
                        maxX: clamp(maxX.rounded(.up)) + 1, maxY: clamp(maxY.rounded(.up)) + 1)
    }
}

extension RasterBitmap {
    /// Fills `polygons` (in pixels) with `paint`.
    mutating func fill(_ polygons: [[PixelPoint]], paint: PixelPaint, opacity: Float, clip: PixelBox,
                       evenOdd: Bool = false) {
        guard opacity > 0, let box = maskBox(around: polygons, clip: clip) else { return }
        composite(Self.coverage(of: polygons, in: box, evenOdd: evenOdd), box: box, paint: paint, opacity: opacity, clip: clip)
    }

    /// Fills `polygons` less what `cut` covers (a glyph knocked out of a shape).
    mutating func fill(_ polygons: [[PixelPoint]], cutting cut: [[PixelPoint]], paint: PixelPaint, opacity: Float,
                       clip: PixelBox) {
        guard opacity > 0, let box = maskBox(around: polygons, clip: clip) else { return }
        let kept = zip(Self.coverage(of: polygons, in: box), Self.coverage(of: cut, in: box)).map { $0 * (1 - $1) }
        composite(kept, box: box, paint: paint, opacity: opacity, clip: clip)
    }

    /// The pixels `polygons` touch inside `clip` and the bitmap; nil when none.
    private func maskBox(around polygons: [[PixelPoint]], clip: PixelBox) -> PixelBox? {
        guard let found = PixelBox.around(polygons) else { return nil }
        let box = found.intersection(clip).intersection(PixelBox(minX: 0, minY: 0, maxX: width, maxY: height))
        return box.isEmpty ? nil : box
    }

    /// How much of each pixel of `box` `polygons` cover.
    private static func coverage(of polygons: [[PixelPoint]], in box: PixelBox, evenOdd: Bool = false) -> [Float] {
        var mask = CoverageMask(width: box.width, height: box.height)
        for polygon in polygons {
            mask.add(polygon: polygon.map { PixelPoint(x: $0.x - Double(box.minX), y: $0.y - Double(box.minY)) })
        }
        return mask.coverage(evenOdd: evenOdd)
    }
}
