import Foundation
import Proscenium
import Testing

@MainActor @Suite struct StrokedPathTests {
    private func line(_ points: CGPoint...) -> Path {
        var path = Path()
        path.addLines(points)
        return path
    }

    private func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.01) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    @Test func aButtLineCoversItsWidthAndNotPastItsEnds() {
        let stroke = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)).strokedPath(StrokeStyle(lineWidth: 10))
        #expect(close(stroke.boundingRect, CGRect(x: 0, y: -5, width: 100, height: 10)))
        #expect(stroke.contains(CGPoint(x: 50, y: 4)))
        #expect(stroke.contains(CGPoint(x: 50, y: -4)))
        #expect(!stroke.contains(CGPoint(x: 50, y: 6)))
        #expect(!stroke.contains(CGPoint(x: -1, y: 0)))
        #expect(!stroke.contains(CGPoint(x: 101, y: 0)))
    }

    @Test func squareAndRoundCapsReachPastTheEnds() {
        let base = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0))
        let square = base.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(close(square.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 10)))
        #expect(square.contains(CGPoint(x: -4, y: 4)))
        let round = base.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(close(round.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 10), within: 0.1))
        #expect(round.contains(CGPoint(x: -4, y: 0)))
        #expect(round.contains(CGPoint(x: 104, y: 0)))
        // The corner of the square cap is outside the round one.
        #expect(!round.contains(CGPoint(x: -4, y: 4)))
    }

    @Test func joinsFollowTheStyleAtTheOuterCorner() {
        let corner = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100))
        let miter = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(close(miter.boundingRect, CGRect(x: 0, y: -5, width: 105, height: 105)))
        #expect(miter.contains(CGPoint(x: 104, y: -4)))
        // Inside the corner the stroke is solid, and the square it turns round is not covered.
        #expect(miter.contains(CGPoint(x: 97, y: 3)))
        #expect(!miter.contains(CGPoint(x: 50, y: 50)))
        let bevel = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(!bevel.contains(CGPoint(x: 104, y: -4)))
        #expect(bevel.contains(CGPoint(x: 102, y: -2)))
        let round = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        #expect(round.contains(CGPoint(x: 103, y: -3)))
        #expect(!round.contains(CGPoint(x: 104.5, y: -4.5)))
        // A miter longer than the limit allows is bevelled.
        let sharp = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 10))
        let limited = sharp.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 2))
        #expect(limited.boundingRect.maxX < 106)
        let unlimited = sharp.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 100))
        #expect(unlimited.boundingRect.maxX > 140)
    }

    @Test func aClosedOutlineLeavesItsInsideEmpty() {
        let stroke = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
        #expect(close(stroke.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 110)))
        #expect(!stroke.contains(CGPoint(x: 50, y: 50)))
        for point in [CGPoint(x: 0, y: 50), CGPoint(x: -4, y: 50), CGPoint(x: 4, y: 50), CGPoint(x: 50, y: 96),
                      CGPoint(x: -4, y: -4), CGPoint(x: 104, y: 104), CGPoint(x: 3, y: 3)] {
            #expect(stroke.contains(point), "\(point)")
        }
        #expect(!stroke.contains(CGPoint(x: -6, y: 50)))
        #expect(!stroke.contains(CGPoint(x: 6, y: 50)))
        // Curves are followed: a circle's ring.
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 4))
        #expect(ring.contains(CGPoint(x: 50, y: 1)))
        #expect(ring.contains(CGPoint(x: 50 + 50 * cos(0.7), y: 50 + 50 * sin(0.7))))
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 4)))
        #expect(close(ring.boundingRect, CGRect(x: -2, y: -2, width: 104, height: 104), within: 0.2))
    }

    @Test func dashesLeaveGaps() {
        let base = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0))
        let dashed = base.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 15, y: 0)))
        #expect(dashed.contains(CGPoint(x: 25, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 95, y: 0)))
        // The phase shifts the pattern along the line.
        let shifted = base.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 10))
        #expect(!shifted.contains(CGPoint(x: 5, y: 0)))
        #expect(shifted.contains(CGPoint(x: 15, y: 0)))
    }

    @Test func aStrokedShapesPathIsItsStrokedOutline() {
        let rect = CGRect(x: 0, y: 0, width: 60, height: 60)
        let shape = Circle().stroke(style: StrokeStyle(lineWidth: 6))
        let path = shape.path(in: rect)
        #expect(path == Circle().path(in: rect).strokedPath(StrokeStyle(lineWidth: 6)))
        #expect(path.contains(CGPoint(x: 30, y: 1)))
        #expect(!path.contains(CGPoint(x: 30, y: 30)))
        #expect(Rectangle().stroke(lineWidth: 2).path(in: rect).contains(CGPoint(x: 30, y: 30)) == false)
        // A zero width strokes nothing.
        #expect(Path(rect).strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }
}
