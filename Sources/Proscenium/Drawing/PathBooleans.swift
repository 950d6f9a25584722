// Boolean operations on paths. Each path is flattened (curves to lines
// within a tenth of a point), every edge is split where it crosses any
// other, and a piece of edge is kept when the result is filled on one side
// of it and not on the other (each side tested by the winding rule of both
// operands); the kept pieces are chained into closed subpaths. The line
// operations keep the pieces of the receiver's own outline inside (or
// outside) the other's fill. Results are made of lines.

extension Path {
    /// The area filled by this path or by `other`.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean(self, other, eoFill: eoFill).filled { $0 || $1 }
    }

    /// The area filled by both this path and `other`.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean(self, other, eoFill: eoFill).filled { $0 && $1 }
    }

    /// The area filled by this path but not by `other`.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean(self, other, eoFill: eoFill).filled { $0 && !$1 }
    }

    /// The area filled by this path or by `other`, but not by both.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean(self, other, eoFill: eoFill).filled { $0 != $1 }
    }

    /// The parts of this path's lines inside the area `other` fills.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean(self, other, eoFill: eoFill).lines(inside: true)
    }

    /// The parts of this path's lines outside the area `other` fills.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean(self, other, eoFill: eoFill).lines(inside: false)
    }

    /// The area this path fills, by its fill rule, as subpaths that neither
    /// overlap nor cross themselves.
    public func normalized(eoFill: Bool = true) -> Path {
        PathBoolean(self, Path(), eoFill: eoFill).filled { a, _ in a }
    }
}

/// Two paths' edges, split at every crossing.
struct PathBoolean {
    typealias Segment = (start: CGPoint, end: CGPoint, fromA: Bool)
    /// Each operand's closed polygons (subpaths), flattened.
    let a: [[CGPoint]], b: [[CGPoint]]
    let eoFill: Bool
    /// A's open polylines (for the line operations: subpaths as drawn, not closed).
    let aLines: [[CGPoint]]

    init(_ a: Path, _ b: Path, eoFill: Bool) {
        (self.a, aLines) = Self.flatten(a)
        self.b = Self.flatten(b).polygons
        self.eoFill = eoFill
    }

    /// The region where `rule(inA, inB)` holds, outlined.
    func filled(_ rule: (Bool, Bool) -> Bool) -> Path {
        let edges = Self.edges(of: a, fromA: true) + Self.edges(of: b, fromA: false)
        var kept: [(CGPoint, CGPoint)] = []
        for piece in Self.split(edges, at: edges) {
            let dx = piece.end.x - piece.start.x, dy = piece.end.y - piece.start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            let mid = CGPoint(x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2)
            let e: CGFloat = 1e-4
            let left = CGPoint(x: mid.x - dy / length * e, y: mid.y + dx / length * e)
            let right = CGPoint(x: mid.x + dy / length * e, y: mid.y - dx / length * e)
            let leftIn = rule(inside(a, left), inside(b, left)), rightIn = rule(inside(a, right), inside(b, right))
            guard leftIn != rightIn else { continue }
            // Kept with the filled side on its left (so loops run one way).
            kept.append(leftIn ? (piece.start, piece.end) : (piece.end, piece.start))
        }
        // An edge both operands share is kept once.
        var seen = Set<String>()
        kept = kept.filter { seen.insert(Self.key($0.0) + ">" + Self.key($0.1)).inserted }
        return Self.loops(kept)
    }

    /// A's own lines, split where they cross B, the pieces inside (or outside) B's fill kept.
    func lines(inside wanted: Bool) -> Path {
        var path = Path()
        let cutters = Self.edges(of: b, fromA: false)
        for line in aLines {
            var last: CGPoint?
            let edges = zip(line, line.dropFirst()).map { Segment($0, $1, true) }
            for piece in Self.split(edges, at: cutters) {
                let mid = CGPoint(x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2)
                guard inside(b, mid) == wanted else {
                    last = nil
                    continue
                }
                if last.map({ Self.close($0, piece.start) }) != true { path.move(to: piece.start) }
                path.addLine(to: piece.end)
                last = piece.end
            }
        }
        return path
    }

    private func inside(_ polygons: [[CGPoint]], _ point: CGPoint) -> Bool {
        var winding = 0
        for polygon in polygons {
            for (p, q) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) {
                if p.y <= point.y {
                    if q.y > point.y, Self.cross(p, q, point) > 0 { winding += 1 }
                } else if q.y <= point.y, Self.cross(p, q, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private static func cross(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat {
        (q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)
    }

    /// A point to 1/10000 point, to match ends.
    private static func key(_ p: CGPoint) -> String { "\(Int((p.x * 1e4).rounded())),\(Int((p.y * 1e4).rounded()))" }

    private static func close(_ p: CGPoint, _ q: CGPoint) -> Bool { abs(p.x - q.x) < 1e-6 && abs(p.y - q.y) < 1e-6 }

    private static func edges(of polygons: [[CGPoint]], fromA: Bool) -> [Segment] {
        polygons.flatMap { polygon in
            zip(polygon, polygon.dropFirst() + polygon.prefix(1)).map { Segment($0, $1, fromA) }
        }
    }

    /// `edges` cut at every point where one crosses or touches any of `cutters`.
    private static func split(_ edges: [Segment], at cutters: [Segment]) -> [Segment] {
        var pieces: [Segment] = []
        for edge in edges {
            let d = CGPoint(x: edge.end.x - edge.start.x, y: edge.end.y - edge.start.y)
            var cuts: [CGFloat] = []
            for cutter in cutters {
                let e = CGPoint(x: cutter.end.x - cutter.start.x, y: cutter.end.y - cutter.start.y)
                let denominator = d.x * e.y - d.y * e.x
                let w = CGPoint(x: cutter.start.x - edge.start.x, y: cutter.start.y - edge.start.y)
                if abs(denominator) < 1e-12 {
                    // Collinear overlap: cut at the cutter's ends that lie on this edge.
                    guard abs(w.x * d.y - w.y * d.x) < 1e-9 else { continue }
                    let squared = d.x * d.x + d.y * d.y
                    guard squared > 0 else { continue }
                    for end in [cutter.start, cutter.end] {
                        let t = ((end.x - edge.start.x) * d.x + (end.y - edge.start.y) * d.y) / squared
                        if t > 1e-9, t < 1 - 1e-9 { cuts.append(t) }
                    }
                    continue
                }
                let t = (w.x * e.y - w.y * e.x) / denominator
                let u = (w.x * d.y - w.y * d.x) / denominator
                if t > 1e-9, t < 1 - 1e-9, u >= -1e-9, u <= 1 + 1e-9 { cuts.append(t) }
            }
            var previous = edge.start
            for t in cuts.sorted() + [1] {
                let point = t == 1 ? edge.end : CGPoint(x: edge.start.x + d.x * t, y: edge.start.y + d.y * t)
                if !close(previous, point) { pieces.append(Segment(previous, point, edge.fromA)) }
                previous = point
            }
        }
        return pieces
    }

    /// Directed pieces chained end to start into closed subpaths.
    private static func loops(_ pieces: [(CGPoint, CGPoint)]) -> Path {
        var starting: [String: [Int]] = [:]
        for (index, piece) in pieces.enumerated() { starting[key(piece.0), default: []].append(index) }
        var used = Set<Int>(), path = Path()
        for first in pieces.indices where !used.contains(first) {
            used.insert(first)
            path.move(to: pieces[first].0)
            var current = pieces[first].1
            var steps = 0
            while !close(current, pieces[first].0), steps < pieces.count {
                steps += 1
                guard let next = starting[key(current)]?.first(where: { !used.contains($0) }) else { break }
                used.insert(next)
                path.addLine(to: pieces[next].0)
                current = pieces[next].1
            }
            path.closeSubpath()
        }
        return path
    }

    /// A path's subpaths as closed polygons (for filling) and as the
    /// polylines they draw (for the line operations), curves flattened.
    static func flatten(_ path: Path) -> (polygons: [[CGPoint]], lines: [[CGPoint]]) {
        var polygons: [[CGPoint]] = [], lines: [[CGPoint]] = [], current: [CGPoint] = []
        var closed = false
        func finish() {
            if current.count > 1 {
                polygons.append(current)
                lines.append(closed ? current + [current[0]] : current)
            }
            current = []
            closed = false
        }
        func steps(_ chord: CGFloat) -> Int { Swift.max(1, Swift.min(64, Int((chord / 2).rounded(.up)))) }
        path.forEach { element in
            switch element {
            case let .move(to: point):
                finish()
                current = [point]
            case let .line(to: point):
                if current.isEmpty { current = [.zero] }
                current.append(point)
            case let .quadCurve(to: end, control: control):
                let start = current.last ?? .zero
                if current.isEmpty { current = [start] }
                let n = steps(hypot(control.x - start.x, control.y - start.y) + hypot(end.x - control.x, end.y - control.y))
                for i in 1 ... n {
                    let t = CGFloat(i) / CGFloat(n), s = 1 - t
                    current.append(CGPoint(x: s * s * start.x + 2 * s * t * control.x + t * t * end.x,
                                           y: s * s * start.y + 2 * s * t * control.y + t * t * end.y))
                }
            case let .curve(to: end, control1: c1, control2: c2):
                let start = current.last ?? .zero
                if current.isEmpty { current = [start] }
                let n = steps(hypot(c1.x - start.x, c1.y - start.y) + hypot(c2.x - c1.x, c2.y - c1.y)
                    + hypot(end.x - c2.x, end.y - c2.y))
                for i in 1 ... n {
                    let t = CGFloat(i) / CGFloat(n), s = 1 - t
                    let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                                           y: a * start.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .closeSubpath:
                closed = true
                let start = current.first
                finish()
                // Drawing continues from the closed subpath's start.
                if let start { current = [start] }
            }
        }
        finish()
        return (polygons, lines)
    }
}

/// A shape made of two shapes by a boolean operation on their paths.
nonisolated struct _BooleanShape<A: Shape, B: Shape>: Shape {
    let first: A
    let second: B
    let operation: @Sendable (Path, Path) -> Path

    func path(in rect: CGRect) -> Path { operation(first.path(in: rect), second.path(in: rect)) }
}

nonisolated extension Shape {
    /// The area filled by this shape or by `other`.
    public func union<T>(_ other: T, eoFill: Bool = false) -> some Shape where T: Shape {
        _BooleanShape(first: self, second: other) { $0.union($1, eoFill: eoFill) }
    }

    /// The area filled by both this shape and `other`.
    public func intersection<T>(_ other: T, eoFill: Bool = false) -> some Shape where T: Shape {
        _BooleanShape(first: self, second: other) { $0.intersection($1, eoFill: eoFill) }
    }

    /// The area filled by this shape but not by `other`.
    public func subtracting<T>(_ other: T, eoFill: Bool = false) -> some Shape where T: Shape {
        _BooleanShape(first: self, second: other) { $0.subtracting($1, eoFill: eoFill) }
    }

    /// The area filled by this shape or by `other`, but not by both.
    public func symmetricDifference<T>(_ other: T, eoFill: Bool = false) -> some Shape where T: Shape {
        _BooleanShape(first: self, second: other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }

    /// The parts of this shape's lines inside `other`.
    public func lineIntersection<T>(_ other: T, eoFill: Bool = false) -> some Shape where T: Shape {
        _BooleanShape(first: self, second: other) { $0.lineIntersection($1, eoFill: eoFill) }
    }

    /// The parts of this shape's lines outside `other`.
    public func lineSubtraction<T>(_ other: T, eoFill: Bool = false) -> some Shape where T: Shape {
        _BooleanShape(first: self, second: other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}
