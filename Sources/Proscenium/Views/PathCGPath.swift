// `Path` and Core Graphics' `CGPath`, both ways: the same elements, so a
// path built with Core Graphics draws the same outline in a shape.

extension Path {
    /// A path of `path`'s elements.
    public init(_ path: CGPath) {
        self.init()
        for element in path.elements {
            let p = element.points
            switch element.type {
            case .moveToPoint: elements.append(.move(to: p[0]))
            case .addLineToPoint: elements.append(.line(to: p[0]))
            case .addQuadCurveToPoint: elements.append(.quadCurve(to: p[1], control: p[0]))
            case .addCurveToPoint: elements.append(.curve(to: p[2], control1: p[0], control2: p[1]))
            case .closeSubpath: elements.append(.closeSubpath)
            }
        }
    }

    /// A path of `path`'s elements (as they are now: later changes to `path` are not seen).
    public init(_ path: CGMutablePath) {
        self.init(path as CGPath)
    }

    /// The path as an immutable Core Graphics path of the same elements.
    public var cgPath: CGPath {
        CGPath(elements: elements.map { element in
            switch element {
            case let .move(to): .init(type: .moveToPoint, points: [to])
            case let .line(to): .init(type: .addLineToPoint, points: [to])
            case let .quadCurve(to, control): .init(type: .addQuadCurveToPoint, points: [control, to])
            case let .curve(to, c1, c2): .init(type: .addCurveToPoint, points: [c1, c2, to])
            case .closeSubpath: .init(type: .closeSubpath, points: [])
            }
        })
    }
}
