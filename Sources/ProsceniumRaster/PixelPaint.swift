import Foundation
import ProsceniumHost

/// A paint resolved for one element: a colour, or a gradient over the
/// element's frame in pixels. Colours are premultiplied when read.
struct PixelPaint {
    private enum Kind {
        case solid(Float, Float, Float, Float)
        case linear(stops: [Stop], from: PixelPoint, to: PixelPoint)
        case radial(stops: [Stop], centre: PixelPoint, radiusX: Double, radiusY: Double, start: Double)
        case angular(stops: [Stop], centre: PixelPoint, start: Double, end: Double)
    }

    struct Stop {
        var location: Double
        var rgba: (Float, Float, Float, Float)
    }

    private let kind: Kind

    static func color(_ rgba: RGBA) -> PixelPaint {
        let a = Float(min(max(rgba.alpha, 0), 1))
        return PixelPaint(kind: .solid(Float(rgba.red) * a, Float(rgba.green) * a, Float(rgba.blue) * a, a))
    }

    /// `paint` over `frame` (in pixels) at `scale` pixels a point; nil for
    /// what this display does not draw (an image paint, an unknown asset colour).
    static func resolve(_ paint: PaintValue, frame: PixelRect, scale: Double, appearance: ColorAppearance) -> PixelPaint? {
        func stops(_ stops: [PaintValue.Stop]) -> [Stop] {
            stops.compactMap { stop in
                stop.color.resolved(in: appearance).map {
                    Stop(location: stop.location, rgba: (Float($0.red), Float($0.green), Float($0.blue), Float($0.alpha)))
                }
            }.sorted { $0.location < $1.location }
        }
        func point(_ unit: PaintValue.UnitPoint) -> PixelPoint {
            PixelPoint(x: frame.x + unit.x * frame.width, y: frame.y + unit.y * frame.height)
        }
        switch paint {
        case let .color(color):
            return color.resolved(in: appearance).map(Self.color)
        case let .linearGradient(list, start, end):
            return PixelPaint(kind: .linear(stops: stops(list), from: point(start), to: point(end)))
        case let .radialGradient(list, centre, startRadius, endRadius):
            let r0 = startRadius * scale, r1 = endRadius * scale
            return PixelPaint(kind: .radial(stops: Self.remapped(stops(list), from: r0, to: r1), centre: point(centre),
                                            radiusX: max(r1, 1e-6), radiusY: max(r1, 1e-6), start: 0))
        case let .ellipticalGradient(list, centre, f0, f1):
            // The fractions are of the frame's half sides, as SwiftUI measures them.
            let rx = frame.width / 2 * f1, ry = frame.height / 2 * f1
            let start = f1 > 0 ? f0 / f1 : 0
            return PixelPaint(kind: .radial(stops: stops(list), centre: point(centre), radiusX: max(rx, 1e-6),
                                            radiusY: max(ry, 1e-6), start: start))
        case let .angularGradient(list, centre, startAngle, endAngle):
            return PixelPaint(kind: .angular(stops: stops(list), centre: point(centre), start: startAngle, end: endAngle))
        case let .material(_, opacity):
            // A material blurs what is behind it, which a drawing of one
            // view has not got: its tint alone, as over an empty window.
            var tint = SystemColor.windowBackground.value(in: appearance)
            tint.alpha = 0.8 * opacity
            return color(tint)
        case .image:
            return nil
        }
    }

    /// Radial stops over `r0...r1` as fractions of `r1`.
    private static func remapped(_ stops: [Stop], from r0: Double, to r1: Double) -> [Stop] {
        guard r1 > 0 else { return stops }
        return stops.map { Stop(location: (r0 + $0.location * (r1 - r0)) / r1, rgba: $0.rgba) }
    }

    /// The premultiplied colour at a pixel's centre.
    func color(x: Double, y: Double) -> (Float, Float, Float, Float) {
        switch kind {
        case let .solid(r, g, b, a): return (r, g, b, a)
        case let .linear(stops, from, to):
            let dx = to.x - from.x, dy = to.y - from.y
            let length = dx * dx + dy * dy
            let t = length > 0 ? ((x - from.x) * dx + (y - from.y) * dy) / length : 0
            return Self.sample(stops, t)
        case let .radial(stops, centre, rx, ry, start):
            let distance = hypot((x - centre.x) / rx, (y - centre.y) / ry)
            let t = start < 1 ? (distance - start) / (1 - start) : 0
            return Self.sample(stops, t)
        case let .angular(stops, centre, start, end):
            // Clockwise from the start angle, y down, as SwiftUI turns.
            var angle = atan2(y - centre.y, x - centre.x) * 180 / Double.pi
            while angle < start { angle += 360 }
            while angle >= start + 360 { angle -= 360 }
            let span = end - start
            return Self.sample(stops, span != 0 ? (angle - start) / span : 0)
        }
    }

    private static func sample(_ stops: [Stop], _ t: Double) -> (Float, Float, Float, Float) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        func premultiplied(_ c: (Float, Float, Float, Float)) -> (Float, Float, Float, Float) {
            (c.0 * c.3, c.1 * c.3, c.2 * c.3, c.3)
        }
        if t <= first.location { return premultiplied(first.rgba) }
        if t >= last.location { return premultiplied(last.rgba) }
        for index in 1..<stops.count where t <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let f = Float(span > 0 ? (t - a.location) / span : 1)
            let ca = premultiplied(a.rgba), cb = premultiplied(b.rgba)
            return (ca.0 + (cb.0 - ca.0) * f, ca.1 + (cb.1 - ca.1) * f, ca.2 + (cb.2 - ca.2) * f, ca.3 + (cb.3 - ca.3) * f)
        }
        return premultiplied(last.rgba)
    }
}

/// A rectangle in pixels.
struct PixelRect {
    var x: Double, y: Double, width: Double, height: Double
}
