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
    private static let filled = pairs(symbolFilledForms)

    private static func pairs(_ text: String) -> [String: String] {
        var pairs: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2 { pairs[String(parts[0])] = String(parts[1]) }
        }
        return pairs
    }

    /// The ligature that draws `name`: its own, else (for `.fill`) its base's
    /// filled form, else its base's with the variant suffixes dropped.
    public static func ligature(for name: String) -> String? {
        if let own = ligatures[name] { return own }
        var parts = name.split(separator: ".").map(String.init)
        let fill = parts.last == "fill"
        while parts.count > 1, ["fill", "circle", "square", "slash", "rectangle"].contains(parts.last!) {
            parts.removeLast()
            if let base = ligatures[parts.joined(separator: ".")] { return fill ? filled[base] ?? base : base }
        }
        return nil
    }
}
