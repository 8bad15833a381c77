import Raster

/// The last fallback: a 5 x 9 pixel bitmap font for printable ASCII (BuiltInFont+Glyphs.swift),
/// scaled by a whole number so it stays crisp. Used only when no font file can be opened, so
/// that text is still legible; anything else is drawn as "?".
///
/// The em is 10 font pixels, scaled by `scale(size64:)`; a glyph advances 6, so there is a
/// column of space between letters.
final class BuiltInFont: GlyphSource {
    static let columns = 5, rows = 9, rowsAboveBaseline = 7, advance = 6

    /// Bit `c` of row `r` is column `c` (0 at the left), by Unicode scalar value.
    static let glyphs: [UInt32: [UInt8]] = {
        var table: [UInt32: [UInt8]] = [:]
        for line in art.split(separator: "\n") {
            guard let scalar = line.unicodeScalars.first else { continue }
            let rows = line.dropFirst(2).split(separator: " ").map { row in
                row.enumerated().reduce(UInt8(0)) { bits, pixel in
                    pixel.element == "#" ? bits | 1 << pixel.offset : bits
                }
            }
            table[scalar.value] = rows
        }
        return table
    }()

    var supportsSubpixel: Bool { false }

    /// Whole font pixels per screen pixel: the requested em over 10, rounded, at least 1.
    static func scale(size64: Int) -> Int { max(1, Int((Double(size64) / 640).rounded())) }

    func metrics(size64: Int) -> FontMetrics {
        let k = Double(BuiltInFont.scale(size64: size64))
        return FontMetrics(ascent: 8 * k, descent: 2 * k, lineHeight: 11 * k)
    }

    /// One glyph a character (its first scalar): itself when the font has it, a space for a
    /// space, else "?".
    func shape(_ text: String, size64: Int, kerning: Bool) -> ShapedRun {
        let step = Double(BuiltInFont.advance * BuiltInFont.scale(size64: size64))
        var run = ShapedRun()
        for ch in text {
            let scalar = ch.unicodeScalars.first!.value
            let id: UInt32 = scalar == 0x20 || BuiltInFont.glyphs[scalar] != nil ? scalar : 0x3F
            run.glyphs.append(PlacedGlyph(id: id, x: run.width))
            run.width += step
        }
        return run
    }

    func render(glyph: UInt32, size64: Int, subpixel: Int) -> RenderedGlyph? {
        guard let rows = BuiltInFont.glyphs[glyph] else { return nil }
        let k = BuiltInFont.scale(size64: size64)
        guard var mask = CoverageMask(width: BuiltInFont.columns * k, height: BuiltInFont.rows * k) else { return nil }
        for (r, bits) in rows.enumerated() {
            for c in 0..<BuiltInFont.columns where bits & 1 << c != 0 {
                for y in r * k..<(r + 1) * k {
                    for x in c * k..<(c + 1) * k { mask[x, y] = 255 }
                }
            }
        }
        return RenderedGlyph(mask: mask, left: 0, top: BuiltInFont.rowsAboveBaseline * k)
    }
}
