/// One glyph of a shaped line: which glyph of the font, and where its pen position lies.
public struct PlacedGlyph: Equatable, Sendable {
    /// The glyph's index in the font (not a character code; for the built-in font it is the
    /// Unicode scalar it draws).
    public var id: UInt32
    /// The pen position from the start of the line, in pixels, with the shaper's offset for
    /// this glyph (marks, kerning pairs) included.
    public var x: Double
    /// Offset from the baseline in pixels, y down (marks placed above a letter are negative).
    public var yOffset: Double

    public init(id: UInt32, x: Double, yOffset: Double = 0) {
        (self.id, self.x, self.yOffset) = (id, x, yOffset)
    }
}
