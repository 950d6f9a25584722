/// A font's vertical metrics in points, for drawing text line by line
/// (`Text.Layout`): where each line's baseline sits and how far its glyphs
/// reach above and below it.
extension TextMeasurer {
    /// How far the font reaches above its baseline, in points (its first
    /// face's ascent; `size * 0.8` when no face is found).
    public func ascent(of font: TextFont) -> Double {
        guard let primary = chain(for: font).first else { return font.size * 0.8 }
        return primary.ascent * font.size
    }

    /// How far the font reaches below its baseline, in points.
    public func descent(of font: TextFont) -> Double {
        guard let primary = chain(for: font).first else { return font.size * 0.2 }
        return primary.descent * font.size
    }

    /// The font's line gap (leading), in points.
    public func leading(of font: TextFont) -> Double {
        guard let primary = chain(for: font).first else { return 0 }
        return primary.lineGap * font.size
    }
}
