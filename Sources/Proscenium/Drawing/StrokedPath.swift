import Foundation

// `Path.strokedPath(_:)`: the outline a stroke covers, as a path to fill
// (non-zero winding). Curves are flattened; dashes cut the lines first; each
// piece is widened to both sides with its joins and caps.

extension Path {
    /// Returns a stroked copy of the path using `style` to define how the
    /// stroked outline is created: the area the stroke covers, to be filled
    /// with the non-zero winding rule. Curves are followed by short lines.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = Double(style.lineWidth) / 2
        guard half > 0 else { return Path() }
        var outline = Path()
        for polyline in strokePolylines() {
            for piece in Self.dashed(polyline, style: style) {
                Outliner(style: style, half: half).add(piece, to: &outline)
            }
        }
        return outline
    }

    /// Each subpath as points, curves flattened, repeated points dropped;
    /// whether it was closed; and whether it drew at all (a lone move does not).
    fileprivate func strokePolylines() -> [StrokePolyline] {
        var result: [StrokePolyline] = []
        var current = StrokePolyline()
        func finish() {
            if current.draws { result.append(current) }
            current = StrokePolyline()
        }
        var start: CGPoint?, point: CGPoint?
        forEach { element in
            switch element {
            case let .move(to):
                finish()
                start = to
                point = to
                current.append(to)
            case .closeSubpath:
                if current.draws { current.closed = true }
                finish()
                if let start { current.append(start) }
                point = start
            case let .line(to), let .quadCurve(to, _), let .curve(to, _, _):
                let from = point ?? start ?? .zero
                if current.points.isEmpty { current.append(from) }
                let segment: Segment = switch element {
                case let .quadCurve(_, control): Segment(points: [from, control, to])
                case let .curve(_, c1, c2): Segment(points: [from, c1, c2, to])
                default: Segment(points: [from, to])
                }
                let steps = segment.points.count == 2 ? 1 : max(8, min(64, Int(segment.length / 4)))
                for step in 1...steps { current.append(segment.point(at: Double(step) / Double(steps))) }
                current.draws = true
                point = to
            }
        }
        finish()
        return result
    }

    /// The dashes of a polyline (itself when the style has none): open pieces.
    fileprivate static func dashed(_ polyline: StrokePolyline, style: StrokeStyle) -> [StrokePolyline] {
        let pattern = style.dash.map { max(Double($0), 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return [polyline] }
        var points = polyline.points
        if polyline.closed, let first = points.first { points.append(first) }
        // Where in the pattern the line starts.
        var index = 0
        var left = pattern[0]
        var phase = Double(style.dashPhase).truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        while phase > 0 {
            if phase >= left { phase -= left; index = (index + 1) % pattern.count; left = pattern[index] } else { left -= phase; phase = 0 }
        }
        var pieces: [StrokePolyline] = []
        var piece = StrokePolyline()
        var on = index % 2 == 0
        if on, let first = points.first { piece.append(first); piece.draws = true }
        for (a, b) in zip(points, points.dropFirst()) {
            var from = a
            var length = Double(hypot(b.x - a.x, b.y - a.y))
            while length > 0 {
                let step = min(left, length)
                let fraction = CGFloat(step / length)
                let to = CGPoint(x: from.x + (b.x - from.x) * fraction, y: from.y + (b.y - from.y) * fraction)
                if on { piece.append(to) }
                from = to
                length -= step
                left -= step
                if left <= 1e-9 {
                    if on { pieces.append(piece); piece = StrokePolyline() }
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                    on = index % 2 == 0
                    if on { piece.append(from); piece.draws = true }
                }
            }
        }
        if on, piece.points.count > 1 { pieces.append(piece) }
        return pieces
    }
}

/// A subpath as points.
fileprivate struct StrokePolyline {
    var points: [CGPoint] = []
    var closed = false
    var draws = false

    mutating func append(_ point: CGPoint) {
        if let last = points.last, abs(last.x - point.x) < 1e-9, abs(last.y - point.y) < 1e-9 { return }
        points.append(point)
    }
}

/// Widens polylines into closed outlines.
fileprivate struct Outliner {
    let style: StrokeStyle
    let half: Double

    func add(_ polyline: StrokePolyline, to path: inout Path) {
        var points = polyline.points
        if polyline.closed, points.count > 2, let first = points.first, let last = points.last,
           abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9 {
            points.removeLast()
        }
        if points.count == 1 {
            addDot(at: points[0], to: &path)
            return
        }
        if polyline.closed, points.count > 2 {
            // Two rings: the left side forward, the right side backward, so
            // the inside of the loop winds to zero.
            addRing(side(points, sign: 1, closed: true), to: &path)
            addRing(side(points, sign: -1, closed: true).reversed(), to: &path)
            return
        }
        let left = side(points, sign: 1, closed: false)
        let right = side(points, sign: -1, closed: false)
        var ring = left
        ring += cap(at: points[points.count - 1], direction: direction(points[points.count - 2], points[points.count - 1]))
        ring += right.reversed()
        ring += cap(at: points[0], direction: direction(points[1], points[0]))
        addRing(ring, to: &path)
    }

    private func addRing(_ ring: [CGPoint], to path: inout Path) {
        guard let first = ring.first else { return }
        path.move(to: first)
        for point in ring.dropFirst() { path.addLine(to: point) }
        path.closeSubpath()
    }

    /// A zero-length subpath: a dot with round or square caps, nothing with butt ones.
    private func addDot(at point: CGPoint, to path: inout Path) {
        switch style.lineCap {
        case .butt: return
        case .round:
            let r = CGFloat(half)
            path.addEllipse(in: CGRect(x: point.x - r, y: point.y - r, width: 2 * r, height: 2 * r))
        case .square:
            let r = CGFloat(half)
            path.addRect(CGRect(x: point.x - r, y: point.y - r, width: 2 * r, height: 2 * r))
        }
    }

    /// The unit direction from `a` to `b`.
    private func direction(_ a: CGPoint, _ b: CGPoint) -> (x: Double, y: Double) {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let length = max(hypot(dx, dy), 1e-12)
        return (dx / length, dy / length)
    }

    private func offset(_ p: CGPoint, _ v: (x: Double, y: Double), _ scale: Double) -> CGPoint {
        CGPoint(x: Double(p.x) + v.x * scale, y: Double(p.y) + v.y * scale)
    }

    /// The points `half` away on one side (`sign` 1: left of the direction
    /// of travel, -1: right), with the joins where the line turns away from it.
    private func side(_ points: [CGPoint], sign: Double, closed: Bool) -> [CGPoint] {
        let n = points.count
        var result: [CGPoint] = []
        func normal(_ i: Int) -> (x: Double, y: Double) {
            let d = direction(points[i], points[(i + 1) % n])
            return (-d.y * sign, d.x * sign)
        }
        let segmentCount = closed ? n : n - 1
        for i in 0..<n {
            let p = points[i]
            let hasIn = closed || i > 0, hasOut = closed || i < n - 1
            if !hasIn { result.append(offset(p, normal(0), half)); continue }
            let incoming = normal((i - 1 + segmentCount) % segmentCount)
            if !hasOut { result.append(offset(p, incoming, half)); continue }
            let outgoing = normal(i % segmentCount)
            result += join(at: p, incoming, outgoing, sign: sign)
        }
        return result
    }

    /// Where two segments meet, on one side: the outer side takes the join's
    /// shape; the inner side passes through the vertex, which the fill covers.
    private func join(at p: CGPoint, _ n1: (x: Double, y: Double), _ n2: (x: Double, y: Double), sign: Double) -> [CGPoint] {
        let cross = n1.x * n2.y - n1.y * n2.x
        let dot = n1.x * n2.x + n1.y * n2.y
        let a = offset(p, n1, half), b = offset(p, n2, half)
        if abs(cross) < 1e-9, dot > 0 { return [a] }
        // The normals turn as the line does (their cross is the directions'):
        // turning towards this side is the inside of the corner.
        if sign * cross > 0 { return [a, p, b] }
        switch style.lineJoin {
        case .bevel:
            return [a, b]
        case .round:
            var result = [a]
            let start = atan2(n1.y, n1.x)
            let delta = atan2(cross, dot)
            let steps = max(2, Int(abs(delta) / (.pi / 16)))
            for step in 1..<steps {
                let angle = start + delta * Double(step) / Double(steps)
                result.append(offset(p, (cos(angle), sin(angle)), half))
            }
            return result + [b]
        case .miter:
            // The miter's length over the line's width is 1 / cos(φ/2), φ the angle between the normals.
            let cosHalf = ((1 + dot) / 2).squareRoot()
            guard cosHalf > 1e-9, 1 / cosHalf <= Double(style.miterLimit) else { return [a, b] }
            let scale = half / (1 + dot)
            return [CGPoint(x: Double(p.x) + (n1.x + n2.x) * scale, y: Double(p.y) + (n1.y + n2.y) * scale)]
        }
    }

    /// The cap at an end, from the left side's last point to the right
    /// side's, `direction` pointing out of the line.
    private func cap(at p: CGPoint, direction d: (x: Double, y: Double)) -> [CGPoint] {
        let left = (-d.y, d.x)
        switch style.lineCap {
        case .butt:
            return []
        case .square:
            return [offset(offset(p, left, half), d, half), offset(offset(p, left, -half), d, half)]
        case .round:
            let start = atan2(left.1, left.0)
            let steps = 16
            return (1..<steps).map { step in
                let angle = start - Double.pi * Double(step) / Double(steps)
                return offset(p, (cos(angle), sin(angle)), half)
            }
        }
    }
}
