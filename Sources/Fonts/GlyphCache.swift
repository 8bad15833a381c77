import Raster

/// A glyph's coverage and where it sits: `left` pixels right of the pen and `top` pixels above
/// the baseline for the mask's top-left corner (FreeType's bitmap_left and bitmap_top).
struct RenderedGlyph {
    var mask: CoverageMask
    var left: Int
    var top: Int
}

/// Rendered glyphs by (glyph, size, subpixel offset). Bounded: past `limit` glyphs it is
/// emptied and fills again, so text in ever new sizes cannot grow it without end. A glyph of
/// 16 px text takes ~150 bytes, so the default bound is about 1 MB at that size.
struct GlyphCache {
    static let defaultLimit = 4096
    let limit: Int
    /// Nil values remember glyphs with nothing to draw (spaces), so they are asked once.
    private var glyphs: [UInt64: RenderedGlyph?] = [:]

    init(limit: Int = GlyphCache.defaultLimit) { self.limit = max(1, limit) }

    var count: Int { glyphs.count }

    /// The glyph from the cache, or from `render` (then kept).
    mutating func glyph(
        _ id: UInt32, size64: Int, subpixel: Int, render: () -> RenderedGlyph?
    ) -> RenderedGlyph? {
        // size64 is at most Font.maxSize x 64 (2^17): 29 bits are plenty; subpixel is 0...3.
        let key = UInt64(id) << 32 | UInt64(size64) << 2 | UInt64(subpixel & 3)
        if let known = glyphs[key] { return known }
        if glyphs.count >= limit { glyphs.removeAll(keepingCapacity: true) }
        let made = render()
        glyphs[key] = .some(made)
        return made
    }
}
