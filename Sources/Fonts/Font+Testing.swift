extension Font {
    /// FreeType's own advances (FT_Get_Advance, the load flags the shaper uses) of the glyphs
    /// FreeType maps each Unicode scalar of `text` to, at `size` pixels; nil for the built-in
    /// font or an invalid size. Tests compare shaped advances with these.
    package func freeTypeAdvances(of text: String, size: Double) -> [Double]? {
        guard let face = source as? FreeTypeFace, let size64 = Font.quantise(size) else { return nil }
        return withLock {
            text.unicodeScalars.compactMap { face.advance(glyph: face.glyphIndex($0), size64: size64) }
        }
    }

    /// The glyph FreeType maps `scalar` to, without shaping (0 when the font lacks it).
    package func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32? {
        guard let face = source as? FreeTypeFace else { return nil }
        return withLock { face.glyphIndex(scalar) }
    }
}
