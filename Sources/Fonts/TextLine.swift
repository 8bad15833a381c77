/// One line of a `TextLayout`.
public struct TextLine: Sendable {
    /// The characters on this line, as drawn: tabs are spaces, control characters removed, the
    /// spaces at a break dropped, and "…" at the end of a line that was cut.
    public var text: String
    /// Left to right as shown.
    public var glyphs: [PlacedGlyph]
    /// The advance width of the line in pixels.
    public var width: Double
    /// The y of the baseline from the layout's top, in pixels.
    public var baseline: Double
}
