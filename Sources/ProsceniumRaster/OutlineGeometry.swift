import Foundation
import ProsceniumHost

/// Shapes' outlines at their element's size, as the page computes them
/// (`outlineSegments` in the client's drawing.js): the same quarter-circle
/// curves, insets and operations, so a shape is the same on both displays.
extension ShapeValue {
    private static let kappa = 0.5522847498

    /// The outline in the element's points, for a frame of `width` by `height`.
    func path(width w: Double, height h: Double) -> ShapePath {
        let inset = operations.reduce(0.0) { sum, operation in
            if case let .inset(amount) = operation { sum + amount } else { sum }
        }
        let x = inset, y = inset, W = max(w - 2 * inset, 0), H = max(h - 2 * inset, 0)
        var outline: ShapePath
        switch base {
        case .rectangle:
            outline = Self.roundedRect(x, y, W, H, radii: Array(repeating: (0, 0), count: 4))
        case let .roundedRectangle(cw, ch, _):
            let r = (max(cw - inset, 0), max(ch - inset, 0))
            outline = Self.roundedRect(x, y, W, H, radii: [r, r, r, r])
        case let .unevenRoundedRectangle(radii, _):
            // Top leading, top trailing, bottom trailing, bottom leading.
            let r = [radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading]
                .map { (max($0 - inset, 0), max($0 - inset, 0)) }
            outline = Self.roundedRect(x, y, W, H, radii: r)
        case .circle:
            let r = min(W, H) / 2
            outline = Self.ellipse(x + W / 2, y + H / 2, r, r)
        case .ellipse:
            outline = Self.ellipse(x + W / 2, y + H / 2, W / 2, H / 2)
        case .capsule:
            let r = min(W, H) / 2
            outline = Self.roundedRect(x, y, W, H, radii: [(r, r), (r, r), (r, r), (r, r)])
        case let .path(path, reference):
            outline = path
            if let reference, reference.x > 0, reference.y > 0 {
                outline = path.mapped { ShapePath.Point(x: x + $0.x * W / reference.x, y: y + $0.y * H / reference.y) }
            }
        }
        for operation in operations {
            switch operation {
            case .inset, .trim: break
            case let .offset(dx, dy):
                outline = outline.mapped { ShapePath.Point(x: $0.x + dx, y: $0.y + dy) }
            case let .rotation(degrees, ax, ay):
                let cx = ax * w, cy = ay * h, t = degrees * Double.pi / 180, cosine = cos(t), sine = sin(t)
                outline = outline.mapped {
                    ShapePath.Point(x: cx + ($0.x - cx) * cosine - ($0.y - cy) * sine,
                                    y: cy + ($0.x - cx) * sine + ($0.y - cy) * cosine)
                }
            case let .scale(sx, sy, ax, ay):
                let cx = ax * w, cy = ay * h
                outline = outline.mapped { ShapePath.Point(x: cx + ($0.x - cx) * sx, y: cy + ($0.y - cy) * sy) }
            case let .transform(a, b, c, d, tx, ty):
                outline = outline.mapped { ShapePath.Point(x: a * $0.x + c * $0.y + tx, y: b * $0.x + d * $0.y + ty) }
            }
        }
        return outline
    }

    /// The part of the outline the trims leave, as fractions of its length
    /// (0...1 when there is no trim).
    var trimRange: ClosedRange<Double> {
        var range = 0.0...1.0
        for case let .trim(from, to) in operations {
            let low = min(max(from, 0), 1), high = min(max(to, 0), 1)
            range = low <= high ? low...high : 0...0
        }
        return range
    }

    /// A quarter turn clockwise (y down) from `from` radians, as a cubic curve.
    private static func arc(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from: Double) -> ShapePath.Element {
        let to = from + Double.pi / 2
        let (c0, s0, c1, s1) = (cos(from), sin(from), cos(to), sin(to))
        return .curve(to: ShapePath.Point(x: cx + rx * c1, y: cy + ry * s1),
                      control1: ShapePath.Point(x: cx + rx * (c0 - kappa * s0), y: cy + ry * (s0 + kappa * c0)),
                      control2: ShapePath.Point(x: cx + rx * (c1 + kappa * s1), y: cy + ry * (s1 - kappa * c1)))
    }

    /// A rectangle with corner radii (x, y) from the top leading corner, clockwise.
    static func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double,
                            radii: [(Double, Double)]) -> ShapePath {
        let r = radii.map { (max(0, min($0.0, w / 2)), max(0, min($0.1, h / 2))) }
        let (tl, tr, br, bl) = (r[0], r[1], r[2], r[3])
        func p(_ px: Double, _ py: Double) -> ShapePath.Point { ShapePath.Point(x: px, y: py) }
        return ShapePath([
            .move(to: p(x + tl.0, y)), .line(to: p(x + w - tr.0, y)),
            arc(x + w - tr.0, y + tr.1, tr.0, tr.1, from: -Double.pi / 2),
            .line(to: p(x + w, y + h - br.1)),
            arc(x + w - br.0, y + h - br.1, br.0, br.1, from: 0),
            .line(to: p(x + bl.0, y + h)),
            arc(x + bl.0, y + h - bl.1, bl.0, bl.1, from: Double.pi / 2),
            .line(to: p(x, y + tl.1)),
            arc(x + tl.0, y + tl.1, tl.0, tl.1, from: Double.pi),
            .closeSubpath,
        ])
    }

    static func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) -> ShapePath {
        var elements: [ShapePath.Element] = [.move(to: ShapePath.Point(x: cx + rx, y: cy))]
        for quarter in 0..<4 { elements.append(arc(cx, cy, rx, ry, from: Double(quarter) * Double.pi / 2)) }
        elements.append(.closeSubpath)
        return ShapePath(elements)
    }
}

extension FlatPath {
    /// The part of the contours from `range`'s lower to upper fraction of
    /// their whole length, as open polylines (`trim(from:to:)`).
    func trimmed(_ range: ClosedRange<Double>) -> FlatPath {
        guard range != 0...1 else { return self }
        var pieces: [(PixelPoint, PixelPoint)] = []
        for contour in contours {
            var points = contour.points
            if contour.closed, let first = points.first { points.append(first) }
            for index in 1..<points.count { pieces.append((points[index - 1], points[index])) }
        }
        let lengths = pieces.map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
        let total = lengths.reduce(0, +)
        let from = range.lowerBound * total, to = range.upperBound * total
        var out = FlatPath()
        var walked = 0.0
        var open = false
        for (index, piece) in pieces.enumerated() {
            let length = lengths[index]
            defer { walked += length }
            let start = max(from, walked), end = min(to, walked + length)
            guard end > start, length > 0 else { continue }
            func at(_ distance: Double) -> PixelPoint {
                let t = (distance - walked) / length
                return PixelPoint(x: piece.0.x + (piece.1.x - piece.0.x) * t, y: piece.0.y + (piece.1.y - piece.0.y) * t)
            }
            if !open {
                out.move(at(start))
                open = true
            }
            out.line(at(end))
        }
        out.finish()
        return out
    }
}
