/// A typeface at any size: finds (`named`) or opens (`init?(path:)`) a font, measures, shapes
/// and breaks text into a `TextLayout`, and keeps the rendered glyphs its layouts draw.
///
/// Thread safe: FreeType, HarfBuzz and the glyph cache are used under one lock, so a font may be
/// shared between threads (they take turns).
public final class Font: @unchecked Sendable {
    /// The family actually used, e.g. "DejaVu Sans", or "built-in" for the bitmap fallback.
    public let familyName: String
    /// The file used (nil for the built-in font).
    public let path: String?
    /// Nil when the request was met; else one line saying what was asked for and what is used
    /// instead, e.g. "no font matches 'Foo'; using DejaVu Sans".
    public let problem: String?

    let source: GlyphSource
    private let lock = Lock()
    private var cache = GlyphCache()

    /// Sizes are clamped to this many pixels: a glyph's mask grows with the square of the size.
    static let maxSize = 2048.0

    init(source: GlyphSource, familyName: String, path: String?, problem: String?) {
        (self.source, self.familyName, self.path, self.problem) = (source, familyName, path, problem)
    }

    /// Opens a font file directly (face 0 of a collection); nil if FreeType cannot open it as
    /// a scalable font.
    public convenience init?(path: String) {
        guard let face = FreeTypeFace(path: path) else { return nil }
        self.init(source: face, familyName: face.familyName, path: path, problem: nil)
    }

    /// The size in 1/64 px, as cached and handed to FreeType; nil for a size that is not a
    /// finite number of at least 1/64 px. Sizes over `maxSize` are clamped.
    static func quantise(_ size: Double) -> Int? {
        guard size.isFinite, size >= 1.0 / 64 else { return nil }
        return Int((min(size, maxSize) * 64).rounded())
    }

    /// Vertical metrics at `size` pixels (the em size); all zero for an invalid size.
    public func metrics(size: Double) -> FontMetrics {
        guard let size64 = Font.quantise(size) else { return .zero }
        return lock.withLock { source.metrics(size64: size64) }
    }

    /// Shapes `text` at `size` pixels and breaks it into lines: at "\n", and when `maxWidth` is
    /// given at spaces so that no line is wider (a word wider than `maxWidth` alone is broken
    /// between characters). With `maxLines`, at most that many lines, the last ending in "…"
    /// when text was cut. Tabs count as spaces; other control characters are dropped. Where
    /// lines break at spaces, runs of spaces collapse to one. An invalid size gives no lines.
    public func layout(_ text: String, size: Double, maxWidth: Double? = nil, maxLines: Int? = nil) -> TextLayout {
        layout(text, size: size, maxWidth: maxWidth, maxLines: maxLines, kerning: true)
    }

    /// As `layout`, with kerning on or off (tests compare unkerned advances with FreeType's).
    package func layout(_ text: String, size: Double, maxWidth: Double?, maxLines: Int?, kerning: Bool) -> TextLayout {
        guard let size64 = Font.quantise(size) else {
            return TextLayout(lines: [], width: 0, height: 0, metrics: .zero, font: self, size64: 0)
        }
        return lock.withLock {
            let metrics = source.metrics(size64: size64)
            let breaker = LineBreaker(maxWidth: maxWidth, maxLines: maxLines) {
                self.source.shape($0, size64: size64, kerning: kerning)
            }
            var lines = breaker.lines(of: text)
            for i in lines.indices { lines[i].baseline = metrics.ascent + Double(i) * metrics.lineHeight }
            return TextLayout(
                lines: lines, width: lines.map(\.width).max() ?? 0, height: Double(lines.count) * metrics.lineHeight,
                metrics: metrics, font: self, size64: size64)
        }
    }

    /// The cached glyph, rendered on first use. Call under the lock.
    func glyphLocked(_ id: UInt32, size64: Int, subpixel: Int) -> RenderedGlyph? {
        cache.glyph(id, size64: size64, subpixel: subpixel) {
            source.render(glyph: id, size64: size64, subpixel: subpixel)
        }
    }

    func withLock<T>(_ body: () -> T) -> T { lock.withLock(body) }

    /// How many glyphs the cache holds (tests).
    package var cachedGlyphCount: Int { lock.withLock { cache.count } }
}
