import Testing
import Proscenium

@Suite struct PathBooleanTests {
    let a = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = Path(CGRect(x: 5, y: 0, width: 10, height: 10))

    /// The filled area, by sampling a grid of points (a quarter point apart).
    func area(_ path: Path, in rect: CGRect = CGRect(x: -20, y: -20, width: 60, height: 60)) -> Double {
        var count = 0
        for i in 0 ..< Int(rect.width * 4) {
            for j in 0 ..< Int(rect.height * 4) {
                let p = CGPoint(x: rect.minX + (CGFloat(i) + 0.5) / 4, y: rect.minY + (CGFloat(j) + 0.5) / 4)
                if path.contains(p) { count += 1 }
            }
        }
        return Double(count) / 16
    }

    @Test func fillOperationsCombineAreas() {
        let union = a.union(b), both = a.intersection(b), aOnly = a.subtracting(b), either = a.symmetricDifference(b)
        #expect(union.boundingRect == CGRect(x: 0, y: 0, width: 15, height: 10))
        #expect(area(union) == 150)
        #expect(both.boundingRect == CGRect(x: 5, y: 0, width: 5, height: 10) && area(both) == 50)
        #expect(aOnly.boundingRect == CGRect(x: 0, y: 0, width: 5, height: 10) && area(aOnly) == 50)
        #expect(area(either) == 100 && !either.contains(CGPoint(x: 7, y: 5)) && either.contains(CGPoint(x: 12, y: 5)))
        // Disjoint paths: the intersection is empty, the union both.
        let far = Path(CGRect(x: 30, y: 0, width: 5, height: 5))
        #expect(a.intersection(far).isEmpty && area(a.union(far)) == 125)
    }

    @Test func curvesAreFlattenedCloseToTheirArea() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        let half = circle.intersection(Path(CGRect(x: 0, y: 0, width: 10, height: 20)))
        #expect(abs(area(half) - Double.pi * 100 / 2) < 3)
        #expect(abs(half.boundingRect.width - 10) < 0.01)
    }

    @Test func lineOperationsKeepThePiecesOfTheOutline() {
        let tall = Path(CGRect(x: 5, y: -5, width: 10, height: 20))
        let inside = a.lineIntersection(tall), outside = a.lineSubtraction(tall)
        // A's top, right and bottom edges from x = 5 on lie in B; its left edge and the rest outside.
        #expect(inside.boundingRect == CGRect(x: 5, y: 0, width: 5, height: 10))
        #expect(outside.boundingRect == CGRect(x: 0, y: 0, width: 5, height: 10))
    }

    @Test func normalizingResolvesTheFillRule() {
        // Two overlapping squares, even-odd: the overlap is a hole.
        var twice = a
        twice.addPath(b)
        let evenOdd = twice.normalized(eoFill: true), winding = twice.normalized(eoFill: false)
        #expect(area(evenOdd) == 100 && !evenOdd.contains(CGPoint(x: 7, y: 5)))
        #expect(area(winding) == 150)
    }

    @Test func shapesCombineAtTheirSize() {
        let shape = Circle().intersection(Rectangle().offset(x: 50, y: 0))
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(path.boundingRect.minX - 50) < 0.01 && abs(path.boundingRect.width - 50) < 0.01)
        let ring = Circle().subtracting(Circle().inset(by: 25))
        #expect(!ring.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).contains(CGPoint(x: 50, y: 50)))
        #expect(ring.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).contains(CGPoint(x: 50, y: 10)))
    }
}
