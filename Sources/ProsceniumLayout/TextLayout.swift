import ProsceniumHost
import ProsceniumText

/// Text: measured with `TextMeasurer` in its font (each run of a
/// concatenation in its own); on one line when it fits what it is offered,
/// else wrapped at spaces (a word longer than a line broken between
/// characters), as wide as its widest line. `lineSpacing` adds its points
/// between lines; `minimumScaleFactor` shrinks the font, down to that
/// factor, until the text fits.
extension LayoutPass {
    func textSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        textFitting(element, proposal).size
    }

    /// How `element` lays out for `proposal`: its size, the font scale it
    /// took and its lines' metrics.
    func textFitting(_ element: RenderElement, _ proposal: ProposedSize) -> TextFitting {
        let minimum = element.attributes[.minimumScaleFactor]?.number.map { min(max($0, 0.01), 1) } ?? 1
        let whole = textFitting(element, proposal, scale: 1)
        guard minimum < 1, !whole.fits else { return whole }
        // The largest scale, in hundredths, at which the text fits (the
        // smallest allowed when none does): widths grow with the size.
        var low = Int((minimum * 100).rounded(.up)), high = 99
        var best = textFitting(element, proposal, scale: Double(low) / 100)
        guard best.fits else { return best }
        while low < high {
            let middle = (low + high + 1) / 2
            let tried = textFitting(element, proposal, scale: Double(middle) / 100)
            if tried.fits {
                best = tried
                low = middle
            } else {
                high = middle - 1
            }
        }
        return best
    }

    static let heightTolerance = 0.02

    private func textFitting(_ element: RenderElement, _ proposal: ProposedSize, scale: Double) -> TextFitting {
        let segments = textSegments(element, scale: scale)
        let metrics = lineMetrics(element, scale: scale)
        let spacing = Self.lineSpacing(of: element)
        let pitch = metrics.height + spacing
        let lines = lineWidths(of: segments, width: proposal.width)
        var count = lines.count
        if let limit = Self.lineLimit(of: element) { count = min(count, limit) }
        if let height = proposal.height, height.isFinite {
            // A height within the page's rounding of n lines holds n: the
            // wire keeps hundredths and the page sizes in 1/64 points.
            count = min(count, max(1, Int(((height + spacing + Self.heightTolerance) / pitch).rounded(.down))))
        }
        let widest = lines.prefix(count).max() ?? 0
        let offered = proposal.width.map { max($0, 0) }
        let truncated = lines.count > count
        let width = truncated ? (offered ?? widest) : (offered.map { min(widest, $0) } ?? widest)
        let fits = !truncated && offered.map { widest <= $0 } ?? true
        return TextFitting(size: Size(width: width, height: Double(count) * pitch - spacing), scale: scale,
                           fontSize: TextStyleMetrics(element).font.size * scale, lineHeight: metrics.height,
                           ascent: metrics.ascent, spacing: spacing, fits: fits)
    }

    /// `lineLimit(_:)`: the most lines the text shows; nil for no limit.
    static func lineLimit(of element: RenderElement) -> Int? {
        let limit = element.attributes[.lineLimit]?.number.map(Int.init) ?? element.attributes[.lineLimit]?.string.flatMap(Int.init)
        return limit.flatMap { $0 > 0 ? $0 : nil }
    }

    /// `lineSpacing(_:)`: points between lines.
    static func lineSpacing(of element: RenderElement) -> Double {
        max(element.attributes[.lineSpacing]?.length ?? 0, 0)
    }

    /// The characters a text element shows: its own, or its runs'.
    func textContent(_ element: RenderElement) -> String {
        if let text = element.text { return text }
        return element.children.map(textContent).joined()
    }

    /// A text's characters in their fonts: its own in its font, or each
    /// run's in the run's font (the text's, with what the run sets itself).
    func textSegments(_ element: RenderElement, scale: Double = 1) -> [TextSegment] {
        let style = TextStyleMetrics(element)
        if let text = element.text { return [TextSegment(text: style.cased(text), font: style.scaled(scale))] }
        return element.children.enumerated().map { index, run in
            TextSegment(text: style.cased(textContent(run)), font: runStyle(run, in: element, own: style).scaled(scale),
                        run: index)
        }
    }

    /// A run's font: the text's, overridden by what the run sets; a run of a
    /// fixed size keeps the line height its text's style gives it, as the
    /// page's runs inherit their text's line height.
    private func runStyle(_ run: RenderElement, in element: RenderElement, own: TextStyleMetrics) -> TextStyleMetrics {
        var style = TextStyleMetrics(element.attributes.merging(run.attributes) { _, run in run })
        if run.attributes[.font]?.font?.size != nil, let line = own.styleLineHeight { style.styleLineHeight = line }
        return style
    }

    /// A line's height and its baseline's depth below the line's top: the
    /// text's own font, and each run's, sit on one baseline; the line is
    /// as tall as the highest above it plus the deepest below (CSS's line
    /// box, which the page draws runs in).
    func lineMetrics(_ element: RenderElement, scale: Double = 1) -> (height: Double, ascent: Double) {
        let own = TextStyleMetrics(element)
        var styles = [own]
        if element.text == nil { styles += element.children.map { runStyle($0, in: element, own: own) } }
        var above = 0.0, below = 0.0
        for style in styles {
            let font = style.scaled(scale).font
            let height = style.lineHeight(measurer) * scale
            let ascent = measurer.baseline(of: font, lineHeight: height)
            above = max(above, ascent)
            below = max(below, height - ascent)
        }
        return (above + below, above)
    }

    /// The widths of the lines `segments` break into at `width` (unlimited when nil).
    func lineWidths(of segments: [TextSegment], width: Double?) -> [Double] {
        // Breaking depends on the width alone: a stack asks at many heights.
        let key = LinesKey(segments: segments, width: width)
        if let known = textLines[key] { return known }
        var lines: [Double] = []
        for paragraph in paragraphs(of: segments) {
            guard let width, width.isFinite else {
                lines.append(measure(paragraph))
                continue
            }
            lines += wrap(paragraph, width: width)
        }
        let made = lines.isEmpty ? [0] : lines
        textLines[key] = made
        return made
    }

    /// `segments` cut at their line breaks.
    func paragraphs(of segments: [TextSegment]) -> [[TextSegment]] {
        var paragraphs: [[TextSegment]] = [[]]
        for segment in segments {
            for (index, part) in segment.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { paragraphs.append([]) }
                if !part.isEmpty {
                    paragraphs[paragraphs.count - 1].append(TextSegment(text: String(part), font: segment.font, run: segment.run))
                }
            }
        }
        return paragraphs
    }

    /// The width of `text` in `font`, measured once a pass. Tracking adds
    /// its length after every character, as the page's letter spacing does.
    func measure(_ text: String, _ font: MeasuredFont) -> Double {
        let key = TextKey(text: text, font: font)
        if let known = textWidths[key] { return known }
        let width = measurer.width(of: text, in: font.font) + font.tracking * Double(text.count)
        textWidths[key] = width
        return width
    }

    /// Segments side by side: each shaped on its own, as the page shapes
    /// each run in its own element.
    func measure(_ segments: [TextSegment]) -> Double {
        segments.reduce(0) { $0 + measure($1.text, $1.font) }
    }

    /// Greedy breaking at spaces: words are measured once and summed with the
    /// space between them (kerning across a space is negligible), a word
    /// wider than the line broken between characters; each line is then
    /// measured whole, as the page shapes it.
    private func wrap(_ paragraph: [TextSegment], width: Double) -> [Double] {
        let whole = measure(paragraph)
        if whole <= width { return [whole] }
        return wrappedLines(paragraph, width: width).map { measure(merged($0)) }
    }

    /// A paragraph's lines at `width`, each the pieces it shows.
    func wrappedLines(_ paragraph: [TextSegment], width: Double) -> [[TextSegment]] {
        var lines: [[TextSegment]] = []
        var line: [TextSegment]?, lineWidth = 0.0
        for word in words(of: paragraph) {
            let wordWidth = measure(word.pieces)
            if let current = line {
                let joined = lineWidth + word.space.width + wordWidth
                if joined <= width || (lineWidth == 0 && word.pieces.isEmpty) {
                    line = current + [word.space.segment] + word.pieces
                    lineWidth = joined
                    continue
                }
                lines.append(current)
            }
            if wordWidth <= width {
                line = word.pieces
                lineWidth = wordWidth
                continue
            }
            // A word wider than the line is broken between characters.
            var piece: [TextSegment] = [], pieceWidth = 0.0
            for part in word.pieces {
                for character in part.text {
                    let characterWidth = measure(String(character), part.font)
                    if pieceWidth > 0, pieceWidth + characterWidth > width {
                        lines.append(piece)
                        piece = []
                        pieceWidth = 0
                    }
                    piece.append(TextSegment(text: String(character), font: part.font, run: part.run))
                    pieceWidth += characterWidth
                }
            }
            line = piece
            lineWidth = pieceWidth
        }
        lines.append(line ?? [])
        return lines
    }

    /// Neighbouring pieces in one font joined, to be shaped together (and
    /// of one run, with `byRun`: a display draws each run in its colours).
    func merged(_ pieces: [TextSegment], byRun: Bool = false) -> [TextSegment] {
        var joined: [TextSegment] = []
        for piece in pieces {
            if let last = joined.last, last.font == piece.font, !byRun || last.run == piece.run {
                joined[joined.count - 1].text += piece.text
            } else {
                joined.append(piece)
            }
        }
        return joined
    }

    /// A paragraph's words (the parts between spaces, a word's parts in
    /// their runs' fonts) and the space before each, in its run's font.
    func words(of paragraph: [TextSegment]) -> [(pieces: [TextSegment], space: (segment: TextSegment, width: Double))] {
        let none = (segment: TextSegment(text: "", font: MeasuredFont(font: TextFont(size: 0))), width: 0.0)
        var words: [(pieces: [TextSegment], space: (segment: TextSegment, width: Double))] = [([], none)]
        for segment in paragraph {
            for (index, part) in segment.text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                if index > 0 {
                    let space = TextSegment(text: " ", font: segment.font, run: segment.run)
                    words.append(([], (space, measure(" ", segment.font))))
                }
                if !part.isEmpty {
                    words[words.count - 1].pieces.append(TextSegment(text: String(part), font: segment.font, run: segment.run))
                }
            }
        }
        return words
    }
}

/// How a text lays out for a proposal.
struct TextFitting {
    var size: Size
    /// The scale its font took (`minimumScaleFactor`), 1 when it fits.
    var scale: Double
    /// Its own font's size at that scale.
    var fontSize: Double
    /// A line's height, without the spacing between lines.
    var lineHeight: Double
    /// The first baseline's depth below the top.
    var ascent: Double
    /// `lineSpacing`: points between lines.
    var spacing: Double
    /// Whether every line is shown, none wider than offered.
    var fits: Bool
}

/// A text's characters in one font, and the run they come from (its index
/// among the text's runs): the run draws them, but does not change how
/// they measure, so it is not part of a segment's identity.
struct TextSegment: Hashable {
    var text: String
    var font: MeasuredFont
    var run: Int? = nil

    static func == (a: TextSegment, b: TextSegment) -> Bool { a.text == b.text && a.font == b.font }
    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(font)
    }
}

/// A string in a font: what a pass remembers widths by.
struct TextKey: Hashable {
    let text: String
    let font: MeasuredFont
}

/// A font and the tracking added to each of its characters.
struct MeasuredFont: Hashable {
    let font: TextFont
    var tracking = 0.0
}

/// A text's segments broken at a width: what a pass remembers lines by.
struct LinesKey: Hashable {
    let segments: [TextSegment]
    let width: Double?
}

/// A text element's font as macOS sizes it: a text style's point size,
/// weight and line height (Apple's Human Interface Guidelines, typography,
/// macOS), or a fixed size on the font's own line height.
struct TextStyleMetrics {
    var font: TextFont
    /// The style's line height, nil for a font of a fixed size.
    var styleLineHeight: Double?
    /// `tracking`/`kerning`: points added after each character.
    var tracking = 0.0
    /// `textCase`: the case the characters are shown in.
    var textCase: String?

    var measured: MeasuredFont { MeasuredFont(font: font, tracking: tracking) }

    /// The font at `scale` of its size (tracking is kept).
    func scaled(_ scale: Double) -> MeasuredFont {
        var font = font
        font.size *= scale
        return MeasuredFont(font: font, tracking: tracking)
    }

    /// `text` in the case the element shows it in.
    func cased(_ text: String) -> String {
        switch textCase {
        case "uppercase": text.uppercased()
        case "lowercase": text.lowercased()
        default: text
        }
    }

    /// macOS's text styles: point size, line height and weight.
    static let styles: [FontValue.TextStyle: (size: Double, line: Double, weight: Int)] = [
        .largeTitle: (26, 32, 400), .title: (22, 26, 400), .title2: (17, 22, 400), .title3: (15, 20, 400),
        .headline: (13, 16, 700), .subheadline: (11, 14, 400), .body: (13, 16, 400), .callout: (12, 15, 400),
        .footnote: (10, 13, 400), .caption: (10, 13, 400), .caption2: (10, 13, 500),
    ]

    static let weightNames: [String: Int] = [
        "ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    init(_ element: RenderElement) {
        self.init(element.attributes)
    }

    init(_ attributes: [AttributeKey: AttributeValue]) {
        let value = attributes[.font]?.font
        let style = value?.style.flatMap { Self.styles[$0] }
        var weight = value?.weight?.rawValue ?? style?.weight ?? 400
        if let name = attributes[.weight]?.string, let named = Self.weightNames[name.lowercased()] {
            weight = named
        }
        let italic = value?.isItalic == true || attributes[.italic]?.bool == true
        var design = value?.design.flatMap { TextFont.Design(rawValue: $0.rawValue) } ?? .default
        if attributes[.monospaced]?.bool == true { design = .monospaced }
        if let named = attributes[.design]?.string, let chosen = TextFont.Design(rawValue: named) {
            design = chosen
        }
        let digits = value?.monospacedDigits == true || attributes[.monospacedDigits]?.bool == true
        font = TextFont(size: style?.size ?? value?.size ?? 13, weight: weight, isItalic: italic, design: design,
                        tabularDigits: digits)
        styleLineHeight = value?.size == nil ? (style?.line ?? 16) : nil
        tracking = attributes[.letterSpacing]?.length ?? 0
        textCase = attributes[.textCase]?.string
    }

    func lineHeight(_ measurer: TextMeasurer) -> Double {
        styleLineHeight ?? measurer.lineHeight(of: font)
    }
}

extension LayoutPass {
    /// How the display draws `element` at the layout's choice, when it chose
    /// (a shrunk font, a line spacing); nil when the text's own font and line
    /// height stand.
    func textFit(_ element: RenderElement, _ proposal: ProposedSize) -> LayoutPlacement.TextFit? {
        let fitting = textFitting(element, proposal)
        guard fitting.scale < 1 || fitting.spacing > 0 else { return nil }
        return LayoutPlacement.TextFit(fontSize: fitting.fontSize, lineHeight: fitting.lineHeight + fitting.spacing,
                                       shift: -fitting.spacing / 2)
    }
}
