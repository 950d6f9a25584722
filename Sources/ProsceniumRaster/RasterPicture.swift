import Foundation

/// A picture's pixels for the raster display: 8-bit RGBA, not premultiplied,
/// top row first (what PNG and TIFF decode to).
public struct RasterPicture: Sendable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    /// Nil when `rgba` does not hold `width` by `height` pixels.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The premultiplied colour at (`x`, `y`) in picture pixels: the four
    /// nearest pixels blended (`smooth`), or the nearest one.
    func sample(x: Double, y: Double, smooth: Bool) -> (Float, Float, Float, Float) {
        func pixel(_ px: Int, _ py: Int) -> (Float, Float, Float, Float) {
            let cx = min(max(px, 0), width - 1), cy = min(max(py, 0), height - 1)
            let i = (cy * width + cx) * 4
            let a = Float(rgba[i + 3]) / 255
            return (Float(rgba[i]) / 255 * a, Float(rgba[i + 1]) / 255 * a, Float(rgba[i + 2]) / 255 * a, a)
        }
        guard smooth else { return pixel(Int(x.rounded(.down)), Int(y.rounded(.down))) }
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
        let p00 = pixel(x0, y0), p10 = pixel(x0 + 1, y0), p01 = pixel(x0, y0 + 1), p11 = pixel(x0 + 1, y0 + 1)
        func mix(_ a: Float, _ b: Float, _ c: Float, _ d: Float) -> Float {
            (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty
        }
        return (mix(p00.0, p10.0, p01.0, p11.0), mix(p00.1, p10.1, p01.1, p11.1),
                mix(p00.2, p10.2, p01.2, p11.2), mix(p00.3, p10.3, p01.3, p11.3))
    }
}

extension RasterBitmap {
    /// Draws `picture` stretched over `frame` (in pixels), times `opacity`,
    /// inside `clip`; with `tint`, its alpha alone in that colour (a
    /// template image in the foreground colour).
    mutating func draw(_ picture: RasterPicture, in frame: PixelRect, opacity: Float, clip: PixelBox, smooth: Bool,
                       tint: (Float, Float, Float, Float)?) {
        guard frame.width > 0, frame.height > 0, opacity > 0 else { return }
        let box = PixelBox(minX: Int(frame.x.rounded(.down)), minY: Int(frame.y.rounded(.down)),
                           maxX: Int((frame.x + frame.width).rounded(.up)), maxY: Int((frame.y + frame.height).rounded(.up)))
            .intersection(clip).intersection(PixelBox(minX: 0, minY: 0, maxX: width, maxY: height))
        guard !box.isEmpty else { return }
        let sx = Double(picture.width) / frame.width, sy = Double(picture.height) / frame.height
        for y in box.minY..<box.maxY {
            // How much of this row the frame covers (its edges fall inside pixels).
            let rowCover = Float(min(Double(y + 1), frame.y + frame.height) - max(Double(y), frame.y))
            for x in box.minX..<box.maxX {
                let columnCover = Float(min(Double(x + 1), frame.x + frame.width) - max(Double(x), frame.x))
                let cover = max(min(rowCover, 1), 0) * max(min(columnCover, 1), 0) * opacity
                guard cover > 0 else { continue }
                var (r, g, b, a) = picture.sample(x: (Double(x) + 0.5 - frame.x) * sx, y: (Double(y) + 0.5 - frame.y) * sy,
                                                  smooth: smooth)
                if let tint { (r, g, b, a) = (tint.0 * a, tint.1 * a, tint.2 * a, tint.3 * a) }
                blend((r, g, b, a), cover: cover, x: x, y: y)
            }
        }
    }
}
