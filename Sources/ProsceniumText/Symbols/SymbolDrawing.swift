/// How the page draws one SF Symbols name: a glyph of the icon font, alone
/// when the table lists the name itself, or with parts the client draws
/// around it (an enclosing shape, a slash, a badge) when the name is a
/// variant of a listed one. The client (symbolview.js) reads names the same
/// way; the raster display draws what this says too.
public struct SymbolDrawing: Hashable, Sendable {
    /// The shape SF Symbols' `.circle`, `.square`, `.rectangle` and
    /// `.rectangle.portrait` variants put the glyph in.
    public enum Enclosure: String, Hashable, Sendable {
        case circle, square, rectangle
        case rectanglePortrait = "rectangle.portrait"
    }

    /// A small circled sign at the lower trailing corner (`.badge.plus`).
    public enum Badge: String, Hashable, Sendable {
        case plus, minus, questionmark, exclamationmark
    }

    /// How like the SF Symbol the drawing is (counted by the corpus test).
    public enum Likeness: String, Hashable, Sendable {
        /// The name's own icon.
        case own
        /// Its base's icon with the variant's parts drawn around it.
        case composed
        /// Nothing known: a neutral placeholder.
        case placeholder
    }

    /// The listed name the glyph is that of (`chevron.up` for `chevron.up.circle`).
    public var base: String
    /// The icon font's ligature drawn: the base's, or its filled form for `.fill`.
    public var ligature: String
    public var enclosure: Enclosure?
    /// `.fill`: the enclosure filled with the glyph knocked out, or, with no
    /// enclosure, the glyph's filled form.
    public var isFilled = false
    public var isSlashed = false
    public var badge: Badge?

    /// Whether the name was drawn from its base rather than being listed itself.
    public var isComposed: Bool { enclosure != nil || isFilled || isSlashed || badge != nil }

    /// The variant parts of an SF Symbols name, from its end, in the order
    /// SF Symbols spells them: `base[.slash][.circle|.square|...][.fill][.badge.plus|minus|questionmark|exclamationmark]`.
    /// `found` says whether a name is listed; the first (longest) listed
    /// base wins, so a listed `wifi.slash` is used for `wifi.slash.circle`.
    /// The drawing's `ligature` is left for the caller to fill in.
    public static func parse(_ name: String, found: (String) -> Bool) -> SymbolDrawing? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var drawing = SymbolDrawing(base: "", ligature: "")
        func listed() -> Bool {
            guard !parts.isEmpty else { return false }
            return found(parts.joined(separator: "."))
        }
        func finish() -> SymbolDrawing {
            drawing.base = parts.joined(separator: ".")
            return drawing
        }
        if listed() { return finish() }
        if parts.count > 2, parts[parts.count - 2] == "badge", let badge = Badge(rawValue: parts[parts.count - 1]) {
            drawing.badge = badge
            parts.removeLast(2)
            if listed() { return finish() }
        }
        if parts.last == "fill" {
            drawing.isFilled = true
            parts.removeLast()
            if listed() { return finish() }
        }
        if parts.count > 2, parts.suffix(2) == ["rectangle", "portrait"] {
            drawing.enclosure = .rectanglePortrait
            parts.removeLast(2)
            if listed() { return finish() }
        } else if parts.count > 1, let last = parts.last, let enclosure = Enclosure(rawValue: last) {
            drawing.enclosure = enclosure
            parts.removeLast()
            if listed() { return finish() }
        }
        if parts.count > 1, parts.last == "slash" {
            drawing.isSlashed = true
            parts.removeLast()
            if listed() { return finish() }
        }
        return nil
    }

    /// How the page draws `name` with `ligatures` (SF Symbols name -> Material
    /// Icons ligature) and `filledForms` (outline ligature -> filled one): its
    /// own ligature, else its base's with the variant's parts
    /// (`chevron.up.circle.fill`: `chevron.up` in a filled circle); nil when
    /// no base is listed.
    public static func resolve(_ name: String, ligatures: [String: String],
                               filledForms: [String: String]) -> SymbolDrawing? {
        guard var drawing = parse(name, found: { ligatures[$0] != nil }),
              let base = ligatures[drawing.base] else { return nil }
        // `.fill` alone is the glyph's filled form, where the font has one;
        // in a filled shape the glyph is knocked out as it is.
        drawing.ligature = drawing.isFilled && drawing.enclosure == nil ? filledForms[base] ?? base : base
        return drawing
    }

    /// A table of `key value` lines (`symbolTable`, `symbolFilledForms`) as a dictionary.
    public static func pairs(_ text: String) -> [String: String] {
        var pairs: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            pairs[String(parts[0])] = String(parts[1])
        }
        return pairs
    }
}
