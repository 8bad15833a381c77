import Geometry
import Raster

/// Text shaped and broken into lines by `Font.layout`, ready to draw. A value: it keeps a
/// reference to its font (for the glyphs) and the size it was laid out at.
public struct TextLayout: Sendable {
    public var lines: [TextLine]
    /// The widest line's advance width, in pixels.
    public var width: Double
    /// lines.count x metrics.lineHeight, in pixels.
    public var height: Double
    public var metrics: FontMetrics
    let font: Font
    /// The size in 1/64 px (Font.quantise): the glyph cache's key.
    let size64: Int

    /// Draws the lines left-aligned in `color`, the first line's top (its ascent above the
    /// baseline) at `origin`, clipped to `clip` and the surface (premultiplied BGRA). Glyphs are
    /// placed at quarter pixels across and whole pixels down. Allocates nothing once the glyphs
    /// are in the font's cache (the first draw of a glyph renders it).
    public func draw(on surface: Surface, at origin: Point, color: Color, clip: PixelRect? = nil) {
        font.draw(self, on: surface, at: origin, color: color, clip: clip)
    }
}
