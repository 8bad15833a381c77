import Geometry
import Raster

extension Font {
    /// TextLayout.draw: each glyph's cached mask blended at its pen position, x rounded to a
    /// quarter pixel (the cache holds four renderings a glyph, one per quarter) and the baseline
    /// to a whole pixel. One lock for the whole layout; nothing is allocated for cached glyphs.
    func draw(_ layout: TextLayout, on surface: Surface, at origin: Point, color: Color, clip: PixelRect?) {
        guard layout.size64 > 0, color.alpha > 0, origin.x.isFinite, origin.y.isFinite else { return }
        let visible = clip.map { $0.intersection(surface.bounds) } ?? surface.bounds
        guard !visible.isEmpty else { return }
        let subpixels = source.supportsSubpixel
        // Lines wholly above or below what is visible are skipped (not even rendered into the
        // cache); a line's height of slack covers accents and descenders past the metrics.
        let slack = layout.metrics.lineHeight + layout.metrics.ascent
        withLock {
            // Indexed loops: an unoptimised build's `for ... in` over an array allocates a
            // coroutine frame for each element (IndexingIterator through the read accessor).
            var l = 0
            while l < layout.lines.count {
                let line = layout.lines[l]
                l += 1
                let baselineY = origin.y + line.baseline
                if baselineY + slack < Double(visible.y) || baselineY - slack > Double(visible.maxY) { continue }
                let baseline = Int(Font.clamped(baselineY).rounded())
                var i = 0
                while i < line.glyphs.count {
                    let g = line.glyphs[i]
                    i += 1
                    let x = Font.clamped(origin.x + g.x)
                    let quarters = subpixels ? Int((x * 4).rounded(.toNearestOrAwayFromZero)) : Int(x.rounded()) * 4
                    guard let glyph = glyphLocked(g.id, size64: layout.size64, subpixel: quarters & 3) else { continue }
                    surface.blend(
                        glyph.mask, color: color, atX: (quarters >> 2) + glyph.left,
                        y: baseline + Int(g.yOffset.rounded()) - glyph.top, clip: visible)
                }
            }
        }
    }

    /// Keeps coordinates where Int conversion cannot trap; text that far out is off every surface.
    static func clamped(_ v: Double) -> Double { min(max(v, -1e9), 1e9) }
}
