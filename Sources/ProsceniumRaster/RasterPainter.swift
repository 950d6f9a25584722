import Foundation
public import ProsceniumHost
public import ProsceniumLayout
public import ProsceniumText

/// A display that draws a render tree into pixels itself, at the frames the
/// layout engine computed: colours, shapes (filled, stroked, with gradient
/// paints), backgrounds with their corner radii, borders, text (its glyphs'
/// outlines, in the font files the page draws with, broken into the lines
/// the engine measured), opacity, offsets and clipping to frames.
///
/// Pictures (`image` elements) are drawn from the pixels `pictures` gives
/// for them, stretched over their frames, in the foreground colour when
/// they are templates. SF Symbols are drawn as the page draws them
/// (`SymbolGlyphs`): the icon, or an unlisted variant's base icon in its
/// circle, square or rectangle, in the foreground colour.
///
/// What it does not draw yet, and a drawing shows without: the slashes and
/// badges the page composes onto a symbol, its palette and multicolour layers, colour emoji (bitmap glyphs), materials' blur, filters and
/// shadows, blend modes, transforms, masks and clip shapes other than the
/// frame, and controls' own chrome (a button's bezel, a toggle's box).
public struct RasterPainter {
    public var scale: Double
    public var appearance: ColorAppearance
    /// The pixels of an `image` element's picture; nil for one it cannot
    /// read (a symbol, a format without a decoder here).
    public var pictures: (RenderElement) -> RasterPicture? = { _ in nil }
    private let engine: LayoutEngine
    private let measurer: TextMeasurer

    public init(scale: Double = 1, appearance: ColorAppearance = .light, measurer: TextMeasurer = .shared) {
        self.scale = scale
        self.appearance = appearance
        self.measurer = measurer
        engine = LayoutEngine(measurer: measurer)
    }

    /// What an element passes down to what it contains.
    private struct Inherited {
        var foreground: ColorValue = .primary
        var foregroundPaint: PaintValue?
        var opacity: Float = 1
        var dx = 0.0, dy = 0.0
        var clip: PixelBox
        /// What text, symbols and bare shapes are drawn in.
        var foregroundStyle: PaintValue { foregroundPaint ?? .color(foreground) }
    }

    /// `root` laid out in `size` points (each element at its frame in
    /// `layout`), drawn on a clear bitmap, or on `background`.
    public func draw(_ root: RenderElement, layout: LayoutResult, size: Size, background: RGBA? = nil) -> RasterBitmap {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        var bitmap = RasterBitmap(width: width, height: height, background: background)
        let whole = PixelBox(minX: 0, minY: 0, maxX: width, maxY: height)
        draw(root, layout: layout, inherited: Inherited(clip: whole), into: &bitmap)
        return bitmap
    }

    private func draw(_ element: RenderElement, layout: LayoutResult, inherited: Inherited, into bitmap: inout RasterBitmap) {
        let attributes = element.attributes
        if attributes[.hidden] == true { return }
        var state = inherited
        if let opacity = attributes[.opacity]?.number ?? attributes[.opacity]?.string.flatMap(Double.init) {
            state.opacity *= Float(min(max(opacity, 0), 1))
        }
        if let color = attributes[.foreground]?.color { state.foreground = color; state.foregroundPaint = nil }
        if let paint = attributes[.foregroundPaint]?.paint { state.foregroundPaint = paint }
        state.dx += attributes[.offsetX]?.length ?? attributes[.offsetX]?.number ?? 0
        state.dy += attributes[.offsetY]?.length ?? attributes[.offsetY]?.number ?? 0
        guard let global = layout.globalFrame(of: element.id) else {
            // Not laid out (a run of a text, a slot the layout does not place): its children may be.
            for child in element.children { draw(child, layout: layout, inherited: state, into: &bitmap) }
            return
        }
        let frame = Rect(x: global.x + state.dx, y: global.y + state.dy, width: global.width, height: global.height)
        let transform = PixelTransform.scale(scale).translated(frame.x, frame.y)
        let pixels = PixelRect(x: frame.x * scale, y: frame.y * scale, width: frame.width * scale, height: frame.height * scale)

        // A background and a border are drawn in the element's frame, under its content.
        let corner = attributes[.cornerRadius]?.length ?? attributes[.cornerRadius]?.number ?? 0
        let box = ShapeValue(.roundedRectangle(cornerWidth: corner, cornerHeight: corner, continuous: false))
        if let background = attributes[.background], let paint = background.paint ?? background.color.map(PaintValue.color) {
            fill(box, paint: paint, frame: frame, pixels: pixels, transform: transform, state: state, into: &bitmap)
        }

        switch element.tag {
        case .color:
            if let color = attributes[.color]?.color {
                fill(.rectangle, paint: .color(color), frame: frame, pixels: pixels, transform: transform, state: state,
                     into: &bitmap)
            }
        case .shape:
            drawShape(element, frame: frame, pixels: pixels, transform: transform, state: state, into: &bitmap)
        case .text:
            drawText(element, frame: frame, pixels: pixels, fit: layout.textFits[element.id], state: state, into: &bitmap)
            return
        case .image:
            if let name = attributes[.systemName]?.string {
                drawSymbol(name, frame: frame, pixels: pixels, state: state, into: &bitmap)
            } else if let picture = pictures(element) {
                let template = attributes[.renderingMode]?.string == "template"
                let tint = template ? PixelPaint.resolve(state.foregroundStyle, frame: pixels,
                                                         scale: scale, appearance: appearance)?.color(x: 0, y: 0) : nil
                bitmap.draw(picture, in: pixels, opacity: state.opacity, clip: state.clip,
                            smooth: attributes[.interpolation]?.string != "none", tint: tint)
            }
        default: break
        }

        if let border = attributes[.border]?.border, border.width > 0 {
            let inset = box.adding(.inset(border.width / 2))
            stroke(inset, paint: .color(border.color), width: border.width, frame: frame, pixels: pixels,
                   transform: transform, state: state, into: &bitmap)
        }

        var inner = state
        if attributes[.clipped] == true {
            inner.clip = inner.clip.intersection(PixelBox(minX: Int(pixels.x.rounded(.down)), minY: Int(pixels.y.rounded(.down)),
                                                          maxX: Int((pixels.x + pixels.width).rounded(.up)),
                                                          maxY: Int((pixels.y + pixels.height).rounded(.up))))
        }
        for child in element.children { draw(child, layout: layout, inherited: inner, into: &bitmap) }
    }

    // MARK: Shapes

    private func drawShape(_ element: RenderElement, frame: Rect, pixels: PixelRect, transform: PixelTransform,
                           state: Inherited, into bitmap: inout RasterBitmap) {
        let outline = element.attributes[.outline]?.shape ?? .rectangle
        if let fill = element.attributes[.fill], let paint = fill.paint {
            self.fill(outline, paint: paint, frame: frame, pixels: pixels, transform: transform, state: state, into: &bitmap)
        }
        if let stroke = element.attributes[.stroke], let paint = stroke.paint {
            let width = element.attributes[.lineWidth]?.length ?? element.attributes[.lineWidth]?.number ?? 1
            // `strokeBorder` keeps the line inside the frame.
            let shape = element.attributes[.strokeBorder] == true ? outline.adding(.inset(width / 2)) : outline
            self.stroke(shape, paint: paint, width: width, frame: frame, pixels: pixels, transform: transform, state: state,
                        into: &bitmap)
        }
        // A shape with neither is filled with the foreground, as SwiftUI fills a bare shape.
        if element.attributes[.fill] == nil, element.attributes[.stroke] == nil {
            let paint = state.foregroundStyle
            fill(outline, paint: paint, frame: frame, pixels: pixels, transform: transform, state: state, into: &bitmap)
        }
    }

    private func fill(_ outline: ShapeValue, paint: PaintValue, frame: Rect, pixels: PixelRect, transform: PixelTransform,
                      state: Inherited, into bitmap: inout RasterBitmap) {
        guard let resolved = PixelPaint.resolve(paint, frame: pixels, scale: scale, appearance: appearance) else { return }
        var path = FlatPath(outline.path(width: frame.width, height: frame.height), transform)
        let range = outline.trimRange
        if range != 0...1 { path = path.trimmed(range) }
        bitmap.fill(path.polygons, paint: resolved, opacity: state.opacity, clip: state.clip, evenOdd: outline.eoFill)
    }

    private func stroke(_ outline: ShapeValue, paint: PaintValue, width: Double, frame: Rect, pixels: PixelRect,
                        transform: PixelTransform, state: Inherited, into bitmap: inout RasterBitmap) {
        guard let resolved = PixelPaint.resolve(paint, frame: pixels, scale: scale, appearance: appearance) else { return }
        let path = FlatPath(outline.path(width: frame.width, height: frame.height), transform).trimmed(outline.trimRange)
        bitmap.fill(path.stroked(width: width * transform.scale), paint: resolved, opacity: state.opacity, clip: state.clip)
    }

    // MARK: Symbols

    /// The symbol as the page sets it: a box 24 units high (as tall as the
    /// element) holding the glyph, or for an unlisted variant the base's
    /// glyph, smaller, in its circle, square or rectangle (outlined, or
    /// filled with the glyph knocked out).
    private func drawSymbol(_ name: String, frame: Rect, pixels: PixelRect, state: Inherited,
                            into bitmap: inout RasterBitmap) {
        guard let face = SymbolGlyphs.face, let drawing = SymbolGlyphs.drawing(for: name),
              let paint = PixelPaint.resolve(state.foregroundStyle, frame: pixels,
                                             scale: scale, appearance: appearance) else { return }
        let box = SymbolBox(drawing.enclosure)
        let unit = frame.height / 24
        let left = frame.x + (frame.width - box.width * unit) / 2
        let size = box.glyph * unit
        let glyph = glyphPolygons(drawing.ligature, face: face, size: size, x: left + (box.cx - box.glyph / 2) * unit,
                                  baseline: frame.y + (box.cy + box.glyph / 2) * unit).polygons
        guard let enclosure = drawing.enclosure else {
            bitmap.fill(glyph, paint: paint, opacity: state.opacity, clip: state.clip)
            return
        }
        // The shape in the box's units, moved and scaled onto the element.
        let inset = drawing.isFilled ? 0 : SymbolBox.stroke / 2
        let rect = box.shape
        let outline: ShapeValue = enclosure == .circle
            ? ShapeValue(.circle)
            : ShapeValue(.roundedRectangle(cornerWidth: rect.radius - inset, cornerHeight: rect.radius - inset, continuous: false))
        let transform = PixelTransform.scale(scale).translated(left + (rect.x + inset) * unit, frame.y + (rect.y + inset) * unit)
        let path = FlatPath(outline.path(width: (rect.width - 2 * inset) * unit, height: (rect.height - 2 * inset) * unit),
                            transform)
        if drawing.isFilled {
            bitmap.fill(path.polygons, cutting: glyph, paint: paint, opacity: state.opacity, clip: state.clip)
        } else {
            bitmap.fill(path.stroked(width: SymbolBox.stroke * unit * scale), paint: paint, opacity: state.opacity,
                        clip: state.clip)
            bitmap.fill(glyph, paint: paint, opacity: state.opacity, clip: state.clip)
        }
    }

    /// `text` shaped in `face` as polygons in pixels, from `x` on
    /// `baseline`, and its advance in points.
    private func glyphPolygons(_ text: String, face: FontFace, size: Double, x: Double, baseline: Double,
                               tabularDigits: Bool = false, tracking: Double = 0) -> (polygons: [[PixelPoint]], advance: Double) {
        let shaped = face.glyphs(of: text, size: size, tabularDigits: tabularDigits, tracking: tracking)
        var polygons: [[PixelPoint]] = []
        for glyph in shaped.glyphs {
            polygons += outlinePath(face.outline(of: glyph.glyph, size: size),
                                    PixelTransform.scale(scale).translated(x + glyph.x, baseline + glyph.y)).polygons
        }
        return (polygons, shaped.advance)
    }

    /// A glyph's outline drawn through `transform`.
    private func outlinePath(_ elements: [GlyphPathElement], _ transform: PixelTransform) -> FlatPath {
        var path = FlatPath()
        for element in elements {
            switch element {
            case let .move(px, py): path.move(transform.apply(px, py))
            case let .line(px, py): path.line(transform.apply(px, py))
            case let .quadCurve(px, py, cx, cy): path.quad(transform.apply(cx, cy), transform.apply(px, py))
            case let .curve(px, py, c1x, c1y, c2x, c2y):
                path.cubic(transform.apply(c1x, c1y), transform.apply(c2x, c2y), transform.apply(px, py))
            case .close: path.close()
            }
        }
        path.finish()
        return path
    }

    // MARK: Text

    private func drawText(_ element: RenderElement, frame: Rect, pixels: PixelRect, fit: LayoutPlacement.TextFit?,
                          state: Inherited, into bitmap: inout RasterBitmap) {
        // A little over the frame's width: the frame is the widest line, rounded.
        let lines = engine.textLines(of: element, width: frame.width + 0.01, fit: fit)
        let pitch = lines.lineHeight + lines.spacing
        let horizontal = element.attributes[.textAlignment]?.alignment?.horizontal
        for (index, line) in lines.lines.enumerated() {
            let top = frame.y + Double(index) * pitch
            guard top < frame.y + frame.height + 0.5 || index == 0 else { break }
            let free = frame.width - lines.widths[index]
            var x = frame.x + (horizontal == .center ? free / 2 : horizontal == .trailing ? free : 0)
            let baseline = top + lines.ascent
            for piece in line {
                // A run's own colour, over the text's.
                let run = piece.run.flatMap { $0 < element.children.count ? element.children[$0] : nil }
                let paint = run?.attributes[.foregroundPaint]?.paint ?? run?.attributes[.foreground]?.color.map(PaintValue.color)
                    ?? state.foregroundStyle
                if let resolved = PixelPaint.resolve(paint, frame: pixels, scale: scale, appearance: appearance) {
                    drawGlyphs(piece, x: x, baseline: baseline, paint: resolved, state: state, into: &bitmap)
                }
                x += piece.width
            }
        }
    }

    /// `piece` drawn from `x` on `baseline`, in the faces the page would
    /// shape its characters in.
    private func drawGlyphs(_ piece: TextLines.Piece, x: Double, baseline: Double, paint: PixelPaint, state: Inherited,
                            into bitmap: inout RasterBitmap) {
        var pen = x
        var polygons: [[PixelPoint]] = []
        for (face, text) in measurer.faceRuns(of: piece.text, in: piece.font) {
            let run = glyphPolygons(text, face: face, size: piece.font.size, x: pen, baseline: baseline,
                                    tabularDigits: piece.font.tabularDigits, tracking: piece.tracking)
            polygons += run.polygons
            pen += run.advance
        }
        bitmap.fill(polygons, paint: paint, opacity: state.opacity, clip: state.clip)
    }
}

/// The page's boxes for a symbol (symbolview.js): 24 units high, each
/// enclosure's width, the glyph's size and centre, and the shape.
struct SymbolBox {
    static let stroke = 1.8
    var width = 24.0, glyph = 24.0, cx = 12.0, cy = 12.0
    var shape = (x: 2.0, y: 2.0, width: 20.0, height: 20.0, radius: 4.5)

    init(_ enclosure: SymbolDrawing.Enclosure?) {
        switch enclosure {
        case .circle: (glyph, shape) = (14, (2, 2, 20, 20, 10))
        case .square: glyph = 14
        case .rectangle: (width, glyph, cx, shape) = (30, 14, 15, (1.5, 4, 27, 16, 3.5))
        case .rectanglePortrait: (width, glyph, cx, shape) = (20, 13, 10, (2.5, 1.5, 15, 21, 3.5))
        case nil: break
        }
    }
}
