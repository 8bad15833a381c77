internal import CFreeType
internal import CHarfBuzz
import Raster

/// One font file opened with FreeType, with the HarfBuzz font that shapes with it. Not thread
/// safe: `Font` calls it under its lock.
///
/// Its own FT_Library, so two fonts never share FreeType state (FreeType objects may be used
/// from one thread at a time per library). Glyphs are loaded unhinted (`loadFlags`): hinted
/// advances are rounded to whole pixels and would not agree with subpixel positioning; the
/// same flags go to HarfBuzz (`hb_ft_font_set_load_flags`), so shaped advances are FreeType's.
///
/// The face has two FT_Sizes: one at the size asked for, which renders, and one
/// `shapingScale` times larger, which HarfBuzz shapes with. hb_ft rounds each advance to
/// 1/64 of a pixel of the active size; at 16x that is 1/1024 px, so a line's width is
/// FreeType's sum of advances within 1/64 px (at 1x, "Hello, world" at 16 px was 0.06 px off).
final class FreeTypeFace: GlyphSource {
    static let loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    /// Font.maxSize x 16 = 32768 px, inside FreeType's 16-bit ppem.
    static let shapingScale = 16

    private let library: FT_Library
    let face: FT_Face
    private let hbFont: OpaquePointer
    private let shaper: Shaper
    let familyName: String
    private let renderSize: FT_Size, shapingSize: FT_Size
    /// The sizes last set on the two FT_Sizes, in 1/64 px (0: none yet).
    private var renderSize64 = 0, shapingSize64 = 0

    /// Nil when FreeType cannot open `path` as a scalable font (bitmap-only fonts are refused:
    /// they cannot be drawn at any size or subpixel offset).
    init?(path: String, index: Int = 0) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, index, &face) == 0, let face else {
            FT_Done_FreeType(library)
            return nil
        }
        var shapingSize: FT_Size?
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0,
            let renderSize = face.pointee.size, FT_New_Size(face, &shapingSize) == 0, let shapingSize,
            FT_Activate_Size(renderSize) == 0, let hbFont = hb_ft_font_create_referenced(face)
        else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            return nil
        }
        hb_ft_font_set_load_flags(hbFont, FreeTypeFace.loadFlags)
        self.library = library
        self.face = face
        self.hbFont = hbFont
        (self.renderSize, self.shapingSize) = (renderSize, shapingSize)
        self.shaper = Shaper()
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? "unnamed"
    }

    deinit {
        // The HarfBuzz font holds a reference to the face (hb_ft_font_create_referenced):
        // destroy it first, then our own reference, then the library.
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    var supportsSubpixel: Bool { true }

    /// Makes `size` the face's active FT_Size, at `size64` (1/64 px); false if FreeType refuses.
    private func activate(_ size: FT_Size, size64: Int, current: inout Int) -> Bool {
        if face.pointee.size != size { guard FT_Activate_Size(size) == 0 else { return false } }
        if current == size64 { return true }
        current = 0
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0 else { return false }
        current = size64
        return true
    }

    private func use(size64: Int) -> Bool { activate(renderSize, size64: size64, current: &renderSize64) }

    /// From the font's own units (hhea through FreeType), unrounded: FT_Size_Metrics rounds
    /// them to whole pixels.
    func metrics(size64: Int) -> FontMetrics {
        let f = face.pointee, scale = Double(size64) / 64 / Double(f.units_per_EM)
        let ascent = Double(f.ascender) * scale, descent = -Double(f.descender) * scale
        return FontMetrics(
            ascent: ascent, descent: descent, lineHeight: max(ascent + descent, Double(f.height) * scale))
    }

    func shape(_ text: String, size64: Int, kerning: Bool) -> ShapedRun {
        let scaled = size64 * FreeTypeFace.shapingScale
        let changed = shapingSize64 != scaled
        guard activate(shapingSize, size64: scaled, current: &shapingSize64) else { return ShapedRun() }
        // HarfBuzz takes its scale from the active size (and forgets its cached advances).
        if changed { hb_ft_font_changed(hbFont) }
        return shaper.shape(text, font: hbFont, kerning: kerning, unitsPerPixel: Double(64 * FreeTypeFace.shapingScale))
    }

    /// The glyph's coverage at `subpixel` quarters of a pixel right of the pen, or nil when it
    /// has no outline or FreeType cannot render it (then nothing is drawn for it).
    func render(glyph: UInt32, size64: Int, subpixel: Int) -> RenderedGlyph? {
        guard use(size64: size64), FT_Load_Glyph(face, glyph, FreeTypeFace.loadFlags) == 0 else { return nil }
        let slot = face.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        // 26.6 fixed point: a quarter pixel is 16.
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixel * 16), 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), width > 0, rows > 0,
            let buffer = bitmap.buffer
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * rows)
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<rows {
                // A negative pitch means the rows run bottom-up from `buffer`.
                let source = pitch >= 0 ? buffer + y * pitch : buffer + (rows - 1 - y) * -pitch
                (out.baseAddress! + y * width).update(from: source, count: width)
            }
        }
        guard let mask = CoverageMask(width: width, height: rows, bytes: bytes) else { return nil }
        return RenderedGlyph(mask: mask, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }

    /// FreeType's own advance of `glyph` at `size64`, in pixels, with the same load flags: what
    /// the tests compare shaped advances with.
    func advance(glyph: UInt32, size64: Int) -> Double? {
        var advance: FT_Fixed = 0
        guard use(size64: size64), FT_Get_Advance(face, glyph, FreeTypeFace.loadFlags, &advance) == 0 else {
            return nil
        }
        return Double(advance) / 65536
    }

    /// The glyph FreeType maps `scalar` to (0: none).
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 { UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value))) }
}
