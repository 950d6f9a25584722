/// SF Symbols drawn as the page draws their base icon: the Material Icons
/// ligature `symbolTable` names, in the font's TrueType file (Debian's
/// `fonts-material-design-icons-iconfont`), for a display that draws glyphs
/// itself. A variant not listed (`name.circle.fill`) draws its base's icon;
/// the enclosures, slashes and badges the page composes around it are not
/// drawn here.
public enum SymbolGlyphs {
    /// Where Debian installs the font's TrueType file.
    public static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// The font, opened once; nil when it is not installed.
    public static let face: FontFace? = FontFace(path: fontPath)

    private static let ligatures = pairs(symbolTable)
    private static let filledForms = pairs(symbolFilledForms)

    private static func pairs(_ text: String) -> [String: String] {
        var pairs: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2 { pairs[String(parts[0])] = String(parts[1]) }
        }
        return pairs
    }

    /// How a symbol is drawn: a listed ligature alone, or an unlisted
    /// variant's base icon in the shape it names (`folder.circle.fill`:
    /// `folder` knocked out of a filled circle), as the page composes it.
    public struct Drawing: Hashable, Sendable {
        /// `circle`, `square`, `rectangle` or `rectangle.portrait`; nil for none.
        public var enclosure: String?
        public var filled: Bool
        public var ligature: String
    }

    /// `name` as the page draws it, down to its longest listed base (slashes
    /// and badges aside); nil when no base is listed.
    public static func drawing(for name: String) -> Drawing? {
        if let own = ligatures[name] { return Drawing(enclosure: nil, filled: false, ligature: own) }
        var parts = name.split(separator: ".").map(String.init)
        func base() -> String? { parts.count > 0 ? ligatures[parts.joined(separator: ".")] : nil }
        var filled = false
        if parts.last == "fill" {
            filled = true
            parts.removeLast()
            if let listed = base() { return Drawing(enclosure: nil, filled: true, ligature: filledForms[listed] ?? listed) }
        }
        var enclosure: String?
        if parts.count > 2, parts[parts.count - 2] == "rectangle", parts.last == "portrait" {
            enclosure = "rectangle.portrait"
            parts.removeLast(2)
        } else if parts.count > 1, ["circle", "square", "rectangle"].contains(parts.last!) {
            enclosure = parts.removeLast()
        }
        if let listed = base() { return Drawing(enclosure: enclosure, filled: filled, ligature: listed) }
        if parts.count > 1, parts.last == "slash" {
            parts.removeLast()
            if let listed = base() { return Drawing(enclosure: enclosure, filled: filled, ligature: listed) }
        }
        return nil
    }

    /// The ligature that draws `name`: its own, else (for `.fill`) its base's
    /// filled form, else its base's with the variant suffixes dropped.
    public static func ligature(for name: String) -> String? {
        if let own = ligatures[name] { return own }
        var parts = name.split(separator: ".").map(String.init)
        let fill = parts.last == "fill"
        while parts.count > 1, ["fill", "circle", "square", "slash", "rectangle"].contains(parts.last!) {
            parts.removeLast()
            if let base = ligatures[parts.joined(separator: ".")] { return fill ? filledForms[base] ?? base : base }
        }
        return nil
    }
}
