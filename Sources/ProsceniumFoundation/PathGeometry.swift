import Foundation

/// The geometry `Path` and `CGPath` share, so the two agree point for point.
package enum PathGeometry {
    /// Cubic curves along an elliptical arc from the point at angle `start`,
    /// turning by `delta` radians, a quarter turn at most each, as Core
    /// Graphics draws arcs: each curve's end point and two control points.
    /// The signed sweep, in radians, of an arc from `start` to `end` turning
    /// `clockwise` (Core Graphics's meaning): at most one whole turn, in the
    /// direction asked.
    package static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        var delta = end - start
        let turn = 2 * Double.pi
        if clockwise {
            if delta < -turn { delta = -turn }
            while delta > 0 { delta -= turn }
        } else {
            if delta > turn { delta = turn }
            while delta < 0 { delta += turn }
        }
        return delta
    }

    package static func arcCurves(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, start: Double,
                                  delta: Double) -> [(to: CGPoint, control1: CGPoint, control2: CGPoint)] {
        guard delta != 0 else { return [] }
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: center.x + radiusX * CGFloat(x), y: center.y + radiusY * CGFloat(y))
        }
        var curves: [(to: CGPoint, control1: CGPoint, control2: CGPoint)] = []
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            curves.append((point(c1, s1), point(c0 - k * s0, s0 + k * c0), point(c1 + k * s1, s1 - k * c1)))
            angle = next
        }
        return curves
    }

    /// Whether `p` is inside `polygons`, each taken as closed: by the
    /// non-zero winding rule, or the even-odd rule with `evenOdd`.
    package static func contains(_ p: CGPoint, in polygons: [[CGPoint]], evenOdd: Bool) -> Bool {
        var winding = 0, crossings = 0
        for polygon in polygons where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x {
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }
}
