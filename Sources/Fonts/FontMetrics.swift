/// A font's vertical metrics at one size, in pixels.
public struct FontMetrics: Equatable, Sendable {
    /// From the baseline up to the top of the tallest glyphs; positive.
    public var ascent: Double
    /// From the baseline down to the bottom of the deepest descenders; positive.
    public var descent: Double
    /// From one baseline to the next; at least ascent + descent.
    public var lineHeight: Double

    public init(ascent: Double, descent: Double, lineHeight: Double) {
        (self.ascent, self.descent, self.lineHeight) = (ascent, descent, lineHeight)
    }

    static let zero = FontMetrics(ascent: 0, descent: 0, lineHeight: 0)
}
