import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

/// Core Graphics paths: built element by element, measured, and drawn by a
/// SwiftUI `Path` made from them, which has the same elements.
@MainActor @Suite struct CGPathTests {
    @Test func aMutablePathRecordsItsElementsAndCurrentPoint() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.boundingBox.isNull && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addQuadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 70, y: 30))
        path.addCurve(to: CGPoint(x: 10, y: 50), control1: CGPoint(x: 40, y: 70), control2: CGPoint(x: 20, y: 70))
        #expect(path.currentPoint == CGPoint(x: 10, y: 50))
        path.closeSubpath()
        #expect(!path.isEmpty && path.currentPoint == CGPoint(x: 10, y: 10))
        // The bounding box holds the control points; the path's own box does not.
        #expect(path.boundingBox == CGRect(x: 10, y: 10, width: 60, height: 60))
        let own = path.boundingBoxOfPath
        #expect(own.maxX < 61 && own.maxX > 59 && own.maxY < 66 && own.maxY > 64)
        #expect(path.contains(CGPoint(x: 30, y: 30)))
        #expect(!path.contains(CGPoint(x: 5, y: 30)))
        #expect(path.contains(CGPoint(x: 0, y: 20), transform: CGAffineTransform(translationX: 30, y: 10)))
    }

    @Test func theFillRuleDecidesWhatAHoleIs() {
        let rings = CGMutablePath()
        rings.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(rings.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
    }

    @Test func aPathOfACGPathHasItsElements() {
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 0, y: 0))
        cg.addLine(to: CGPoint(x: 40, y: 0))
        cg.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 60, y: 20))
        cg.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 30, y: 60), control2: CGPoint(x: 10, y: 60))
        cg.closeSubpath()
        cg.addEllipse(in: CGRect(x: 100, y: 0, width: 40, height: 20))
        cg.addArc(center: CGPoint(x: 200, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        var swiftUI = Path()
        swiftUI.move(to: CGPoint(x: 0, y: 0))
        swiftUI.addLine(to: CGPoint(x: 40, y: 0))
        swiftUI.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 60, y: 20))
        swiftUI.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 30, y: 60), control2: CGPoint(x: 10, y: 60))
        swiftUI.closeSubpath()
        swiftUI.addEllipse(in: CGRect(x: 100, y: 0, width: 40, height: 20))
        swiftUI.addArc(center: CGPoint(x: 200, y: 50), radius: 20, startAngle: .zero, endAngle: .radians(.pi / 2), clockwise: false)
        let fromCG = Path(cg)
        #expect(fromCG == swiftUI)
        #expect(fromCG.boundingRect == swiftUI.boundingRect)
        #expect(Path(cg as CGPath) == swiftUI)
        // And back: the same elements, so the same boxes.
        #expect(swiftUI.cgPath == cg)
        #expect(swiftUI.cgPath.boundingBox == cg.boundingBox)
        #expect(Path(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil))
                == Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
    }
}
