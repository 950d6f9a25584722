import Foundation
import Synchronization

/// Measures text as the page draws it: each character in the first face of
/// its font's chain that has it (the font's own file, then colour emoji,
/// then the fallback faces, as the page's font lists name them), runs of
/// one face shaped together, the width rounded up to the page's layout unit
/// (1/64 px).
public final class TextMeasurer: Sendable {
    /// The measurer over the installed system font files.
    public static let shared = TextMeasurer()

    private let faces = Mutex<[String: FontFace]>([:])
    private let chains = Mutex<[TextFont: [FontFace]]>([:])

    public init() {}

    /// The face of the file at `path`, opened once.
    func face(_ file: FontFile) -> FontFace? {
        if let face = faces.withLock({ $0[file.path] }) { return face }
        guard let face = FontFace(path: file.path) else { return nil }
        return faces.withLock { table in
            if let existing = table[file.path] { return existing }
            table[file.path] = face
            return face
        }
    }

    /// The faces `font` draws with, in the order a character looks for its glyph.
    func chain(for font: TextFont) -> [FontFace] {
        if let known = chains.withLock({ $0[font] }) { return known }
        let made = makeChain(for: font)
        chains.withLock { $0[font] = made }
        return made
    }

    private func makeChain(for font: TextFont) -> [FontFace] {
        var roles = [font.primaryRole]
        if font.primaryRole == .display { roles.append(.text) }
        roles += [.emoji, .fallback, .wideFallback]
        return roles.compactMap { role in
            SystemFontFiles.file(role: role, weight: font.weight, italic: font.isItalic).flatMap(face)
        }
    }

    /// The width of `text` on one line in `font`, in points.
    public func width(of text: String, in font: TextFont) -> Double {
        let faces = chain(for: font)
        var total = 0.0
        var run = ""
        var runFace: FontFace?
        func flush() {
            if let runFace, !run.isEmpty { total += runFace.advance(of: run, tabularDigits: font.tabularDigits) * font.size }
            run = ""
        }
        for character in text {
            let face = Self.face(for: character, in: faces)
            if face !== runFace {
                flush()
                runFace = face
            }
            run.append(character)
        }
        flush()
        return Self.layoutUnitCeiling(total)
    }

    /// The height of one line of `font` with the page's `line-height: normal`:
    /// ascent, descent and line gap, each rounded to a whole pixel (as Blink
    /// rounds a font's metrics).
    public func lineHeight(of font: TextFont) -> Double {
        guard let primary = chain(for: font).first else { return (font.size * 1.2).rounded() }
        return (primary.ascent * font.size).rounded() + (primary.descent * font.size).rounded()
            + (primary.lineGap * font.size).rounded()
    }

    /// How far below the top of a line `lineHeight` high the baseline of
    /// `font` sits, as the page draws it: the font's ascent and descent
    /// (each rounded to a whole pixel) centred in the line, the baseline
    /// below the ascent.
    public func baseline(of font: TextFont, lineHeight: Double) -> Double {
        guard let primary = chain(for: font).first else { return (lineHeight + font.size * 0.6) / 2 }
        let ascent = (primary.ascent * font.size).rounded(), descent = (primary.descent * font.size).rounded()
        return ((lineHeight - ascent - descent) / 2 + ascent)
    }

    /// The face that draws `character`: the first of the chain that has
    /// every scalar of it, in the order the page's font lists name them
    /// (the font's own file, colour emoji, the fallback faces).
    static func face(for character: Character, in chain: [FontFace]) -> FontFace? {
        let scalars = character.unicodeScalars.filter { !isJoiner($0) }
        return chain.first { face in scalars.allSatisfy(face.covers) } ?? chain.first
    }

    /// Scalars that join others and need no glyph of their own.
    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
    }

    /// `value` rounded up to 1/64, the unit Chromium gives boxes.
    static func layoutUnitCeiling(_ value: Double) -> Double {
        (value * 64 - 1e-6).rounded(.up) / 64
    }
}
