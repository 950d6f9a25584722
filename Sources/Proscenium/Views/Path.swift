import ProsceniumHost

/// An outline made of lines and curves, as a shape's `path(in:)` returns it.
/// The render tree carries it as a `ShapePath`; arcs, ellipses and rounded
/// corners are stored as cubic curves, as Core Graphics draws them.
public struct Path: Equatable, Sendable, LosslessStringConvertible {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path made by `callback`.
    public init(_ callback: (inout Path) -> ()) { callback(&self) }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle whose corners each have their own radius.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path read from its `description` (numbers and the letters `m`, `l`,
    /// `q`, `c`, `h` after their points, as Core Graphics writes paths).
    public init?(_ string: String) {
        var numbers: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let number = Double(token) {
                numbers.append(CGFloat(number))
                continue
            }
            func point(_ index: Int) -> CGPoint { CGPoint(x: numbers[index * 2], y: numbers[index * 2 + 1]) }
            switch (token, numbers.count) {
            case ("m", 2): move(to: point(0))
            case ("l", 2): addLine(to: point(0))
            case ("q", 4): addQuadCurve(to: point(1), control: point(0))
            case ("c", 6): addCurve(to: point(2), control1: point(0), control2: point(1))
            case ("h", 0): closeSubpath()
            default: return nil
            }
            numbers = []
        }
        if !numbers.isEmpty { return nil }
    }

    /// The path as Core Graphics writes it: each element's points, then its letter.
    public var description: String {
        func p(_ point: CGPoint) -> String { "\(formatNumber(Double(point.x))) \(formatNumber(Double(point.y)))" }
        return elements.map { element in
            switch element {
            case let .move(to): "\(p(to)) m"
            case let .line(to): "\(p(to)) l"
            case let .quadCurve(to, control): "\(p(control)) \(p(to)) q"
            case let .curve(to, c1, c2): "\(p(c1)) \(p(c2)) \(p(to)) c"
            case .closeSubpath: "h"
            }
        }.joined(separator: " ")
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Path.Element) -> Void) { elements.forEach(body) }

    /// The last point of the path, if it has one.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case let .move(to):
                start = to
                current = to
            case let .line(to), let .quadCurve(to, _), let .curve(to, _, _): current = to
            case .closeSubpath: current = start
            }
        }
        return current
    }

    // MARK: Building

    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

    /// A line from the current point; a move when there is none.
    public mutating func addLine(to end: CGPoint) {
        elements.append(currentPoint == nil ? .move(to: end) : .line(to: end))
    }

    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: end, control: control))
    }

    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Lines through `lines`, starting a new subpath at the first.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { elements.append(.line(to: point)) }
    }

    /// A closed rectangle, transformed by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        addLines(corners.map { $0.applying(transform) })
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse inscribed in `rect`, as four cubic curves, clockwise from
    /// its trailing point.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var ellipse = Path()
        ellipse.move(to: CGPoint(x: r.maxX, y: r.midY))
        ellipse.appendArc(center: CGPoint(x: r.midX, y: r.midY), radiusX: r.width / 2, radiusY: r.height / 2,
                          start: 0, delta: 2 * .pi)
        ellipse.closeSubpath()
        addPath(ellipse, transform: transform)
    }

    /// A rectangle with corners rounded by `cornerSize` (the `continuous`
    /// style's smoother corners are drawn as circular ones).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        addRoundedRect(r, radii: [CGSize(width: rx, height: ry), CGSize(width: rx, height: ry),
                                  CGSize(width: rx, height: ry), CGSize(width: rx, height: ry)], transform: transform)
    }

    /// A rectangle whose corners each have their own radius.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        func clamp(_ radius: CGFloat) -> CGSize {
            let value = min(max(radius, 0), r.width / 2, r.height / 2)
            return CGSize(width: value, height: value)
        }
        addRoundedRect(r, radii: [clamp(cornerRadii.topLeading), clamp(cornerRadii.topTrailing),
                                  clamp(cornerRadii.bottomTrailing), clamp(cornerRadii.bottomLeading)],
                       transform: transform)
    }

    /// Corners in clockwise order from the top leading one.
    private mutating func addRoundedRect(_ r: CGRect, radii: [CGSize], transform: CGAffineTransform) {
        var shape = Path()
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        shape.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        shape.elements.append(.line(to: CGPoint(x: r.maxX - tr.width, y: r.minY)))
        shape.appendArc(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radiusX: tr.width,
                        radiusY: tr.height, start: -.pi / 2, delta: .pi / 2)
        shape.elements.append(.line(to: CGPoint(x: r.maxX, y: r.maxY - br.height)))
        shape.appendArc(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radiusX: br.width,
                        radiusY: br.height, start: 0, delta: .pi / 2)
        shape.elements.append(.line(to: CGPoint(x: r.minX + bl.width, y: r.maxY)))
        shape.appendArc(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radiusX: bl.width,
                        radiusY: bl.height, start: .pi / 2, delta: .pi / 2)
        shape.elements.append(.line(to: CGPoint(x: r.minX, y: r.minY + tl.height)))
        shape.appendArc(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radiusX: tl.width,
                        radiusY: tl.height, start: .pi, delta: .pi / 2)
        shape.closeSubpath()
        addPath(shape, transform: transform)
    }

    /// An arc of a circle from `startAngle` to `endAngle`, joined to the
    /// current point by a line. Angles are measured from the x axis towards
    /// the y axis (down): `clockwise` has Core Graphics's meaning in a
    /// flipped space, so `clockwise: false` turns clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let delta = PathGeometry.arcSweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta),
                       transform: transform)
    }

    /// An arc of a circle from `startAngle`, turning by `delta`, joined to the
    /// current point by a line.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)),
                            y: center.y + radius * CGFloat(sin(startAngle.radians)))
        var arc = Path()
        arc.move(to: start)
        arc.appendArc(center: center, radiusX: radius, radiusY: radius, start: startAngle.radians, delta: delta.radians)
        let transformed = arc.applying(transform)
        if currentPoint == nil {
            elements.append(contentsOf: transformed.elements)
        } else {
            elements.append(.line(to: start.applying(transform)))
            elements.append(contentsOf: transformed.elements.dropFirst())
        }
    }

    /// A line from the current point towards `tangent1End` and an arc of
    /// `radius` tangent to it and to the line from `tangent1End` to
    /// `tangent2End` (Core Graphics's `addArc(tangent1End:tangent2End:radius:)`).
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        guard let current = currentPoint?.applying(inverse) else {
            move(to: tangent1End.applying(transform))
            return
        }
        let p0 = current, p1 = tangent1End, p2 = tangent2End
        let v1x = Double(p0.x - p1.x), v1y = Double(p0.y - p1.y), v2x = Double(p2.x - p1.x), v2y = Double(p2.y - p1.y)
        let l1 = (v1x * v1x + v1y * v1y).squareRoot(), l2 = (v2x * v2x + v2y * v2y).squareRoot()
        let cross = v1x * v2y - v1y * v2x
        let r = Double(radius)
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9, r > 0 else {
            addLine(to: p1.applying(transform))
            return
        }
        let cosine = max(-1, min(1, (v1x * v2x + v1y * v2y) / (l1 * l2)))
        let angle = acos(cosine)
        let distance = r / tan(angle / 2)
        let t1 = CGPoint(x: Double(p1.x) + v1x / l1 * distance, y: Double(p1.y) + v1y / l1 * distance)
        let t2 = CGPoint(x: Double(p1.x) + v2x / l2 * distance, y: Double(p1.y) + v2y / l2 * distance)
        // The centre is along the bisector, `radius / sin(angle / 2)` from the corner.
        let bx = v1x / l1 + v2x / l2, by = v1y / l1 + v2y / l2
        let bl = (bx * bx + by * by).squareRoot()
        let centreDistance = r / sin(angle / 2)
        let centre = CGPoint(x: Double(p1.x) + bx / bl * centreDistance, y: Double(p1.y) + by / bl * centreDistance)
        let a0 = atan2(Double(t1.y - centre.y), Double(t1.x - centre.x))
        let a1 = atan2(Double(t2.y - centre.y), Double(t2.x - centre.x))
        var delta: Double = a1 - a0
        if delta > Double.pi { delta -= 2 * Double.pi }
        if delta < -Double.pi { delta += 2 * Double.pi }
        elements.append(.line(to: t1.applying(transform)))
        var arc = Path()
        arc.move(to: t1)
        arc.appendArc(center: centre, radiusX: radius, radiusY: radius, start: a0, delta: delta)
        elements.append(contentsOf: arc.applying(transform).elements.dropFirst())
    }

    /// `path`'s elements, transformed, after this path's.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.applying(transform).elements)
    }

    /// Cubic curves along an elliptical arc from the current point (which is
    /// at `start`), in quarter turns at most.
    private mutating func appendArc(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, start: Double, delta: Double) {
        for curve in PathGeometry.arcCurves(center: center, radiusX: radiusX, radiusY: radiusY, start: start, delta: delta) {
            elements.append(.curve(to: curve.to, control1: curve.control1, control2: curve.control2))
        }
    }

    // MARK: Transforming and measuring

    /// This path with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var copy = Path()
        copy.elements = elements.map { element in
            switch element {
            case let .move(to): .move(to: to.applying(transform))
            case let .line(to): .line(to: to.applying(transform))
            case let .quadCurve(to, control): .quadCurve(to: to.applying(transform), control: control.applying(transform))
            case let .curve(to, c1, c2):
                .curve(to: to.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return copy
    }

    /// This path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rectangle holding every point the path passes through
    /// (control points that only pull curves are left out).
    public var boundingRect: CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for segment in segments {
            for t in segment.extremaParameters() {
                let point = segment.point(at: t)
                xs.append(point.x)
                ys.append(point.y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `p` is inside the path, each subpath taken as closed: by the
    /// non-zero winding rule, or the even-odd rule with `eoFill`.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        PathGeometry.contains(p, in: polygons(), evenOdd: eoFill)
    }

    /// The part of the path from `from` to `to`, fractions of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = Double(min(max(from, 0), 1)), to = Double(min(max(to, 0), 1))
        guard from < to else { return Path() }
        if from == 0, to == 1 { return self }
        let pieces = segments
        let lengths = pieces.map { $0.length }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let start = from * total, end = to * total
        var result = Path()
        var position = 0.0
        var lastEnd: CGPoint?
        for (segment, length) in zip(pieces, lengths) {
            defer { position += length }
            let s = max(start, position), e = min(end, position + length)
            guard e > s || (length == 0 && s == e && s >= start && e <= end && e > position) else { continue }
            let t0 = length > 0 ? segment.parameter(atLength: s - position) : 0
            let t1 = length > 0 ? segment.parameter(atLength: e - position) : 1
            let part = segment.split(from: t0, to: t1)
            if lastEnd == nil || lastEnd != part.start { result.move(to: part.start) }
            result.elements.append(part.element)
            lastEnd = part.end
        }
        return result
    }

    /// The path's lines and curves, closing lines included.
    var segments: [Segment] {
        var result: [Segment] = []
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case let .move(to):
                start = to
                current = to
            case let .line(to):
                if let c = current { result.append(Segment(points: [c, to])) }
                current = to
            case let .quadCurve(to, control):
                if let c = current { result.append(Segment(points: [c, control, to])) }
                current = to
            case let .curve(to, c1, c2):
                if let c = current { result.append(Segment(points: [c, c1, c2, to])) }
                current = to
            case .closeSubpath:
                if let c = current, let s = start, c != s { result.append(Segment(points: [c, s])) }
                current = start
            }
        }
        return result
    }

    /// Each subpath as a polygon, curves flattened.
    func polygons() -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var current: CGPoint?
        func finish() {
            if !polygon.isEmpty { result.append(polygon) }
            polygon = []
        }
        for element in elements {
            switch element {
            case let .move(to):
                finish()
                polygon = [to]
                current = to
            case .closeSubpath:
                finish()
                current = nil
            case .line, .quadCurve, .curve:
                let segment: Segment
                let start = current ?? .zero
                switch element {
                case let .line(to): segment = Segment(points: [start, to])
                case let .quadCurve(to, control): segment = Segment(points: [start, control, to])
                case let .curve(to, c1, c2): segment = Segment(points: [start, c1, c2, to])
                default: continue
                }
                if polygon.isEmpty { polygon = [start] }
                let steps = segment.points.count == 2 ? 1 : 16
                for step in 1...steps { polygon.append(segment.point(at: Double(step) / Double(steps))) }
                current = segment.points.last
            }
        }
        finish()
        return result
    }

    /// The path as the render tree carries it.
    var shapePath: ShapePath {
        func p(_ point: CGPoint) -> ShapePath.Point { ShapePath.Point(x: Double(point.x), y: Double(point.y)) }
        return ShapePath(elements.map { element in
            switch element {
            case let .move(point): .move(to: p(point))
            case let .line(point): .line(to: p(point))
            case let .quadCurve(to, control): .quadCurve(to: p(to), control: p(control))
            case let .curve(to, c1, c2): .curve(to: p(to), control1: p(c1), control2: p(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }
}

/// A line (2 points), quadratic (3) or cubic (4) Bézier curve.
struct Segment {
    var points: [CGPoint]

    func point(at t: Double) -> CGPoint {
        var p = points
        while p.count > 1 {
            p = zip(p, p.dropFirst()).map { a, b in
                CGPoint(x: a.x + (b.x - a.x) * CGFloat(t), y: a.y + (b.y - a.y) * CGFloat(t))
            }
        }
        return p[0]
    }

    /// Parameters where x or y is at an extreme, with the ends.
    func extremaParameters() -> [Double] {
        var result = [0.0, 1.0]
        guard points.count > 2 else { return result }
        for axis in [\CGPoint.x, \CGPoint.y] {
            let v = points.map { Double($0[keyPath: axis]) }
            // Roots of the derivative: linear for a quadratic, quadratic for a cubic.
            if v.count == 3 {
                let denominator = v[0] - 2 * v[1] + v[2]
                if denominator != 0 { result.append((v[0] - v[1]) / denominator) }
            } else {
                let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3], b = 2 * (v[0] - 2 * v[1] + v[2]), c = v[1] - v[0]
                if abs(a) < 1e-12 {
                    if b != 0 { result.append(-c / b) }
                } else {
                    let discriminant = b * b - 4 * a * c
                    if discriminant >= 0 {
                        result.append((-b + discriminant.squareRoot()) / (2 * a))
                        result.append((-b - discriminant.squareRoot()) / (2 * a))
                    }
                }
            }
        }
        return result.filter { $0 >= 0 && $0 <= 1 }
    }

    /// Lengths along the segment at 32 even parameter steps.
    private var cumulativeLengths: [Double] {
        let steps = points.count == 2 ? 1 : 32
        var lengths = [0.0]
        var previous = points[0]
        for step in 1...steps {
            let next = point(at: Double(step) / Double(steps))
            lengths.append(lengths.last! + Double(hypot(next.x - previous.x, next.y - previous.y)))
            previous = next
        }
        return lengths
    }

    var length: Double { cumulativeLengths.last! }

    func parameter(atLength target: Double) -> Double {
        let lengths = cumulativeLengths
        let steps = lengths.count - 1
        for index in 1...steps where lengths[index] >= target {
            let span = lengths[index] - lengths[index - 1]
            let fraction = span > 0 ? (target - lengths[index - 1]) / span : 0
            return (Double(index - 1) + fraction) / Double(steps)
        }
        return 1
    }

    /// The part from `t0` to `t1`, by de Casteljau's construction.
    func split(from t0: Double, to t1: Double) -> (start: CGPoint, end: CGPoint, element: Path.Element) {
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * CGFloat(t), y: a.y + (b.y - a.y) * CGFloat(t))
        }
        /// The curve from `t` to its end.
        func tail(_ p: [CGPoint], _ t: Double) -> [CGPoint] {
            var rows = [p]
            while rows.last!.count > 1 { rows.append(zip(rows.last!, rows.last!.dropFirst()).map { lerp($0, $1, t) }) }
            return rows.reversed().map { $0.last! }
        }
        /// The curve from its start to `t`.
        func head(_ p: [CGPoint], _ t: Double) -> [CGPoint] {
            var rows = [p]
            while rows.last!.count > 1 { rows.append(zip(rows.last!, rows.last!.dropFirst()).map { lerp($0, $1, t) }) }
            return rows.map { $0.first! }
        }
        let afterStart = tail(points, t0)
        let part = t0 < 1 ? head(afterStart, (t1 - t0) / (1 - t0)) : [points.last!, points.last!]
        let element: Path.Element = switch part.count {
        case 2: .line(to: part[1])
        case 3: .quadCurve(to: part[2], control: part[1])
        default: .curve(to: part[3], control1: part[1], control2: part[2])
        }
        return (part.first!, part.last!, element)
    }
}

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// The radii of a rectangle's four corners (`UnevenRoundedRectangle`).
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    var value: ShapeValue.CornerRadii {
        ShapeValue.CornerRadii(topLeading: Double(topLeading), bottomLeading: Double(bottomLeading),
                               bottomTrailing: Double(bottomTrailing), topTrailing: Double(topTrailing))
    }
}
