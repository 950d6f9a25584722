public import ProsceniumHost
public import ProsceniumText

/// A text broken into lines as the engine measured it: for a display that
/// draws text itself (the raster display behind `ImageRenderer`), so its
/// lines break where the layout's did.
public struct TextLines: Sendable {
    /// Characters of one font and one run on a line.
    public struct Piece: Sendable {
        public var text: String
        public var font: TextFont
        /// Points added after each character (`tracking`, `kerning`).
        public var tracking: Double
        /// The index of the run (a child of the text element) that shows it;
        /// nil for a text's own characters.
        public var run: Int?
        /// Its width, measured as the layout measures it.
        public var width: Double

        public init(text: String, font: TextFont, tracking: Double, run: Int?, width: Double) {
            self.text = text
            self.font = font
            self.tracking = tracking
            self.run = run
            self.width = width
        }
    }

    public var lines: [[Piece]]
    /// Each line's width.
    public var widths: [Double]
    /// A line's height, without `lineSpacing`.
    public var lineHeight: Double
    /// The baseline's depth below a line's top.
    public var ascent: Double
    /// Points between lines (`lineSpacing`).
    public var spacing: Double
}

extension LayoutEngine {
    /// `element`'s lines laid out at `width` (unlimited when nil) in the
    /// font the layout's `fit` chose for it (`LayoutResult.textFits`: a
    /// `minimumScaleFactor`'s smaller font), at most `lineLimit` of them,
    /// each line's pieces in order.
    public func textLines(of element: RenderElement, width: Double?, fit: LayoutPlacement.TextFit? = nil) -> TextLines {
        let pass = LayoutPass(measurer: measurer, externals: [:], rowCache: nil, memory: nil)
        defer { pass.finish() }
        let size = TextStyleMetrics(element).font.size
        let scale = fit.map { size > 0 ? $0.fontSize / size : 1 } ?? 1
        return pass.textLines(of: element, width: width, scale: scale)
    }

    /// `root` prepared as a layout reads it (what elements inherit written
    /// on them: list headers' fonts, controls' environment), and laid out
    /// in `size`: a display that draws the tree draws this one.
    public func preparedLayout(_ root: RenderElement, in size: Size,
                               layouts: [ElementID: any ExternalLayout] = [:]) -> (RenderElement, LayoutResult) {
        let prepared = prepared(root, memory: nil)
        return (prepared, layoutPrepared(prepared, in: size, layouts: layouts, memory: nil))
    }
}

extension LayoutPass {
    func textLines(of element: RenderElement, width: Double?, scale: Double) -> TextLines {
        let segments = textSegments(element, scale: scale)
        let metrics = lineMetrics(element, scale: scale)
        var lines: [[TextSegment]] = []
        for paragraph in paragraphs(of: segments) {
            // Broken where the layout breaks it: when the whole of it, as `wrap` measures it, is wider.
            if let width, width.isFinite, measure(paragraph) > width {
                lines += wrappedLines(paragraph, width: width)
            } else {
                lines.append(paragraph)
            }
        }
        if lines.isEmpty { lines = [[]] }
        if let limit = Self.lineLimit(of: element) { lines = Array(lines.prefix(limit)) }
        let pieces = lines.map { line in
            merged(line, byRun: true).map { segment in
                TextLines.Piece(text: segment.text, font: segment.font.font, tracking: segment.font.tracking,
                                run: segment.run, width: measure(segment.text, segment.font))
            }
        }
        return TextLines(lines: pieces, widths: pieces.map { $0.reduce(0) { $0 + $1.width } },
                         lineHeight: metrics.height, ascent: metrics.ascent,
                         spacing: Self.lineSpacing(of: element))
    }
}
