/// What a `Font` needs from the thing that holds its glyphs: a FreeType face (FreeTypeFace) or
/// the built-in bitmap font (BuiltInFont). Called only under the font's lock. Sizes are in
/// 1/64 px, already checked by `Font.quantise`.
protocol GlyphSource: AnyObject {
    /// False when glyphs are drawn at whole pixels only (the bitmap font stays crisp).
    var supportsSubpixel: Bool { get }
    func metrics(size64: Int) -> FontMetrics
    func shape(_ text: String, size64: Int, kerning: Bool) -> ShapedRun
    /// Coverage of `glyph` with its origin `subpixel` quarters of a pixel right of a whole pixel.
    func render(glyph: UInt32, size64: Int, subpixel: Int) -> RenderedGlyph?
}
