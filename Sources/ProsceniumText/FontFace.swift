import CHarfBuzz

/// A font file opened for shaping with HarfBuzz's own OpenType functions:
/// unhinted advances at any size, which is what Chromium on Linux lays text
/// out with (it positions glyphs at subpixel offsets), so a width measured
/// here is the width the page gives the same text in the same file.
public final class FontFace: @unchecked Sendable {
    // Safe to share: HarfBuzz fonts and faces are made immutable below, and
    // shaping only reads them (each call has a buffer of its own).
    let face: OpaquePointer
    let font: OpaquePointer
    /// Design units per em.
    public let unitsPerEm: Double
    /// Ascent, descent (positive, below the baseline) and line gap, in ems.
    public let ascent: Double, descent: Double, lineGap: Double

    /// Opens the font at `path`; nil when it cannot be read or has no glyphs.
    public init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        guard let face, hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            return nil
        }
        hb_face_make_immutable(face)
        let font = hb_font_create(face)!
        hb_font_make_immutable(font)
        self.face = face
        self.font = font
        let upem = Double(hb_face_get_upem(face))
        unitsPerEm = upem
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        ascent = Double(extents.ascender) / upem
        descent = Double(-extents.descender) / upem
        lineGap = Double(extents.line_gap) / upem
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// Whether the font has a glyph of its own for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// The advance of `text` shaped as one run (kerning and ligatures on, as
    /// the page has them; digits of one width with `tabularDigits`, as the
    /// page's `font-variant-numeric: tabular-nums`), in ems.
    public func advance<S: StringProtocol>(of text: S, tabularDigits: Bool = false) -> Double {
        let total = shaped(text, tabularDigits: tabularDigits) { _, positions in
            positions.reduce(0) { $0 + Int($1.x_advance) }
        }
        return Double(total ?? 0) / unitsPerEm
    }

    /// `text` shaped as one run, as the page shapes it; `read` is given its
    /// glyphs and their positions, in font units. Nil for empty text.
    func shaped<S: StringProtocol, Result>(
        _ text: S, tabularDigits: Bool,
        read: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> Result
    ) -> Result? {
        guard !text.isEmpty else { return nil }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(bytes.count, 1)) { chars in
                hb_buffer_add_utf8(buffer, chars, Int32(bytes.count), 0, Int32(bytes.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        if tabularDigits {
            var feature = hb_feature_t()
            _ = "tnum".withCString { hb_feature_from_string($0, -1, &feature) }
            hb_shape(font, buffer, &feature, 1)
        } else {
            hb_shape(font, buffer, nil, 0)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return nil }
        return read(UnsafeBufferPointer(start: infos, count: Int(count)), UnsafeBufferPointer(start: positions, count: Int(count)))
    }
}
