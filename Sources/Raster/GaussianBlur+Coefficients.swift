#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension GaussianBlur {
    /// The recursive filter for one sigma: Deriche's 4th-order approximation of the sampled
    /// Gaussian (R. Deriche, "Recursively implementing the Gaussian and its derivatives", INRIA
    /// RR-1893, 1993; parameters as refined in P. Getreuer, "A Survey of Gaussian Convolution
    /// Algorithms", IPOL 2013),
    ///
    ///     h(n) = sum over k = 1, 2 of (a_k cos(w_k n / s) + b_k sin(w_k n / s)) exp(-l_k n / s),
    ///
    /// run as two parallel second-order sections (one per pole pair k), each once forwards
    /// (taps n >= 0) and once backwards (taps n >= 1), the four outputs summed. Two parallel
    /// sections rather than one 4th-order direct form: the poles crowd towards z = 1 as sigma
    /// grows, and a direct form in Float loses them (4 poles within 0.01 of each other at sigma
    /// 200); a pair of conjugate poles per section stays well conditioned.
    ///
    /// Kernel error of the fit, 2-D and normalised, in 8-bit units for a worst-case (255-contrast)
    /// input: 0.39 at sigma 0.5, 0.25 from sigma 2 up (sum of |fit - sampled Gaussian| x 255).
    struct Coefficients: Sendable, Equatable {
        var first: Section
        var second: Section

        /// One pole pair: forwards y[n] = b0 x[n] + b1 x[n-1] - a1 y[n-1] - a2 y[n-2],
        /// backwards y[n] = c1 x[n+1] + c2 x[n+2] - a1 y[n+1] - a2 y[n+2].
        struct Section: Sendable, Equatable {
            var b0: Float, b1: Float, c1: Float, c2: Float, a1: Float, a2: Float
            /// Outputs of the forward and the backward recursion for a constant input of 1:
            /// the state each starts from at a clamped edge.
            var forwardGain: Float, backwardGain: Float
        }

        /// Deriche's pole pairs: weights (a, b) and exponents (l, w), in units of 1/sigma.
        static let pairs: [(a: Double, b: Double, l: Double, w: Double)] = [
            (1.6797292232361, 3.7348298269103, 1.7831906544515, 0.6318113174569),
            (-0.6802783501247, -0.2598300478959, 1.7228297663338, 1.9969276832487),
        ]

        init(sigma: Double) {
            // In Double: (a - ib) z^n has real part a cos + b sin, so with z = exp((-l + iw)/s)
            // the forward section is Re(A) - Re(A conj(z)) z^-1 over 1 - 2 Re(z) z^-1 + |z|^2 z^-2.
            var raw: [(b0: Double, b1: Double, c1: Double, c2: Double, a1: Float, a2: Float)] = []
            for p in Self.pairs {
                let r = exp(-p.l / sigma)
                let zr = r * cos(p.w / sigma), zi = r * sin(p.w / sigma)
                let a1 = -2 * zr, a2 = r * r
                let b0 = p.a, b1 = p.b * zi - p.a * zr
                // Backwards from n+1: the forward response minus its n = 0 tap.
                raw.append((b0, b1, b1 - a1 * b0, -a2 * b0, Float(a1), Float(a2)))
            }
            // Normalise with the denominators as they will be used (in Float), so a constant
            // image comes out at its own value: the DC gain of the whole filter is 1.
            func denominator(_ a1: Float, _ a2: Float) -> Double { 1 + Double(a1) + Double(a2) }
            let dc = raw.reduce(0.0) { $0 + ($1.b0 + $1.b1 + $1.c1 + $1.c2) / denominator($1.a1, $1.a2) }
            let sections = raw.map { s -> Section in
                let b0 = Float(s.b0 / dc), b1 = Float(s.b1 / dc), c1 = Float(s.c1 / dc), c2 = Float(s.c2 / dc)
                let d = denominator(s.a1, s.a2)
                return Section(
                    b0: b0, b1: b1, c1: c1, c2: c2, a1: s.a1, a2: s.a2,
                    forwardGain: Float((Double(b0) + Double(b1)) / d),
                    backwardGain: Float((Double(c1) + Double(c2)) / d))
            }
            first = sections[0]
            second = sections[1]
        }
    }
}
