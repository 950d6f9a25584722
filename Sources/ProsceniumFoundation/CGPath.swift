import Foundation

/// The rule that decides which regions a path encloses.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds around a point a non-zero number of times.
    case winding = 0
    /// Inside where a ray from a point crosses the path an odd number of times.
    case evenOdd = 1
}

/// What one element of a path does.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// An immutable outline of lines and curves, as Core Graphics holds one.
/// Arcs and ellipses are stored as cubic curves, as Core Graphics stores
/// them. `SwiftUI.Path(_:)` draws the same outline.
/// Unchecked Sendable: a `CGPath` is not changed after it is made (a
/// `CGMutablePath` is, by its owner, as on a Mac).
public class CGPath: @unchecked Sendable {
    /// One element: its kind and its points (end point last).
    package struct Element: Equatable, Sendable {
        package var type: CGPathElementType
        package var points: [CGPoint]

        package init(type: CGPathElementType, points: [CGPoint]) {
            self.type = type
            self.points = points
        }
    }

    package var elements: [Element] = []

    init() {}

    /// The path's elements in order, for a path made from another's.
    package init(elements: [Element]) { self.elements = elements }

    /// A closed rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rectangle with corners rounded by `cornerWidth` and `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element (the start of its subpath after a close);
    /// `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            if element.type == .moveToPoint { start = element.points[0] }
            current = element.type == .closeSubpath ? start : element.points.last ?? current
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, curves'
    /// control points included; `.null` for an empty path.
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// The smallest rectangle holding every point the path passes through
    /// (control points that only pull curves left out); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        let points = polygons(flatness: 64).flatMap { $0 }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// Whether `point` (transformed by `transform`) is inside the path, each
    /// subpath taken as closed, by `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        PathGeometry.contains(point.applying(transform), in: polygons(flatness: 16), evenOdd: rule == .evenOdd)
    }

    /// A copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy of the path with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let t = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { Element(type: $0.type, points: $0.points.map { $0.applying(t) }) })
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.elements = elements
        return path
    }

    /// Each subpath as a polygon: lines as they are, curves cut into `flatness` lines.
    private func polygons(flatness: Int) -> [[CGPoint]] {
        var result: [[CGPoint]] = [], current: [CGPoint] = []
        func finish() {
            if !current.isEmpty { result.append(current) }
            current = []
        }
        for element in elements {
            let from = current.last ?? .zero
            switch element.type {
            case .moveToPoint:
                finish()
                current = [element.points[0]]
            case .addLineToPoint:
                current.append(element.points[0])
            case .addQuadCurveToPoint:
                let (c, e) = (element.points[0], element.points[1])
                for i in 1...flatness {
                    let t = CGFloat(i) / CGFloat(flatness), u = 1 - t
                    current.append(CGPoint(x: u * u * from.x + 2 * u * t * c.x + t * t * e.x,
                                           y: u * u * from.y + 2 * u * t * c.y + t * t * e.y))
                }
            case .addCurveToPoint:
                let (c1, c2, e) = (element.points[0], element.points[1], element.points[2])
                for i in 1...flatness {
                    let t = CGFloat(i) / CGFloat(flatness), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * e.x,
                                           y: a * from.y + b * c1.y + c * c2.y + d * e.y))
                }
            case .closeSubpath:
                let start = current.first
                finish()
                if let start { current = [start] }
            }
        }
        finish()
        return result.filter { $0.count > 1 || result.count == 1 }
    }
}

extension CGPath: Equatable {
    /// Whether two paths have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}
