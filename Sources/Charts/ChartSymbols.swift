import Foundation
import Proscenium

/// A shape used to draw the symbols of points (and of lines with symbols).
public protocol ChartSymbolShape: Shape {
    /// The rectangle, in a unit square centred on zero, that the symbol's
    /// perceived size is measured by.
    var perceptualUnitRect: CGRect { get }
}

/// The symbols a chart cycles through for `symbol(by:)`.
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
    enum Kind: Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    /// The order `symbol(by:)` gives categories their symbols in.
    static let cycle: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    public var perceptualUnitRect: CGRect { CGRect(x: -0.5, y: -0.5, width: 1, height: 1) }

    public func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        func polygon(_ sides: Int, rotation: Double) -> Path {
            Path { path in
                let points = (0..<sides).map { index -> CGPoint in
                    let angle = rotation + Double(index) * 2 * .pi / Double(sides)
                    return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
                }
                path.addLines(points)
                path.closeSubpath()
            }
        }
        func bars(_ angles: [Double]) -> Path {
            Path { path in
                let half = radius * 0.22
                for angle in angles {
                    let dx = CGFloat(cos(angle)) * radius, dy = CGFloat(sin(angle)) * radius
                    let nx = CGFloat(-sin(angle)) * half, ny = CGFloat(cos(angle)) * half
                    path.addLines([CGPoint(x: center.x - dx + nx, y: center.y - dy + ny),
                                   CGPoint(x: center.x + dx + nx, y: center.y + dy + ny),
                                   CGPoint(x: center.x + dx - nx, y: center.y + dy - ny),
                                   CGPoint(x: center.x - dx - nx, y: center.y - dy - ny)])
                    path.closeSubpath()
                }
            }
        }
        switch kind {
        case .circle: return Path(ellipseIn: rect)
        case .square: return Path(rect.insetBy(dx: rect.width * 0.1, dy: rect.height * 0.1))
        case .triangle: return polygon(3, rotation: -.pi / 2)
        case .diamond: return polygon(4, rotation: -.pi / 2)
        case .pentagon: return polygon(5, rotation: -.pi / 2)
        case .plus: return bars([0, .pi / 2])
        case .cross: return bars([.pi / 4, 3 * .pi / 4])
        case .asterisk: return bars([.pi / 2, .pi / 2 + 2 * .pi / 3, .pi / 2 + 4 * .pi / 3])
        }
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A triangle, pointing up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A cross (a plus turned 45 degrees).
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// An asterisk of three bars.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// A symbol shape without its type.
struct ChartSymbol: Shape {
    let make: @Sendable (CGRect) -> Path

    init<S: ChartSymbolShape>(_ shape: S) {
        make = { rect in shape.path(in: rect) }
    }

    func path(in rect: CGRect) -> Path { make(rect) }
}

extension BasicChartSymbolShape {
    /// Creates a stroked symbol shape by inner-stroking the basic symbol shape.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedChartSymbolShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension ChartSymbolShape where Self: InsettableShape {
    /// A symbol shape that is this shape's border, `lineWidth` wide, inside its frame.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedChartSymbolShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// A symbol shape that is this shape's border, stroked in `style`, inside its frame.
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        StrokedChartSymbolShape(base: self, style: style)
    }
}

/// A symbol's inner stroke, as a shape to fill: the base shape inset by
/// half the line width, stroked.
struct StrokedChartSymbolShape<Base: ChartSymbolShape>: ChartSymbolShape {
    let base: Base
    let style: StrokeStyle

    var perceptualUnitRect: CGRect { base.perceptualUnitRect }

    func path(in rect: CGRect) -> Path {
        let half = style.lineWidth / 2
        return base.path(in: rect.insetBy(dx: half, dy: half)).strokedPath(style)
    }
}

/// Swift Charts draws circles as symbols (`Circle().strokeBorder(lineWidth:)`
/// in a symbol scale).
extension Circle: ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// A type-erased plotting shape.
@frozen public struct AnyChartSymbolShape: ChartSymbolShape {
    let base: any ChartSymbolShape

    nonisolated public init(_ content: any ChartSymbolShape) {
        base = content
    }

    public var perceptualUnitRect: CGRect { base.perceptualUnitRect }

    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}
