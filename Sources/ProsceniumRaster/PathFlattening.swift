import Foundation
import ProsceniumHost

/// An affine map from points to pixels (`CGAffineTransform`'s a, b, c, d, tx, ty).
struct PixelTransform {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static func scale(_ scale: Double) -> PixelTransform { PixelTransform(a: scale, d: scale) }

    func apply(_ x: Double, _ y: Double) -> PixelPoint {
        PixelPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    /// This map after moving by (x, y) points.
    func translated(_ x: Double, _ y: Double) -> PixelTransform {
        var moved = self
        moved.tx += a * x + c * y
        moved.ty += b * x + d * y
        return moved
    }

    /// How many pixels a point is, on average.
    var scale: Double { (sqrt(a * a + b * b) + sqrt(c * c + d * d)) / 2 }
}

/// A path flattened into polylines in pixels: curves become lines no more
/// than a fraction of a pixel from the curve.
struct FlatPath {
    struct Contour {
        var points: [PixelPoint]
        var closed: Bool
    }

    var contours: [Contour] = []
    private var current: [PixelPoint] = []
    private var start: PixelPoint?
    private var last = PixelPoint(x: 0, y: 0)

    mutating func move(_ point: PixelPoint) {
        finish(closed: false)
        current = [point]
        start = point
        last = point
    }

    mutating func line(_ point: PixelPoint) {
        if current.isEmpty { current = [last] }
        current.append(point)
        last = point
    }

    mutating func quad(_ control: PixelPoint, _ end: PixelPoint) {
        let from = last
        let steps = Self.steps(from, control, end)
        for step in 1...steps {
            let t = Double(step) / Double(steps), u = 1 - t
            line(PixelPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * end.x,
                            y: u * u * from.y + 2 * u * t * control.y + t * t * end.y))
        }
    }

    mutating func cubic(_ c1: PixelPoint, _ c2: PixelPoint, _ end: PixelPoint) {
        let from = last
        let steps = Self.steps(from, c1, c2, end)
        for step in 1...steps {
            let t = Double(step) / Double(steps), u = 1 - t
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            line(PixelPoint(x: w0 * from.x + w1 * c1.x + w2 * c2.x + w3 * end.x,
                            y: w0 * from.y + w1 * c1.y + w2 * c2.y + w3 * end.y))
        }
    }

    mutating func close() {
        if let start { last = start }
        finish(closed: true)
    }

    /// Ends the open contour, if any.
    mutating func finish(closed: Bool = false) {
        if current.count > 1 { contours.append(Contour(points: current, closed: closed)) }
        current = []
    }

    /// A line a pixel of the control polygon's length (which bounds the
    /// curve's): a chord then strays less than a fiftieth of a pixel from
    /// a curve as round as a 20-pixel circle.
    private static func steps(_ points: PixelPoint...) -> Int {
        var length = 0.0
        for index in 1..<points.count {
            length += hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y)
        }
        return min(max(Int(length.rounded(.up)), 2), 512)
    }

    /// A path in points drawn through `transform`.
    init(_ path: ShapePath, _ transform: PixelTransform) {
        for element in path.elements {
            switch element {
            case let .move(p): move(transform.apply(p.x, p.y))
            case let .line(p): line(transform.apply(p.x, p.y))
            case let .quadCurve(p, c): quad(transform.apply(c.x, c.y), transform.apply(p.x, p.y))
            case let .curve(p, c1, c2):
                cubic(transform.apply(c1.x, c1.y), transform.apply(c2.x, c2.y), transform.apply(p.x, p.y))
            case .closeSubpath: close()
            }
        }
        finish()
    }

    init() {}

    /// The area inside: every contour closed.
    var polygons: [[PixelPoint]] { contours.map(\.points) }

    /// The band `width` pixels wide along each contour, as polygons: a
    /// quadrilateral per line and a disc at each joint (round joins; ends
    /// are cut square at the path's ends).
    func stroked(width: Double) -> [[PixelPoint]] {
        let half = width / 2
        guard half > 0 else { return [] }
        var polygons: [[PixelPoint]] = []
        for contour in contours {
            var points = contour.points
            if contour.closed, let first = points.first, points.last != first { points.append(first) }
            for index in 1..<points.count {
                let a = points[index - 1], b = points[index]
                let length = hypot(b.x - a.x, b.y - a.y)
                guard length > 0 else { continue }
                let nx = -(b.y - a.y) / length * half, ny = (b.x - a.x) / length * half
                polygons.append(Self.oriented([PixelPoint(x: a.x + nx, y: a.y + ny), PixelPoint(x: b.x + nx, y: b.y + ny),
                                               PixelPoint(x: b.x - nx, y: b.y - ny), PixelPoint(x: a.x - nx, y: a.y - ny)]))
            }
            let joints = contour.closed ? points.indices.dropLast() : points.indices.dropFirst().dropLast()
            for index in joints { polygons.append(Self.disc(points[index], radius: half)) }
        }
        return polygons
    }

    /// A polygon turned so its signed area is positive: overlapping pieces
    /// of a stroke then add up instead of cancelling.
    static func oriented(_ polygon: [PixelPoint]) -> [PixelPoint] {
        var area = 0.0
        for index in polygon.indices {
            let p = polygon[index], q = polygon[(index + 1) % polygon.count]
            area += p.x * q.y - q.x * p.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }

    static func disc(_ centre: PixelPoint, radius: Double) -> [PixelPoint] {
        let count = min(max(Int((radius * 2).rounded(.up)), 8), 64)
        return (0..<count).map { index in
            let angle = Double(index) / Double(count) * 2 * Double.pi
            return PixelPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
    }
}
