import ProsceniumHost
import ProsceniumText

/// Text: measured with `TextMeasurer` in its font; on one line when it fits
/// what it is offered, else wrapped at spaces (a word longer than a line
/// broken between characters), as wide as its widest line.
extension LayoutPass {
    func textSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let style = TextStyleMetrics(element)
        let content = style.cased(textContent(element))
        let lineHeight = style.lineHeight(measurer)
        let lines = lines(of: content, font: style.measured, width: proposal.width)
        var count = lines.count
        if let limit = element.attributes[.lineLimit]?.number.map(Int.init) ?? element.attributes[.lineLimit]?.string.flatMap(Int.init),
           limit > 0 {
            count = min(count, limit)
        }
        if let height = proposal.height, height.isFinite {
            count = min(count, max(1, Int((height / lineHeight).rounded(.down))))
        }
        let widest = lines.prefix(count).map { measure($0, style.measured) }.max() ?? 0
        let width = proposal.width.map { min(widest, max($0, 0)) } ?? widest
        return Size(width: lines.count > count ? (proposal.width.map { max($0, 0) } ?? widest) : width,
                    height: Double(count) * lineHeight)
    }

    /// The characters a text element shows: its own, or its runs'.
    func textContent(_ element: RenderElement) -> String {
        if let text = element.text { return text }
        return element.children.map(textContent).joined()
    }

    /// `text` broken into lines no wider than `width` (unlimited when nil).
    func lines(of text: String, font: MeasuredFont, width: Double?) -> [String] {
        // Breaking depends on the width alone: a stack asks at many heights.
        let key = LinesKey(text: TextKey(text: text, font: font), width: width)
        if let known = textLines[key] { return known }
        let made = breakLines(of: text, font: font, width: width)
        textLines[key] = made
        return made
    }

    private func breakLines(of text: String, font: MeasuredFont, width: Double?) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, width.isFinite else {
                result.append(String(paragraph))
                continue
            }
            result += wrap(String(paragraph), font: font, width: width)
        }
        return result.isEmpty ? [""] : result
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

    /// Greedy breaking at spaces: words are measured once and summed with the
    /// space between them (kerning across a space is negligible), a word
    /// wider than the line broken between characters.
    private func wrap(_ paragraph: String, font: MeasuredFont, width: Double) -> [String] {
        if measure(paragraph, font) <= width { return [paragraph] }
        let space = measure(" ", font)
        var lines: [String] = []
        var line = "", lineWidth = 0.0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let wordWidth = measure(word, font)
            let joined = line.isEmpty ? wordWidth : lineWidth + space + wordWidth
            if joined <= width || (line.isEmpty && word.isEmpty) {
                line = line.isEmpty ? word : line + " " + word
                lineWidth = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            if wordWidth <= width {
                line = word
                lineWidth = wordWidth
                continue
            }
            // A word wider than the line is broken between characters.
            var piece = "", pieceWidth = 0.0
            for character in word {
                let characterWidth = measure(String(character), font)
                if !piece.isEmpty, pieceWidth + characterWidth > width {
                    lines.append(piece)
                    piece = ""
                    pieceWidth = 0
                }
                piece.append(character)
                pieceWidth += characterWidth
            }
            line = piece
            lineWidth = pieceWidth
        }
        lines.append(line)
        return lines
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

/// A string in a font broken at a width: what a pass remembers lines by.
struct LinesKey: Hashable {
    let text: TextKey
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
        let value = element.attributes[.font]?.font
        let style = value?.style.flatMap { Self.styles[$0] }
        var weight = value?.weight?.rawValue ?? style?.weight ?? 400
        if let name = element.attributes[.weight]?.string, let named = Self.weightNames[name.lowercased()] {
            weight = named
        }
        let italic = value?.isItalic == true || element.attributes[.italic]?.string == "true"
        var design = value?.design.flatMap { TextFont.Design(rawValue: $0.rawValue) } ?? .default
        if element.attributes[.monospaced]?.string == "true" { design = .monospaced }
        if let named = element.attributes[.design]?.string, let chosen = TextFont.Design(rawValue: named) {
            design = chosen
        }
        let digits = value?.monospacedDigits == true || element.attributes[.monospacedDigits]?.string == "true"
        font = TextFont(size: style?.size ?? value?.size ?? 13, weight: weight, isItalic: italic, design: design,
                        tabularDigits: digits)
        styleLineHeight = value?.size == nil ? (style?.line ?? 16) : nil
        tracking = element.attributes[.letterSpacing]?.length ?? 0
        textCase = element.attributes[.textCase]?.string
    }

    func lineHeight(_ measurer: TextMeasurer) -> Double {
        styleLineHeight ?? measurer.lineHeight(of: font)
    }
}
