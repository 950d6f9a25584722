import Foundation
import ProsceniumHost

/// The render tree's typed attribute values written as the browser client
/// reads them: colours, fonts, borders, shadows and grid tracks as CSS, paths
/// as SVG path data. This is the one place the app's values become CSS.
enum AttributeCSS {
    /// The wire text of any attribute value.
    static func text(_ value: AttributeValue) -> String {
        switch value {
        case let .string(text): text
        case let .bool(flag): flag ? "true" : "false"
        case let .color(color): css(color)
        case let .font(font): fontName(font)
        case let .border(border): "\(css(border.color)) \(attributeNumberText(border.width))"
        case let .shadow(shadow):
            // `X Y RADIUS COLOR`, in CSS box-shadow's order.
            [shadow.x, shadow.y, shadow.radius].map(attributeNumberText).joined(separator: " ") + " "
                + css(shadow.color)
        case let .gridTracks(tracks): tracks.map(css).joined(separator: " ")
        case let .path(path): svgData(path)
        case let .shape(shape): DrawingWire.outline(shape)
        case let .paint(paint): DrawingWire.paint(paint)
        case let .filters(filters): DrawingWire.filters(filters)
        case let .drawing(drawing): DrawingWire.drawing(drawing)
        case let .transform(transform): css(transform)
        case let .transition(transition): MotionCSS.json(transition)
        case let .length(value), let .number(value): attributeNumberText(value)
        case let .alignment(alignment): alignment.description
        }
    }

    /// For encoders' `userInfo` (snapshots and windows opening).
    static let wireFormat = AttributeWireFormat(text: { text($0) })

    /// A colour as CSS. System colours the client's palette defines are its
    /// variables (so they follow light and dark mode); the standard colours are
    /// SwiftUI's light values, as the client always drew them.
    static func css(_ color: ColorValue) -> String {
        let base: String = switch color.base {
        case let .rgba(rgba): rgba.description
        case let .system(system): css(system: system)
        case let .asset(name): name
        // The page's colour scheme picks the one it shows.
        case let .appearances(light, dark): light == dark ? light.description : "light-dark(\(light), \(dark))"
        }
        guard color.opacity != 1 else { return base }
        return "color-mix(in srgb, \(base) \(Int(min(max(color.opacity, 0), 1) * 100))%, transparent)"
    }

    static func css(system: SystemColor) -> String {
        switch system {
        case .black: "black"
        case .white: "white"
        case .clear: "transparent"
        case .primary: "var(--primary)"
        case .secondary: "var(--secondary)"
        case .tertiary: "var(--tertiary)"
        case .quaternary: "var(--quaternary)"
        case .accent: "var(--accent)"
        case .separator: "var(--separator)"
        case .windowBackground: "var(--background)"
        case .gray, .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown:
            hex(system.light)
        }
    }

    static func hex(_ rgba: RGBA) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [rgba.red, rgba.green, rgba.blue] {
            let byte = RGBA.byte(channel)
            text.append(digits[byte >> 4])
            text.append(digits[byte & 0xF])
        }
        return text
    }

    /// A font as the client names it: a text style, or
    /// `system:SIZE:WEIGHT[:DESIGN][:italic][:KEY=VALUE...]` (`system:STYLE:...`
    /// for a styled font with more than its style; an empty WEIGHT keeps the
    /// style's own). The extras: `family=NAME` (percent-encoded),
    /// `relative=STYLE` (the size scales as that style does), `width=W`,
    /// `leading=tight|loose`, `caps=all|lowercase|uppercase`, `digits=monospaced`.
    static func fontName(_ font: FontValue) -> String {
        var extras: [String] = []
        if let family = font.family {
            extras.append("family=\(family.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
        }
        if let scaling = font.scaling { extras.append("relative=\(scaling.rawValue)") }
        if let width = font.width, width != 0 { extras.append("width=\(attributeNumberText(width))") }
        if let leading = font.leading, leading != .standard { extras.append("leading=\(leading.rawValue)") }
        if let caps = font.smallCaps { extras.append("caps=\(caps.rawValue)") }
        if font.monospacedDigits { extras.append("digits=monospaced") }
        if let style = font.style, font.weight == nil, font.design == nil, !font.isItalic, extras.isEmpty {
            return style.rawValue
        }
        var parts = ["system", font.style?.rawValue ?? attributeNumberText(font.size ?? 13)]
        parts.append(font.weight.map { String($0.rawValue) } ?? (font.style == nil ? "400" : ""))
        if let design = font.design, design != .default { parts.append(design.rawValue) }
        if font.isItalic { parts.append("italic") }
        return (parts + extras).joined(separator: ":")
    }

    /// A grid track as a CSS grid-template track.
    static func css(_ track: GridTrack) -> String {
        func points(_ value: Double) -> String { "\(attributeNumberText(value))px" }
        func upper(_ value: Double) -> String { value.isInfinite ? "1fr" : points(value) }
        return switch track {
        case let .fixed(value): points(value)
        case let .flexible(minimum, maximum): "minmax(\(points(minimum)), \(upper(maximum)))"
        case let .adaptive(minimum, maximum): "repeat(auto-fill, minmax(\(points(minimum)), \(upper(maximum))))"
        }
    }

    /// A path as SVG path data (`M 0 0 L 10 0 ... Z`).
    static func svgData(_ path: ShapePath) -> String {
        func p(_ point: ShapePath.Point) -> String { "\(attributeNumberText(point.x)) \(attributeNumberText(point.y))" }
        return path.elements.map { element in
            switch element {
            case let .move(point): "M \(p(point))"
            case let .line(point): "L \(p(point))"
            case let .quadCurve(to, control): "Q \(p(control)) \(p(to))"
            case let .curve(to, c1, c2): "C \(p(c1)) \(p(c2)) \(p(to))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    /// A transform as a CSS `transform` about the element's top leading corner
    /// (the client sets `transform-origin: 0 0`): each turn or scale is moved
    /// to its anchor and back, in percentages of the element's own size. A 3D
    /// turn's perspective is `var(--proscenium-depth)` (the element's larger
    /// side, which the client measures) divided by SwiftUI's relative one.
    static func css(_ transform: TransformValue) -> String {
        func n(_ value: Double) -> String { attributeNumberText(value) }
        func around(_ anchor: TransformValue.Anchor, _ body: String) -> String {
            if anchor.x == 0, anchor.y == 0 { return body }
            let x = n(anchor.x * 100), y = n(anchor.y * 100)
            return "translate(\(x)%, \(y)%) \(body) translate(-\(x)%, -\(y)%)"
        }
        let parts: [String] = transform.operations.map { operation in
            switch operation {
            case let .translate(x, y):
                return "translate(\(n(x))px, \(n(y))px)"
            case let .rotate(degrees, anchor):
                return around(anchor, "rotate(\(n(degrees))deg)")
            case let .scale(x, y, anchor):
                return around(anchor, "scale(\(n(x)), \(n(y)))")
            case let .rotate3D(degrees, x, y, z, anchor, anchorZ, perspective):
                var body = "rotate3d(\(n(x)), \(n(y)), \(n(z)), \(n(degrees))deg)"
                if anchorZ != 0 { body = "translateZ(\(n(anchorZ))px) \(body) translateZ(\(n(-anchorZ))px)" }
                if perspective > 0 {
                    body = "perspective(calc(var(--proscenium-depth, 100px) / \(n(perspective)))) \(body)"
                }
                return around(anchor, body)
            case let .affine(a, b, c, d, tx, ty):
                return "matrix(\([a, b, c, d, tx, ty].map(n).joined(separator: ", ")))"
            case let .projection(m):
                guard m.count == 9 else { return "" }
                // Row-major 3×3 (x' = m11 x + m21 y + m31, w = m13 x + m23 y + m33) as
                // CSS's column-major 4×4.
                let columns = [m[0], m[1], 0, m[2], m[3], m[4], 0, m[5], 0, 0, 1, 0, m[6], m[7], 0, m[8]]
                return "matrix3d(\(columns.map(n).joined(separator: ", ")))"
            }
        }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
