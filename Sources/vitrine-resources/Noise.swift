// Deterministic randomness: every image comes out byte-identical on every run and machine,
// so regenerating Resources/ never shows a spurious diff. No system randomness anywhere.

/// Marsaglia's xorshift32 (shifts 13, 17, 5): period 2^32 - 1, never yields 0.
struct XorShift32 {
    private var state: UInt32

    /// A zero seed would stick at zero forever, so it is replaced by a fixed odd constant.
    init(seed: UInt32) { state = seed == 0 ? 0x9E37_79B9 : seed }

    mutating func next() -> UInt32 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return state
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(next()) / 4_294_967_296.0 }

    /// Uniform in lo..<hi.
    mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    /// Uniform integer in 0..<n (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt32(n)) }
}

/// Smooth value noise: random values on an integer lattice, blended with a smoothstep, in
/// 0...1. Cheaper than gradient noise and blocky enough at one octave to read as texture.
struct ValueNoise {
    private let values: [Double]
    private let permutation: [Int]

    init(seed: UInt32) {
        var rng = XorShift32(seed: seed)
        values = (0..<256).map { _ in rng.unit() }
        var p = Array(0..<256)
        for i in stride(from: 255, to: 0, by: -1) { p.swapAt(i, rng.below(i + 1)) }
        permutation = p + p
    }

    @inline(__always)
    private func lattice(_ x: Int, _ y: Int) -> Double {
        values[permutation[permutation[x & 255] + (y & 255)]]
    }

    /// Noise at (x, y), lattice spacing 1.
    func sample(_ x: Double, _ y: Double) -> Double {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let tx = x - fx, ty = y - fy
        let sx = tx * tx * (3 - 2 * tx), sy = ty * ty * (3 - 2 * ty)
        let a = lattice(ix, iy), b = lattice(ix + 1, iy)
        let c = lattice(ix, iy + 1), d = lattice(ix + 1, iy + 1)
        let top = a + (b - a) * sx, bottom = c + (d - c) * sx
        return top + (bottom - top) * sy
    }

    /// One dimension: a row of the lattice.
    func sample(_ x: Double) -> Double { sample(x, 0.5) }

    /// Fractal sum of `octaves` layers, each twice the frequency and `gain` times the weight of
    /// the one before; normalised back to 0...1.
    func fractal(_ x: Double, _ y: Double, octaves: Int, gain: Double = 0.5) -> Double {
        var sum = 0.0, weight = 1.0, total = 0.0, f = 1.0
        for octave in 0..<octaves {
            // Offsetting each octave keeps the lattice points of different octaves apart.
            sum += weight * sample(x * f + Double(octave) * 17.31, y * f + Double(octave) * 9.77)
            total += weight
            weight *= gain
            f *= 2
        }
        return sum / total
    }
}

/// Mountain outlines by 1-D midpoint displacement: start from the two ends, set every midpoint
/// to the mean of its neighbours plus a random offset, halve the offset's range (times
/// `roughness`) at each finer level.
enum MidpointDisplacement {
    /// `2^levels + 1` heights, the ends at `start` and `end`, offsets up to `amplitude` at the
    /// coarsest level. Roughness 0.5 gives a natural ridge; higher is more jagged.
    static func ridge(
        levels: Int, start: Double, end: Double, amplitude: Double, roughness: Double, rng: inout XorShift32
    ) -> [Double] {
        let n = 1 << levels
        var h = [Double](repeating: 0, count: n + 1)
        h[0] = start
        h[n] = end
        var step = n, spread = amplitude
        while step > 1 {
            let half = step / 2
            for i in stride(from: half, to: n, by: step) {
                h[i] = (h[i - half] + h[i + half]) / 2 + rng.range(-spread, spread)
            }
            step = half
            spread *= roughness
        }
        return h
    }
}
