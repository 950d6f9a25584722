import Foundation

/// The font files Proscenium draws and measures text with, as Debian
/// installs them: Inter (`fonts-inter`) for the system font, its Display cut
/// at 20 points and above (as SF Pro switches from Text to Display), DejaVu
/// Sans Mono and Serif (`fonts-dejavu-core`) for `.monospaced` and `.serif`,
/// Quicksand (`fonts-quicksand`) for `.rounded`, Noto Color Emoji
/// (`fonts-noto-color-emoji`) for emoji, DejaVu Sans for what the others
/// lack and Droid Sans Fallback (`fonts-droid-fallback`, a small face of
/// CJK) after it. Inter is chosen for its metrics: its ascent and descent
/// put a 13-point line at 16 points, as SF Pro's do on a Mac. Quicksand is
/// the rounded sans Debian packages whose measure is nearest the system
/// font's: a pangram at 13 points is 4% narrower than in Inter, and its
/// line is 16 points too (Comfortaa is 5% wider, on a 15-point line;
/// Dosis is narrow; Bebas Neue has capitals only). It has four weights,
/// light to bold, and no italic: a rounded italic is the upright face
/// slanted by the page, with the upright advances the engine measures.
public enum SystemFontFiles {
    /// The point size from which the system font is drawn in its display cut.
    public static let displaySize = 20.0

    private static let interWeights: [(String, Int)] = [
        ("Thin", 100), ("ExtraLight", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
        ("SemiBold", 600), ("Bold", 700), ("ExtraBold", 800), ("Black", 900),
    ]

    /// Every file of the set, installed or not.
    public static let candidates: [FontFile] = {
        var files: [FontFile] = []
        let inter = "/usr/share/fonts/opentype/inter"
        for (cut, role) in [("Inter", FontFile.Role.text), ("InterDisplay", .display)] {
            for (name, weight) in interWeights {
                files.append(FontFile(name: "\(cut)-\(name).otf", path: "\(inter)/\(cut)-\(name).otf",
                                      role: role, weight: weight, isItalic: false))
                let italic = name == "Regular" ? "Italic" : "\(name)Italic"
                files.append(FontFile(name: "\(cut)-\(italic).otf", path: "\(inter)/\(cut)-\(italic).otf",
                                      role: role, weight: weight, isItalic: true))
            }
        }
        let dejavu = "/usr/share/fonts/truetype/dejavu"
        for (family, role, italic) in [("DejaVuSansMono", FontFile.Role.monospaced, "Oblique"),
                                       ("DejaVuSerif", .serif, "Italic"), ("DejaVuSans", .fallback, "Oblique")] {
            for (suffix, weight, isItalic) in [("", 400, false), ("-Bold", 700, false),
                                               ("-\(italic)", 400, true), ("-Bold\(italic)", 700, true)] {
                files.append(FontFile(name: "\(family)\(suffix).ttf", path: "\(dejavu)/\(family)\(suffix).ttf",
                                      role: role, weight: weight, isItalic: isItalic))
            }
        }
        let quicksand = "/usr/share/fonts/truetype/quicksand"
        for (name, weight) in [("Light", 300), ("Regular", 400), ("Medium", 500), ("Bold", 700)] {
            files.append(FontFile(name: "Quicksand-\(name).ttf", path: "\(quicksand)/Quicksand-\(name).ttf",
                                  role: .rounded, weight: weight, isItalic: false))
        }
        files.append(FontFile(name: "DroidSansFallbackFull.ttf",
                              path: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
                              role: .wideFallback, weight: 400, isItalic: false))
        files.append(FontFile(name: "NotoColorEmoji.ttf", path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
                              role: .emoji, weight: 400, isItalic: false))
        return files
    }()

    /// The files of the set that are installed on this machine.
    public static let installed: [FontFile] = candidates.filter { FileManager.default.isReadableFile(atPath: $0.path) }

    /// Whether a rounded face is installed (`fonts-quicksand`).
    public static let hasRounded = installed.contains { $0.role == .rounded }

    /// The installed file served as `name`, or nil: the display serves only these.
    public static func file(named name: String) -> FontFile? {
        installed.first { $0.name == name }
    }

    /// The installed file of `role` for `weight`, picked as CSS picks a face
    /// (the same slant first, then the weight by CSS's matching order), so
    /// that the engine measures with the face the page draws; nil when none is.
    public static func file(role: FontFile.Role, weight: Int = 400, italic: Bool = false) -> FontFile? {
        let faces = installed.filter { $0.role == role }
        let slanted = faces.filter { $0.isItalic == italic }
        let pool = slanted.isEmpty ? faces : slanted
        return pool.min { cssWeightRank($0.weight, wanted: weight) < cssWeightRank($1.weight, wanted: weight) }
    }

    /// CSS Fonts' weight matching as a rank (lower is picked first): for 400
    /// to 500, the weights up to 500 ascending, then lighter descending, then
    /// heavier ascending; below 400, lighter descending first; above 500,
    /// heavier ascending first.
    static func cssWeightRank(_ weight: Int, wanted: Int) -> (Int, Int) {
        if weight == wanted { return (0, 0) }
        if (400...500).contains(wanted) {
            if weight > wanted && weight <= 500 { return (1, weight - wanted) }
            if weight < wanted { return (2, wanted - weight) }
            return (3, weight - wanted)
        }
        if wanted < 400 {
            return weight < wanted ? (1, wanted - weight) : (2, weight - wanted)
        }
        return weight > wanted ? (1, weight - wanted) : (2, wanted - weight)
    }
}
