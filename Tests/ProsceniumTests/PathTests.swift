import Testing
import Foundation
import Proscenium
import ProsceniumHost

/// Path's constructors, mutators and measurements, and CGAffineTransform,
/// checked by their geometry.
@Suite struct PathTests {
    func close(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 0.001) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.01) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test func rectanglesEllipsesAndRoundedRectanglesHaveTheirBounds() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(close(Path(rect).boundingRect, rect))
        #expect(close(Path(ellipseIn: rect).boundingRect, rect))
        #expect(close(Path(roundedRect: rect, cornerRadius: 12).boundingRect, rect))
        #expect(close(Path(roundedRect: rect, cornerSize: CGSize(width: 30, height: 10)).boundingRect, rect))
        let uneven = Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 20, bottomTrailing: 5))
        #expect(close(uneven.boundingRect, rect))
        // The top leading corner is cut away; the top trailing one is square.
        #expect(!uneven.contains(CGPoint(x: 11, y: 21)))
        #expect(uneven.contains(CGPoint(x: 109, y: 21)))
        var rects = Path()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(close(rects.boundingRect, CGRect(x: 0, y: 0, width: 6, height: 6)))
    }

    @Test func containsFollowsTheFillRule() {
        var rings = Path()
        rings.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50)
        #expect(rings.contains(centre))
        #expect(!rings.contains(centre, eoFill: true))
        #expect(rings.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(!Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).contains(CGPoint(x: 3, y: 3)))
    }

    @Test func arcsTurnAsCoreGraphicsDoesInAFlippedSpace() {
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // Angles grow towards +y (down): a quarter turn from (10, 0) ends at (0, 10), bulging down right.
        #expect(close(quarter.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(close(quarter.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
        var otherWay = Path()
        otherWay.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // The long way round: three quarters of the circle.
        #expect(close(otherWay.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20)))
        var full = Path()
        full.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        #expect(close(full.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
        var relative = Path()
        relative.move(to: .zero)
        relative.addRelativeArc(center: CGPoint(x: 20, y: 0), radius: 10, startAngle: .degrees(180), delta: .degrees(180))
        // A line to the arc's start, then half a circle over the top (y negative).
        #expect(close(relative.currentPoint, CGPoint(x: 30, y: 0)))
        #expect(close(relative.boundingRect, CGRect(x: 0, y: -10, width: 30, height: 10)))
    }

    @Test func tangentArcsRoundACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        path.addLine(to: CGPoint(x: 100, y: 100))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100)))
        // The corner is cut: the line stops 20 points before it.
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(!path.contains(CGPoint(x: 99, y: 1)))
    }

    @Test func curvesLinesAndSubpaths() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        // A quadratic curve's extreme is halfway to its control point.
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50)))
        path.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 100, y: -100), control2: CGPoint(x: 0, y: -100))
        #expect(close(path.boundingRect, CGRect(x: 0, y: -75, width: 100, height: 125)))
        path.closeSubpath()
        #expect(path.currentPoint == .zero)
        var lines = Path()
        lines.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        var combined = Path()
        combined.addPath(lines, transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(close(combined.boundingRect, CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(Path(combined.description) == combined)
    }

    @Test func transformsMoveTurnAndScalePaths() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(close(square.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect, CGRect(x: 0, y: 0, width: 20, height: 30)))
        #expect(close(square.offsetBy(dx: 5, dy: -5).boundingRect, CGRect(x: 5, y: -5, width: 10, height: 10)))
        let turned = square.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(turned.boundingRect, CGRect(x: -10, y: 0, width: 10, height: 10)))
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        // scaledBy scales first, then the translation applies.
        #expect(close(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 2)))
        #expect(close(CGPoint(x: 12, y: 2).applying(t.inverted()), CGPoint(x: 1, y: 1)))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(close(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)),
                      CGRect(x: -20, y: 0, width: 20, height: 10)))
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2)) == CGSize(width: 4, height: 6))
    }

    @Test func trimmedPathsKeepTheirPart() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let middle = line.trimmedPath(from: 0.25, to: 0.75)
        #expect(close(middle.boundingRect, CGRect(x: 25, y: 0, width: 50, height: 0)))
        let half = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.5)
        // From the trailing point clockwise (down) round to the leading one: the lower half.
        #expect(close(half.boundingRect, CGRect(x: 0, y: 50, width: 100, height: 50), within: 0.5))
        #expect(line.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    }
}
