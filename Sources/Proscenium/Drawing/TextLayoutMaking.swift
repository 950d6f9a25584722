import ProsceniumHost
import ProsceniumLayout
import ProsceniumText

extension Text.Layout {
    /// `text` laid out as the layout engine measures it (each run in its
    /// font, from the environment's with what the run sets itself), broken
    /// greedily at spaces to lines no wider than `width` (a word wider than a
    /// line broken between characters; `nil`: one line a paragraph), lines
    /// aligned by the environment's `multilineTextAlignment` and spaced by
    /// its `lineSpacing`. Glyphs are the text's characters, each advancing
    /// by its measured width.
    init(_ text: Text, in environment: EnvironmentValues, width: CGFloat?) {
        let fonts = text.runs.map { RunFont($0, in: environment) }
        var paragraphs: [[Glyph]] = [[]], runOfGlyph: [[Int]] = [[]], character = 0
        var advances: [Int: [String: CGFloat]] = [:]
        for (runIndex, run) in text.runs.enumerated() {
            for piece in run.string {
                defer { character += 1 }
                if piece == "\n" {
                    paragraphs.append([])
                    runOfGlyph.append([])
                    continue
                }
                let string = String(piece)
                let advance = advances[runIndex, default: [:]][string]
                    ?? CGFloat(fonts[runIndex].measured.width(of: string))
                advances[runIndex, default: [:]][string] = advance
                paragraphs[paragraphs.count - 1].append(Glyph(text: string, character: character, x: 0, advance: advance))
                runOfGlyph[runOfGlyph.count - 1].append(runIndex)
            }
        }
        let limit = width.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
        let fallback = RunFont(Text.Run(string: ""), in: environment)
        let alignment: CGFloat = switch environment.multilineTextAlignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        let spacing = Swift.max(environment.lineSpacing, 0)
        var made: [Line] = [], top: CGFloat = 0
        for (glyphs, runs) in zip(paragraphs, runOfGlyph) {
            for range in Self.breakLines(glyphs, width: limit) {
                var line = Self.line(Array(zip(glyphs[range], runs[range])), fonts: fonts, fallback: fallback,
                                     text: text, environment: environment)
                let lineWidth = line.typographicBounds.width
                let shift = limit.map { Swift.max($0 - lineWidth, 0) * alignment } ?? 0
                line.origin = CGPoint(x: shift, y: top + line.ascent)
                top += line.ascent + line.descent + spacing
                made.append(line)
            }
        }
        lines = made
    }

    /// A paragraph's glyphs broken into lines: at spaces (the space at a
    /// break dropped), a word wider than `width` between characters.
    static func breakLines(_ glyphs: [Glyph], width: CGFloat?) -> [Range<Int>] {
        guard let width, glyphs.reduce(0, { $0 + $1.advance }) > width else { return [glyphs.indices] }
        var lines: [Range<Int>] = [], start = 0, index = 0, used: CGFloat = 0
        while index < glyphs.count {
            // The next word and the space before it.
            var end = index
            if glyphs[index].text == " " { end += 1 }
            while end < glyphs.count, glyphs[end].text != " " { end += 1 }
            let wordWidth = glyphs[index ..< end].reduce(0) { $0 + $1.advance }
            if used + wordWidth <= width || index == start && glyphs[index].text == " " {
                used += wordWidth
                index = end
                continue
            }
            if index > start {
                lines.append(start ..< index)
                // The space the line broke at goes with neither line.
                start = glyphs[index].text == " " ? index + 1 : index
                index = start
                used = 0
                continue
            }
            // A word wider than the line: as many characters as fit, at least one.
            var cut = index, cutWidth: CGFloat = 0
            while cut < end, cut == index || cutWidth + glyphs[cut].advance <= width {
                cutWidth += glyphs[cut].advance
                cut += 1
            }
            lines.append(start ..< cut)
            start = cut
            index = cut
            used = 0
        }
        if start < glyphs.count || lines.isEmpty { lines.append(start ..< glyphs.count) }
        return lines
    }

    /// One line of glyphs (each with its run's index), positioned from its origin.
    private static func line(_ glyphs: [(Glyph, Int)], fonts: [RunFont], fallback: RunFont, text: Text,
                             environment: EnvironmentValues) -> Line {
        var runs: [Run] = [], x: CGFloat = 0, above: CGFloat = 0, below: CGFloat = 0, leading: CGFloat = 0
        var previous: Int?
        for (glyph, runIndex) in glyphs {
            var placed = glyph
            placed.x = x
            x += glyph.advance
            if runIndex == previous {
                runs[runs.count - 1].glyphs.append(placed)
                continue
            }
            previous = runIndex
            let font = fonts[runIndex]
            runs.append(Run(glyphs: [placed], font: font.value, color: font.color, ascent: font.ascent,
                            descent: font.descent, leading: font.leading, custom: text.runs[runIndex].custom,
                            layoutDirection: environment.layoutDirection))
        }
        // The line's box: each run's font centred in its line height on one
        // baseline, as the page sets a line (CSS's line box).
        for font in glyphs.isEmpty ? [fallback] : Set(glyphs.map(\.1)).map({ fonts[$0] }) {
            above = Swift.max(above, font.baseline)
            below = Swift.max(below, font.lineHeight - font.baseline)
            leading = Swift.max(leading, font.leading)
        }
        return Line(origin: .zero, runs: runs, ascent: above, descent: below, leading: leading)
    }

    /// A run's font as measured and as drawn, with its colour.
    struct RunFont {
        let measured: TextRunFont
        let value: FontValue
        let color: ColorValue?
        let ascent: CGFloat, descent: CGFloat, leading: CGFloat
        /// The line height its style gives it, and its baseline's depth in it.
        let lineHeight: CGFloat, baseline: CGFloat

        init(_ run: Text.Run, in environment: EnvironmentValues) {
            var attributes = run.attributes
            if attributes[.font] == nil, let font = environment.font { attributes[.font] = .font(font.value) }
            measured = TextRunFont(attributes)
            var value = (run.font ?? environment.font ?? .body).value
            if let weight = run.weight { value.weight = FontValue.Weight(rawValue: weight.value) }
            if run.italic { value.isItalic = true }
            self.value = value
            color = run.color?.value ?? environment.foregroundColorValue
            let measurer = TextMeasurer.shared
            ascent = CGFloat(measurer.ascent(of: measured.font))
            descent = CGFloat(measurer.descent(of: measured.font))
            leading = CGFloat(measurer.leading(of: measured.font))
            lineHeight = CGFloat(measured.lineHeight)
            baseline = CGFloat(measurer.baseline(of: measured.font, lineHeight: measured.lineHeight))
        }
    }
}
