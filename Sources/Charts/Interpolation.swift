import Foundation
import Proscenium

extension InterpolationMethod {
    /// Adds the curve through `points` to `path` (which is already at the first point).
    func addCurve(through points: [CGPoint], to path: inout Path) {
        guard points.count > 1 else { return }
        switch kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for (previous, point) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: previous.x, y: point.y))
                path.addLine(to: point)
            }
        case .stepEnd:
            for (previous, point) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: point.x, y: previous.y))
                path.addLine(to: point)
            }
        case .stepCenter:
            for (previous, point) in zip(points, points.dropFirst()) {
                let middle = (previous.x + point.x) / 2
                path.addLine(to: CGPoint(x: middle, y: previous.y))
                path.addLine(to: CGPoint(x: middle, y: point.y))
                path.addLine(to: point)
            }
        case .catmullRom:
            cardinal(points, tension: 0, into: &path)
        case let .cardinal(tension):
            cardinal(points, tension: tension, into: &path)
        case .monotone:
            monotone(points, into: &path)
        }
    }

    /// A cardinal spline: each segment's tangents from its neighbours, scaled by 1 - tension.
    private func cardinal(_ points: [CGPoint], tension: Double, into path: inout Path) {
        let scale = CGFloat(1 - tension) / 6
        for index in 0..<(points.count - 1) {
            let p0 = points[max(index - 1, 0)], p1 = points[index]
            let p2 = points[index + 1], p3 = points[min(index + 2, points.count - 1)]
            let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * scale, y: p1.y + (p2.y - p0.y) * scale)
            let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * scale, y: p2.y - (p3.y - p1.y) * scale)
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    }

    /// Fritsch-Carlson monotone cubic interpolation: no overshoot between points.
    private func monotone(_ points: [CGPoint], into path: inout Path) {
        let count = points.count
        var slopes = [CGFloat](repeating: 0, count: count - 1)
        for index in 0..<(count - 1) {
            let dx = points[index + 1].x - points[index].x
            slopes[index] = dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx
        }
        var tangents = [CGFloat](repeating: 0, count: count)
        tangents[0] = slopes[0]
        tangents[count - 1] = slopes[count - 2]
        for index in 1..<(count - 1) {
            let a = slopes[index - 1], b = slopes[index]
            tangents[index] = a * b <= 0 ? 0 : 2 / (1 / a + 1 / b)
        }
        for index in 0..<(count - 1) {
            let p1 = points[index], p2 = points[index + 1]
            let dx = (p2.x - p1.x) / 3
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + dx, y: p1.y + tangents[index] * dx),
                          control2: CGPoint(x: p2.x - dx, y: p2.y - tangents[index + 1] * dx))
        }
    }
}
