import CHarfBuzz

/// One step of a glyph's outline, in points, y down, from the glyph's
/// origin on the baseline.
public enum GlyphPathElement: Hashable, Sendable {
    case move(x: Double, y: Double)
    case line(x: Double, y: Double)
    case quadCurve(x: Double, y: Double, cx: Double, cy: Double)
    case curve(x: Double, y: Double, c1x: Double, c1y: Double, c2x: Double, c2y: Double)
    case close
}

/// A glyph placed in a shaped run: its id in the face, and its origin on the
/// baseline, in points from the run's start.
public struct PlacedGlyph: Hashable, Sendable {
    public var glyph: UInt32
    public var x: Double
    public var y: Double
}

extension FontFace {
    /// `text` shaped as one run at `size` points, as `advance(of:)` shapes it
    /// (kerning and ligatures on; `tnum` with `tabularDigits`), each glyph
    /// followed by `tracking` points, as the page's letter spacing adds; and
    /// the run's advance, tracking after each character included.
    public func glyphs<S: StringProtocol>(of text: S, size: Double, tabularDigits: Bool = false,
                                          tracking: Double = 0) -> (glyphs: [PlacedGlyph], advance: Double) {
        let scale = size / unitsPerEm
        let shaped = shaped(text, tabularDigits: tabularDigits) { infos, positions in
            var pen = 0.0
            let placed = zip(infos, positions).map { info, position in
                defer { pen += Double(position.x_advance) * scale + tracking }
                return PlacedGlyph(glyph: info.codepoint, x: pen + Double(position.x_offset) * scale,
                                   y: -Double(position.y_offset) * scale)
            }
            let advance = Double(positions.reduce(0) { $0 + Int($1.x_advance) }) * scale
            return (placed, advance + tracking * Double(text.count))
        }
        return shaped ?? ([], 0)
    }

    /// The outline of `glyph` at `size` points, y down from its origin on the
    /// baseline; empty for a glyph drawn with no outline (a space, or a
    /// colour bitmap such as an emoji's).
    public func outline(of glyph: UInt32, size: Double) -> [GlyphPathElement] {
        let collector = OutlineCollector(scale: size / unitsPerEm)
        let funcs = GlyphDrawFunctions.shared.funcs
        withExtendedLifetime(collector) {
            hb_font_get_glyph_shape(font, glyph, funcs, Unmanaged.passUnretained(collector).toOpaque())
        }
        return collector.elements
    }
}

/// Collects HarfBuzz's drawing calls for one glyph, scaled to points with y
/// flipped (font units are y up).
private final class OutlineCollector {
    let scale: Double
    var elements: [GlyphPathElement] = []
    init(scale: Double) { self.scale = scale }
    func x(_ value: Float) -> Double { Double(value) * scale }
    func y(_ value: Float) -> Double { -Double(value) * scale }
}

/// HarfBuzz's draw functions, made once and immutable: each call finds its
/// glyph's collector in `draw_data`.
private final class GlyphDrawFunctions: @unchecked Sendable {
    // Safe to share: made immutable before anyone can use it.
    static let shared = GlyphDrawFunctions()
    let funcs: OpaquePointer

    private init() {
        let funcs = hb_draw_funcs_create()!
        func collector(_ data: UnsafeMutableRawPointer?) -> OutlineCollector {
            Unmanaged<OutlineCollector>.fromOpaque(data!).takeUnretainedValue()
        }
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            let c = collector(data)
            c.elements.append(.move(x: c.x(x), y: c.y(y)))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            let c = collector(data)
            c.elements.append(.line(x: c.x(x), y: c.y(y)))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            let c = collector(data)
            c.elements.append(.quadCurve(x: c.x(x), y: c.y(y), cx: c.x(cx), cy: c.y(cy)))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            let c = collector(data)
            c.elements.append(.curve(x: c.x(x), y: c.y(y), c1x: c.x(c1x), c1y: c.y(c1y), c2x: c.x(c2x), c2y: c.y(c2y)))
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            collector(data).elements.append(.close)
        }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        self.funcs = funcs
    }
}

extension TextMeasurer {
    /// The face that draws each character of `text` in `font`, with the runs
    /// of one face together: what the page shapes separately.
    public func faceRuns(of text: String, in font: TextFont) -> [(face: FontFace, text: String)] {
        let faces = chain(for: font)
        var runs: [(face: FontFace, text: String)] = []
        for character in text {
            guard let face = Self.face(for: character, in: faces) else { continue }
            if let last = runs.last, last.face === face {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append((face, String(character)))
            }
        }
        return runs
    }
}
