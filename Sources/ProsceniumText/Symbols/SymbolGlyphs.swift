/// SF Symbols drawn as the page draws them, for a display that draws glyphs
/// itself: the Material Icons ligature `symbolTable` names (or a variant's
/// base's, with the parts `SymbolDrawing` reads), in the font's TrueType
/// file (Debian's `fonts-material-design-icons-iconfont`).
public enum SymbolGlyphs {
    /// Where Debian installs the font's TrueType file.
    public static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// The font, opened once; nil when it is not installed.
    public static let face: FontFace? = FontFace(path: fontPath)

    private static let ligatures = SymbolDrawing.pairs(symbolTable)
    private static let filledForms = SymbolDrawing.pairs(symbolFilledForms)

    /// How the page draws `name`, with the shared tables; nil when no base is listed.
    public static func drawing(for name: String) -> SymbolDrawing? {
        SymbolDrawing.resolve(name, ligatures: ligatures, filledForms: filledForms)
    }
}
