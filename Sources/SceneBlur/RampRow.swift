/// One row of a focus region as runs of pixel columns, `affectedStart <= sharpStart <= sharpEnd
/// <= affectedEnd`: fully blurred before `affectedStart` and from `affectedEnd` on, sharp in
/// `sharpStart..<sharpEnd`, and a ramp of weights in the two runs between. No sharp part:
/// `sharpStart == sharpEnd == affectedStart`; nothing affected: all four equal (at the row's
/// start once clamped).
struct RampRow {
    var affectedStart: Int
    var sharpStart: Int
    var sharpEnd: Int
    var affectedEnd: Int

    static let blurred = RampRow(affectedStart: 0, sharpStart: 0, sharpEnd: 0, affectedEnd: 0)

    /// The pixels whose centres lie in `affected` and `sharp` (as `BlurRegion.spans` gives
    /// them), kept within `low...high`: [ceil(lo - 0.5), floor(hi - 0.5)] made half-open.
    /// Clamping before converting keeps a band's infinite interval out of `Int(_:)`.
    init(affected: ClosedRange<Double>?, sharp: ClosedRange<Double>?, low: Int, high: Int) {
        @inline(__always) func pixels(_ r: ClosedRange<Double>) -> (Int, Int) {
            let lo = min(Double(high), max(Double(low), (r.lowerBound - 0.5).rounded(.up)))
            let hi = min(Double(high), max(Double(low), (r.upperBound - 0.5).rounded(.down) + 1))
            return (Int(lo), Int(hi))
        }
        guard let affected else {
            self.init(affectedStart: low, sharpStart: low, sharpEnd: low, affectedEnd: low)
            return
        }
        let (a0, a1) = pixels(affected)
        guard a0 < a1 else {
            self.init(affectedStart: low, sharpStart: low, sharpEnd: low, affectedEnd: low)
            return
        }
        var (s0, s1) = sharp.map(pixels) ?? (a0, a0)
        s0 = min(max(s0, a0), a1)
        s1 = min(max(s1, s0), a1)
        if s0 == s1 { (s0, s1) = (a0, a0) }
        self.init(affectedStart: a0, sharpStart: s0, sharpEnd: s1, affectedEnd: a1)
    }

    init(affectedStart: Int, sharpStart: Int, sharpEnd: Int, affectedEnd: Int) {
        self.affectedStart = affectedStart
        self.sharpStart = sharpStart
        self.sharpEnd = sharpEnd
        self.affectedEnd = affectedEnd
    }

    /// Moved `dx` columns along.
    func shifted(by dx: Int) -> RampRow {
        RampRow(
            affectedStart: affectedStart + dx, sharpStart: sharpStart + dx, sharpEnd: sharpEnd + dx,
            affectedEnd: affectedEnd + dx)
    }

    /// Kept within `low...high`.
    func clamped(_ low: Int, _ high: Int) -> RampRow {
        @inline(__always) func c(_ v: Int) -> Int { min(high, max(low, v)) }
        return RampRow(
            affectedStart: c(affectedStart), sharpStart: c(sharpStart), sharpEnd: c(sharpEnd),
            affectedEnd: c(affectedEnd))
    }
}
