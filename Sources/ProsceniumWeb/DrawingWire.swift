import Foundation
import ProsceniumHost

/// The drawing values (outlines, paints, filters, canvas commands) written
/// for the browser client: small JSON texts whose colours are CSS colours
/// and whose paths are SVG path data. The client draws them as SVG, CSS
/// clip paths, gradients and filters, and on `<canvas>` elements.
enum DrawingWire {
    static func json(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
              let text = String(data: data, encoding: .utf8) else { return "null" }
        return text
    }

    static func number(_ value: Double) -> Double { value.isFinite ? value : 0 }

    // MARK: Outlines

    static func outline(_ shape: ShapeValue) -> String { json(outlineObject(shape)) }

    static func outlineObject(_ shape: ShapeValue) -> [String: Any] {
        var object: [String: Any]
        switch shape.base {
        case .rectangle: object = ["kind": "rectangle"]
        case let .roundedRectangle(width, height, continuous):
            object = ["kind": "roundedRectangle", "corner": [number(width), number(height)], "continuous": continuous]
        case let .unevenRoundedRectangle(r, continuous):
            object = ["kind": "unevenRoundedRectangle", "continuous": continuous,
                      "radii": [r.topLeading, r.topTrailing, r.bottomTrailing, r.bottomLeading].map(number)]
        case .circle: object = ["kind": "circle"]
        case .ellipse: object = ["kind": "ellipse"]
        case let .capsule(continuous): object = ["kind": "capsule", "continuous": continuous]
        case let .path(path, reference):
            object = ["kind": "path", "d": AttributeCSS.svgData(path)]
            if let reference { object["reference"] = [number(reference.x), number(reference.y)] }
        }
        if !shape.operations.isEmpty {
            object["ops"] = shape.operations.map { operation -> [Any] in
                switch operation {
                case let .inset(amount): ["inset", number(amount)]
                case let .offset(x, y): ["offset", number(x), number(y)]
                case let .rotation(degrees, ax, ay): ["rotate", number(degrees), number(ax), number(ay)]
                case let .scale(x, y, ax, ay): ["scale", number(x), number(y), number(ax), number(ay)]
                case let .transform(a, b, c, d, tx, ty): ["matrix"] + [a, b, c, d, tx, ty].map(number)
                case let .trim(from, to): ["trim", number(from), number(to)]
                }
            }
        }
        if shape.eoFill { object["eo"] = true }
        return object
    }

    // MARK: Paints

    static func paint(_ paint: PaintValue) -> String {
        if case let .color(color) = paint { return AttributeCSS.css(color) }
        return json(paintObject(paint))
    }

    static func stops(_ stops: [PaintValue.Stop]) -> [[Any]] {
        stops.map { [AttributeCSS.css($0.color), number($0.location)] }
    }

    static func paintObject(_ paint: PaintValue) -> [String: Any] {
        func point(_ p: PaintValue.UnitPoint) -> [Double] { [number(p.x), number(p.y)] }
        switch paint {
        case let .color(color): return ["color": AttributeCSS.css(color)]
        case let .linearGradient(s, start, end):
            return ["linear": ["stops": stops(s), "start": point(start), "end": point(end)]]
        case let .radialGradient(s, center, r0, r1):
            return ["radial": ["stops": stops(s), "center": point(center), "startRadius": number(r0), "endRadius": number(r1)]]
        case let .ellipticalGradient(s, center, f0, f1):
            return ["elliptical": ["stops": stops(s), "center": point(center), "startFraction": number(f0),
                                   "endFraction": number(f1)]]
        case let .angularGradient(s, center, a0, a1):
            return ["angular": ["stops": stops(s), "center": point(center), "startAngle": number(a0), "endAngle": number(a1)]]
        case let .material(material, opacity):
            return ["material": material.rawValue, "opacity": number(opacity)]
        case let .image(asset, scale, source, opacity):
            return ["image": asset, "scale": number(scale), "source": source.map(number), "opacity": number(opacity)]
        }
    }

    // MARK: Filters

    static func filters(_ filters: [FilterValue]) -> String { json(filters.map(filterObject)) }

    static func filterObject(_ filter: FilterValue) -> [Any] {
        switch filter {
        case let .blur(radius, opaque): ["blur", number(radius), opaque]
        case let .brightness(amount): ["brightness", number(amount)]
        case let .contrast(amount): ["contrast", number(amount)]
        case let .saturation(amount): ["saturation", number(amount)]
        case let .grayscale(amount): ["grayscale", number(amount)]
        case let .hueRotation(degrees): ["hueRotation", number(degrees)]
        case .colorInvert: ["colorInvert"]
        case let .colorMultiply(color): ["colorMultiply", AttributeCSS.css(color)]
        case .luminanceToAlpha: ["luminanceToAlpha"]
        case let .shadow(color, radius, x, y, options):
            ["shadow", AttributeCSS.css(color), number(radius), number(x), number(y), options]
        case let .alphaThreshold(min, max, color): ["alphaThreshold", number(min), number(max), AttributeCSS.css(color)]
        case let .colorMatrix(values): ["colorMatrix", values.map(number)]
        }
    }

    // MARK: Canvas commands

    static func drawing(_ drawing: DrawingValue) -> String { json(drawing.commands.map(commandObject)) }

    static func shading(_ shading: DrawingValue.Shading) -> [String: Any] {
        func point(_ p: ShapePath.Point) -> [Double] { [number(p.x), number(p.y)] }
        switch shading {
        case let .color(color): return ["color": AttributeCSS.css(color)]
        case let .linearGradient(s, start, end): return ["linear": ["stops": stops(s), "start": point(start), "end": point(end)]]
        case let .radialGradient(s, center, r0, r1):
            return ["radial": ["stops": stops(s), "center": point(center), "startRadius": number(r0), "endRadius": number(r1)]]
        case let .conicGradient(s, center, angle):
            return ["conic": ["stops": stops(s), "center": point(center), "angle": number(angle)]]
        case let .tiledImage(tile):
            return ["tile": ["symbol": tile.systemName ?? "", "asset": tile.asset ?? "",
                             "color": tile.color.map(AttributeCSS.css) ?? "", "pointSize": number(tile.pointSize),
                             "pixelsPerPoint": number(tile.pixelsPerPoint), "source": tile.source.map(number),
                             "transform": tile.transform.map(number)]]
        }
    }

    static func commandObject(_ command: DrawingValue.Command) -> [Any] {
        switch command {
        case .save: return ["save"]
        case .restore: return ["restore"]
        case let .transform(a, b, c, d, tx, ty): return ["transform"] + [a, b, c, d, tx, ty].map(number)
        case let .opacity(value): return ["opacity", number(value)]
        case let .blendMode(name): return ["blendMode", name]
        case let .filter(filter): return ["filter", filterObject(filter)]
        case let .clip(path, eoFill): return ["clip", AttributeCSS.svgData(path), eoFill]
        case let .fill(path, s, eoFill): return ["fill", AttributeCSS.svgData(path), shading(s), eoFill]
        case let .stroke(path, s, stroke):
            return ["stroke", AttributeCSS.svgData(path), shading(s),
                    ["lineWidth": number(stroke.lineWidth), "lineCap": stroke.lineCap, "lineJoin": stroke.lineJoin,
                     "miterLimit": number(stroke.miterLimit), "dash": stroke.dash.map(number),
                     "dashPhase": number(stroke.dashPhase)]]
        case let .text(string, font, color, x, y, ax, ay):
            return ["text", string, font.map(AttributeCSS.fontName) ?? "", color.map(AttributeCSS.css) ?? "",
                    number(x), number(y), number(ax), number(ay)]
        case let .image(systemName, asset, x, y, width, height, color):
            return ["image", systemName ?? "", asset ?? "", number(x), number(y), number(width), number(height),
                    color.map(AttributeCSS.css) ?? ""]
        case .beginLayer: return ["beginLayer"]
        case .endLayer: return ["endLayer"]
        case let .beginMask(id): return ["beginMask", number(Double(id))]
        case .endMask: return ["endMask"]
        case let .applyMask(id, opacity, inverse): return ["applyMask", number(Double(id)), number(opacity), inverse]
        case let .symbol(index, x, y, width, height):
            return ["symbol", number(Double(index)), number(x), number(y), number(width), number(height)]
        }
    }
}
