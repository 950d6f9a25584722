import ProsceniumHost

/// The render tree's typed attribute values written as the browser client
/// reads them: colours, fonts, borders, shadows and grid tracks as CSS, paths
/// as SVG path data. This is the one place the app's values become CSS.
enum AttributeCSS {
    /// The wire text of any attribute value.
    static func text(_ value: AttributeValue) -> String {
        switch value {
        case let .string(text): text
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
        case .gray: "gray"
        case .clear: "transparent"
        case .primary: "var(--primary)"
        case .secondary: "var(--secondary)"
        case .tertiary: "var(--tertiary)"
        case .quaternary: "var(--quaternary)"
        case .accent: "var(--accent)"
        case .separator: "var(--separator)"
        case .windowBackground: "var(--background)"
        case .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown:
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
    /// `system:SIZE:WEIGHT[:DESIGN][:italic]` (`system:STYLE:...` for a styled
    /// font with a weight, design or italic).
    static func fontName(_ font: FontValue) -> String {
        var name = font.style?.rawValue ?? "system:\(font.size.map { String(Int($0)) } ?? "13")"
        if font.style == nil || font.weight != nil || font.design != nil || font.isItalic {
            if font.style != nil { name = "system:\(name)" }
            name += ":\(font.weight?.rawValue ?? 400)"
            if let design = font.design, design != .default { name += ":\(design.rawValue)" }
            if font.isItalic { name += ":italic" }
        }
        return name
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
}
