import Foundation

/// A path that is built up element by element. Every point given is
/// transformed by the call's `transform` first, as in Core Graphics.
public class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public override init() { super.init() }

    private var hasCurrentPoint: Bool { !elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(Element(type: .moveToPoint, points: [point.applying(transform)]))
    }

    /// A line from the current point to `point` (a move when the path is empty).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: point, transform: transform) }
        elements.append(Element(type: .addLineToPoint, points: [point.applying(transform)]))
    }

    /// Lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`, pulled towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control, transform: transform) }
        elements.append(Element(type: .addQuadCurveToPoint,
                                points: [control.applying(transform), end.applying(transform)]))
    }

    /// A cubic Bézier curve from the current point to `end`, pulled towards `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control1, transform: transform) }
        elements.append(Element(type: .addCurveToPoint,
                                points: [control1.applying(transform), control2.applying(transform), end.applying(transform)]))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard let last = elements.last, last.type != .closeSubpath else { return }
        elements.append(Element(type: .closeSubpath, points: []))
    }

    /// A closed rectangle, clockwise (on screen) from its top left corner.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse inscribed in `rect`: four cubic curves from its trailing point, then closed.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.maxX, y: r.midY), transform: transform)
        appendArc(center: CGPoint(x: r.midX, y: r.midY), radiusX: r.width / 2, radiusY: r.height / 2,
                  start: 0, delta: 2 * .pi, transform: transform)
        closeSubpath()
    }

    /// A rectangle with its corners rounded by `cornerWidth` by `cornerHeight` ellipse quarters.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        appendArc(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), radiusX: rx, radiusY: ry,
                  start: -.pi / 2, delta: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        appendArc(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), radiusX: rx, radiusY: ry,
                  start: 0, delta: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        appendArc(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), radiusX: rx, radiusY: ry,
                  start: .pi / 2, delta: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        appendArc(center: CGPoint(x: r.minX + rx, y: r.minY + ry), radiusX: rx, radiusY: ry,
                  start: .pi, delta: .pi / 2, transform: transform)
        closeSubpath()
    }

    /// An arc of a circle from `startAngle` to `endAngle` (radians from the
    /// x axis towards the y axis), joined to the current point by a line.
    /// `clockwise` has Core Graphics's meaning in y-up space: in SwiftUI's
    /// y-down space, `clockwise: false` turns clockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let delta = PathGeometry.arcSweep(from: Double(startAngle), to: Double(endAngle), clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: CGFloat(delta), transform: transform)
    }

    /// An arc of a circle from `startAngle`, turning by `delta` radians,
    /// joined to the current point by a line.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if hasCurrentPoint {
            addLine(to: start, transform: transform)
        } else {
            move(to: start, transform: transform)
        }
        appendArc(center: center, radiusX: radius, radiusY: radius, start: Double(startAngle), delta: Double(delta),
                  transform: transform)
    }

    /// A line towards `tangent1End` and an arc of `radius` tangent to it and
    /// to the line from `tangent1End` to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: tangent1End, transform: transform) }
        let p0 = currentPoint.applying(transform.inverted()), p1 = tangent1End, p2 = tangent2End
        let v1x = Double(p0.x - p1.x), v1y = Double(p0.y - p1.y), v2x = Double(p2.x - p1.x), v2y = Double(p2.y - p1.y)
        let l1 = (v1x * v1x + v1y * v1y).squareRoot(), l2 = (v2x * v2x + v2y * v2y).squareRoot()
        let r = Double(radius)
        guard l1 > 0, l2 > 0, abs(v1x * v2y - v1y * v2x) > 1e-9, r > 0 else {
            return addLine(to: p1, transform: transform)
        }
        let angle = acos(max(-1, min(1, (v1x * v2x + v1y * v2y) / (l1 * l2))))
        let distance = r / tan(angle / 2)
        let t1 = CGPoint(x: Double(p1.x) + v1x / l1 * distance, y: Double(p1.y) + v1y / l1 * distance)
        let t2 = CGPoint(x: Double(p1.x) + v2x / l2 * distance, y: Double(p1.y) + v2y / l2 * distance)
        // The centre is on the bisector, `radius / sin(angle / 2)` from the corner.
        let bx = v1x / l1 + v2x / l2, by = v1y / l1 + v2y / l2
        let bl = (bx * bx + by * by).squareRoot(), centreDistance = r / sin(angle / 2)
        let centre = CGPoint(x: Double(p1.x) + bx / bl * centreDistance, y: Double(p1.y) + by / bl * centreDistance)
        let a0 = atan2(Double(t1.y - centre.y), Double(t1.x - centre.x))
        var delta = atan2(Double(t2.y - centre.y), Double(t2.x - centre.x)) - a0
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addLine(to: t1, transform: transform)
        appendArc(center: centre, radiusX: radius, radiusY: radius, start: a0, delta: delta, transform: transform)
    }

    /// `path`'s elements, transformed, after this path's.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { Element(type: $0.type, points: $0.points.map { $0.applying(transform) }) }
    }

    /// Cubic curves along an elliptical arc from the current point (at
    /// `start`), a quarter turn at most each, as Core Graphics draws arcs.
    private func appendArc(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, start: Double, delta: Double,
                           transform: CGAffineTransform) {
        for curve in PathGeometry.arcCurves(center: center, radiusX: radiusX, radiusY: radiusY, start: start, delta: delta) {
            addCurve(to: curve.to, control1: curve.control1, control2: curve.control2, transform: transform)
        }
    }
}
